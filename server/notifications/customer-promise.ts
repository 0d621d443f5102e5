import type { LeadRecord, OutboxJob } from '../storage/lead-repository.ts'
import { confirmationPromise, type ConfirmationOptions } from './confirmation-email.ts'

/** When the customer was told they will hear from us ("by 7 AM today"), or undefined: they got no confirmation. */
export type CustomerPromise = (lead: LeadRecord, job: OutboxJob) => Promise<string | undefined>

/**
 * The promise the confirmation gave (or is giving) a lead's customer, for the owner's e-mail.
 * No confirmation job (turned off, or one went to that address within the day) or a dead one: no
 * promise was made. A confirmation sent already promised for when it went (recorded done). One
 * still pending is usually being sent beside this e-mail (both claimed in one batch, at one
 * instant), else at its retry: the owner's claim time is its moment, or the best guess of it.
 */
export function customerPromise(
  confirmation: Pick<ConfirmationOptions, 'site' | 'wording' | 'hours'>,
  jobsOf: (leadId: string) => Promise<readonly OutboxJob[]>,
): CustomerPromise {
  return async (lead, job) => {
    const sent = (await jobsOf(lead.id)).find((other) => other.channel === 'confirmation')
    if (!sent || sent.status === 'dead') return undefined
    return confirmationPromise({ ...confirmation, now: sent.status === 'done' ? sent.updatedAt : job.updatedAt })
  }
}

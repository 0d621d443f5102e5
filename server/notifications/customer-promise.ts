import type { LeadRecord, OutboxJob } from '../storage/lead-repository.ts'
import { confirmationPromise, type ConfirmationOptions } from './confirmation-email.ts'

export type CustomerPromise = (lead: LeadRecord, job: OutboxJob) => Promise<string | undefined>

// A pending confirmation is usually claimed in this e-mail's batch, so its claim time is the best guess.
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

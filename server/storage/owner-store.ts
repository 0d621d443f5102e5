import { multiLineText } from '#lead/plain-text.ts'
import type { LeadStatus } from '../lead-stages.ts'
import type { inboxStore } from './inbox-store.ts'
import type { ownerAccounts } from './owner-accounts.ts'
import type { rowToInboxLead, rowToPushSubscription } from './rows.ts'

export interface LeadNote {
  at: string
  author: string
  text: string
}

export type AnswerWay = 'status' | 'call' | 'text' | 'email'

export type InboxLead = ReturnType<typeof rowToInboxLead>

export interface InboxFilter {
  // A phone number matches by its digits.
  search?: string
  status?: LeadStatus
  spam?: boolean
  service?: string
  city?: string
  from?: string
  to?: string
}

export const devicesPerOwner = 10

export type PushSubscriptionRecord = ReturnType<typeof rowToPushSubscription>

export type InboxPage = Awaited<ReturnType<OwnerStore['listInbox']>>

export class DuplicateOwnerError extends Error {
  constructor(email: string) {
    super(`An owner account for ${email} already exists`)
  }
}

export type OwnerStore = ReturnType<typeof ownerAccounts> & ReturnType<typeof inboxStore>

export function searchPatterns(search: string): { text: string; digits: string | null; term: string; phone: string | null } {
  // PostgreSQL and the SQLite index refuse NUL.
  const term = multiLineText(search).trim().toLowerCase()
  const digits = term.replace(/\D/g, '')
  const phone = digits.length >= 3 && /^[\d\s().+-]+$/.test(term) ? digits : null
  return { text: `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`, digits: phone && `%${phone}%`, term, phone }
}

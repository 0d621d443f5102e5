import { multiLineText } from '#lead/plain-text.ts'
import type { VisitSlot } from '../visit-slots.ts'
import type { Channel, DeliveryAttempt, LeadQuery, LeadRecord } from './lead-repository.ts'

export const leadStatuses = ['new', 'contacted', 'quoted', 'won', 'lost'] as const
export type LeadStatus = (typeof leadStatuses)[number]

export interface OwnerAccount {
  id: number
  email: string
  passwordHash: string
}

export interface AuditEntry {
  at: string
  actor: string
  action: string
  leadId: string | null
  detail: string | null
  client: string | null
  userAgent: string | null
}

export interface NewAuditEntry {
  at: Date
  actor: string
  action: string
  leadId?: string
  detail?: string
  client?: string
  userAgent?: string
}

export interface LeadNote {
  at: string
  author: string
  text: string
}

export const answerWays = ['status', 'call', 'text', 'email'] as const
export type AnswerWay = (typeof answerWays)[number]

export interface InboxLead extends LeadRecord {
  status: LeadStatus
  statusChangedAt: string | null
  answeredAt: string | null
  answeredVia: AnswerWay | null
}

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

export interface PushSubscriptionRecord {
  id: number
  ownerId: number
  endpoint: string
  // What the payload is encrypted to.
  p256dh: string
  auth: string
  createdAt: string
}

export interface InboxPage {
  leads: InboxLead[]
  next: string | null
}

export class DuplicateOwnerError extends Error {
  constructor(email: string) {
    super(`An owner account for ${email} already exists`)
  }
}

export interface OwnerStore {
  createOwner(email: string, passwordHash: string, now: Date): Promise<void>
  findOwner(email: string): Promise<OwnerAccount | undefined>

  countLoginAttempt(addressKey: string, network: string, now: Date, windowMs: number): Promise<{ attempts: number; windowStart: Date }>
  clearLoginAttempts(addressKey: string, network?: string): Promise<number>
  purgeLoginAttempts(before: Date): Promise<number>

  getSession(id: string, now: Date): Promise<string | undefined>
  // Only `create` (a sign-in) adds a row, so a session ended meanwhile stays gone.
  saveSession(id: string, session: { ownerId: number | null; data: string; expiresAt: Date }, options: { create: boolean }): Promise<boolean>
  destroySession(id: string): Promise<void>
  revokeSessions(ownerId?: number): Promise<number>
  purgeExpiredSessions(now: Date): Promise<number>

  audit(entry: NewAuditEntry): Promise<void>
  listAudit(limit: number): Promise<AuditEntry[]>
  purgeAudit(before: Date): Promise<number>

  listInbox(filter: InboxFilter, page: { after?: string; limit: number }): Promise<InboxPage>
  listLeadsWithStatus(query: LeadQuery): Promise<InboxLead[]>
  leadCities(): Promise<string[]>
  getInboxLead(id: string): Promise<{ lead: InboxLead; notes: LeadNote[]; attempts: DeliveryAttempt[] } | undefined>
  setLeadStatus(id: string, status: LeadStatus, now: Date): Promise<boolean>
  // Call, text or e-mail from the lead's page counts as the answer if nothing counted before.
  recordAnswer(id: string, via: Exclude<AnswerWay, 'status'>, now: Date): Promise<boolean>
  answeredLeads(since: Date): Promise<Array<{ receivedAt: string; answeredAt: string }>>
  addLeadNote(id: string, note: { author: string; text: string; now: Date }): Promise<boolean>
  markLeadGenuine(id: string, notify: readonly Channel[], now: Date): Promise<boolean>
  confirmVisit(id: string, slot: VisitSlot, now: Date): Promise<'queued' | 'unchanged' | undefined>
  // The audit log keeps only the id.
  deleteLead(id: string): Promise<boolean>
  // Past devicesPerOwner the oldest devices go; their endpoints are returned.
  savePushSubscription(subscription: { ownerId: number; endpoint: string; p256dh: string; auth: string; now: Date }): Promise<string[]>
  deletePushSubscription(endpoint: string, ownerId?: number): Promise<boolean>
  listPushSubscriptions(): Promise<PushSubscriptionRecord[]>
  purgeLeads(before: Date): Promise<number>
}

export function searchPatterns(search: string): { text: string; digits: string | null; term: string; phone: string | null } {
  // PostgreSQL and the SQLite index refuse NUL.
  const term = multiLineText(search).trim().toLowerCase()
  const digits = term.replace(/\D/g, '')
  const phone = digits.length >= 3 && /^[\d\s().+-]+$/.test(term) ? digits : null
  return { text: `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`, digits: phone && `%${phone}%`, term, phone }
}

export function isLeadStatus(value: unknown): value is LeadStatus {
  return typeof value === 'string' && (leadStatuses as readonly string[]).includes(value)
}

import { multiLineText } from '#lead/plain-text.ts'
import type { VisitSlot } from '../visit-slots.ts'
import type { Channel, DeliveryAttempt, LeadQuery, LeadRecord } from './lead-repository.ts'

/** The owner's side of the store: accounts, sessions, audit log, and each lead's status and notes. */

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
  /** The client's address (as the rate limits see it); null for the command line and the server's own runs. */
  client: string | null
  userAgent: string | null
}

/** A line of the audit log as written. */
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

/** How the owner first answered a lead: a status past "new", or the call, text or e-mail button of its page. */
export const answerWays = ['status', 'call', 'text', 'email'] as const
export type AnswerWay = (typeof answerWays)[number]

export interface InboxLead extends LeadRecord {
  status: LeadStatus
  statusChangedAt: string | null
  /** ISO 8601: when the owner first answered; null while the lead waits. */
  answeredAt: string | null
  answeredVia: AnswerWay | null
}

export interface InboxFilter {
  /** Name, e-mail, address, project details; a phone number matches by its digits. */
  search?: string
  status?: LeadStatus
  /** Default false: the inbox shows genuine leads; true shows only what the honeypot caught. */
  spam?: boolean
  /** A service id (lead/service-options.ts) the lead asked for. */
  service?: string
  /** The lead's city, matched whole and regardless of case. */
  city?: string
  /** Received on or after the start of this day (YYYY-MM-DD, business time zone). */
  from?: string
  /** Received before the start of this day (YYYY-MM-DD, business time zone). */
  to?: string
}

/** Devices per owner: a phone, a tablet, a few browsers, and room for stale subscriptions. */
export const devicesPerOwner = 10

/** A device of an owner that receives alerts (Web Push), as its browser described it when subscribing. */
export interface PushSubscriptionRecord {
  id: number
  ownerId: number
  /** The push service's URL for this device. */
  endpoint: string
  /** The device's public key (P-256, base64url) and auth secret (base64url): what the payload is encrypted to. */
  p256dh: string
  auth: string
  /** ISO 8601. */
  createdAt: string
}

export interface InboxPage {
  /** Newest first. */
  leads: InboxLead[]
  /** Pass as `after` for the next (older) page; null on the last page. */
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

  /** Counts a sign-in attempt per address key and network in one statement: attempts in the window, and its start. */
  countLoginAttempt(addressKey: string, network: string, now: Date, windowMs: number): Promise<{ attempts: number; windowStart: Date }>
  /** Forgets the attempts of an address from one network (a sign-in succeeded), or from every network; returns how many networks. */
  clearLoginAttempts(addressKey: string, network?: string): Promise<number>
  /** Deletes the counters whose window opened before `before`; returns how many. */
  purgeLoginAttempts(before: Date): Promise<number>

  /** The session's data (JSON) when it exists and has not expired. */
  getSession(id: string, now: Date): Promise<string | undefined>
  /** Only `create` (a sign-in) adds a row, so a session ended meanwhile stays gone; whether a row was written. */
  saveSession(id: string, session: { ownerId: number | null; data: string; expiresAt: Date }, options: { create: boolean }): Promise<boolean>
  destroySession(id: string): Promise<void>
  /** Ends the sessions of one owner, or of every owner; returns how many ended. */
  revokeSessions(ownerId?: number): Promise<number>
  /** Deletes the sessions that expired before `now` (they no longer open anything); returns how many. */
  purgeExpiredSessions(now: Date): Promise<number>

  audit(entry: NewAuditEntry): Promise<void>
  listAudit(limit: number): Promise<AuditEntry[]>
  /** Deletes the audit entries written before `before`; returns how many. */
  purgeAudit(before: Date): Promise<number>

  listInbox(filter: InboxFilter, page: { after?: string; limit: number }): Promise<InboxPage>
  /** The leads listLeads picks, with their status: the command line's export. */
  listLeadsWithStatus(query: LeadQuery): Promise<InboxLead[]>
  /** The cities genuine leads came from, each once whatever its case, most leads first (at most 50): what the city filter suggests. */
  leadCities(): Promise<string[]>
  /** A lead with the owner's notes and every delivery attempt of its notifications, oldest first. */
  getInboxLead(id: string): Promise<{ lead: InboxLead; notes: LeadNote[]; attempts: DeliveryAttempt[] } | undefined>
  /** Sets the status; the first status past "new" also counts as the answer, if nothing counted before. */
  setLeadStatus(id: string, status: LeadStatus, now: Date): Promise<boolean>
  /** The owner called, texted or e-mailed from the lead's page: the answer, if nothing counted before. false: no such lead. */
  recordAnswer(id: string, via: Exclude<AnswerWay, 'status'>, now: Date): Promise<boolean>
  /** Genuine leads received since `since` and answered, oldest first (for response times). */
  answeredLeads(since: Date): Promise<Array<{ receivedAt: string; answeredAt: string }>>
  addLeadNote(id: string, note: { author: string; text: string; now: Date }): Promise<boolean>
  /** A lead the honeypot caught, restored: spam no more, and its notifications queued in the same transaction. */
  markLeadGenuine(id: string, notify: readonly Channel[], now: Date): Promise<boolean>
  /** Confirms a slot and queues its invitation together; 'unchanged' for the same slot, undefined for no genuine lead. */
  confirmVisit(id: string, slot: VisitSlot, now: Date): Promise<'queued' | 'unchanged' | undefined>
  /** Erases one person's request: the lead, its notes, its notifications and their attempts. The audit log keeps only the id. */
  deleteLead(id: string): Promise<boolean>
  /** Adds or moves a device; past devicesPerOwner the oldest go, and their endpoints are returned. */
  savePushSubscription(subscription: { ownerId: number; endpoint: string; p256dh: string; auth: string; now: Date }): Promise<string[]>
  /** Removes a device, only `ownerId`'s when given; false when it was not there. */
  deletePushSubscription(endpoint: string, ownerId?: number): Promise<boolean>
  /** Every subscribed device of every owner. */
  listPushSubscriptions(): Promise<PushSubscriptionRecord[]>
  /** Retention: erases leads not won whose last activity is before `before`; how many. */
  purgeLeads(before: Date): Promise<number>
}

/** The search as escaped LIKE patterns, and its digits when it looks like a phone number. */
export function searchPatterns(search: string): { text: string; digits: string | null; term: string; phone: string | null } {
  // Stored text holds no control characters (decision 11); PostgreSQL and the SQLite index refuse NUL.
  const term = multiLineText(search).trim().toLowerCase()
  const digits = term.replace(/\D/g, '')
  const phone = digits.length >= 3 && /^[\d\s().+-]+$/.test(term) ? digits : null
  return { text: `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`, digits: phone && `%${phone}%`, term, phone }
}

export function isLeadStatus(value: unknown): value is LeadStatus {
  return typeof value === 'string' && (leadStatuses as readonly string[]).includes(value)
}

import { multiLineText } from '#lead/plain-text.ts'
import { businessDayStart } from '../business-time.ts'
import type { VisitSlot } from '../visit-slots.ts'
import {
  isLeadId,
  leadQuerySql,
  nullableText,
  rowToAttempt,
  rowToLead,
  toDate,
  toIso,
  type Channel,
  type DeliveryAttempt,
  type LeadQuery,
  type LeadRecord,
} from './lead-repository.ts'
import type { Row, Sql } from './sql.ts'

/**
 * What the owner's inbox keeps besides the leads themselves: owner accounts and their sessions,
 * the audit log, and the status and notes the owner gives each lead. One interface, implemented
 * for SQLite and PostgreSQL beside each lead repository (owner-store-sqlite.ts, owner-store-postgres.ts),
 * which share what both databases do alike (SqlOwnerStore).
 */

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

/**
 * How many devices one owner's alerts go to: a phone, a tablet and a few browsers, with room for
 * the stale subscriptions a browser leaves when its data is cleared. Each alert is sent to all of them.
 */
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

  /**
   * Counts one sign-in attempt for a typed address (its key, never the text) from a client
   * network, in one statement, so parallel attempts each count. A window opens at the first
   * attempt and lasts `windowMs`; an attempt after it opens the next. Returns the attempts in the
   * current window, this one included, and when the window opened.
   */
  countLoginAttempt(addressKey: string, network: string, now: Date, windowMs: number): Promise<{ attempts: number; windowStart: Date }>
  /** Forgets the attempts of an address from one network (a sign-in succeeded), or from every network; returns how many networks. */
  clearLoginAttempts(addressKey: string, network?: string): Promise<number>
  /** Deletes the counters whose window opened before `before`; returns how many. */
  purgeLoginAttempts(before: Date): Promise<number>

  /** The session's data (JSON) when it exists and has not expired. */
  getSession(id: string, now: Date): Promise<string | undefined>
  /**
   * Writes a session. Only `create` (a session begun by a sign-in) adds a row; otherwise an
   * existing row is updated and a session signed out or revoked meanwhile stays gone. Returns
   * whether a row was written.
   */
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
  /**
   * Confirms the visit in a slot and queues its invitation (channel 'visit') in one transaction.
   * 'unchanged': that slot is confirmed already, and no second invitation is queued. Another slot
   * replaces the confirmed one, counts one more invitation and puts the job back to pending with a
   * fresh attempt budget (its earlier attempts stay in the timeline). undefined: no such genuine lead.
   */
  confirmVisit(id: string, slot: VisitSlot, now: Date): Promise<'queued' | 'unchanged' | undefined>
  /** Erases one person's request: the lead, its notes, its notifications and their attempts. The audit log keeps only the id. */
  deleteLead(id: string): Promise<boolean>
  /**
   * Adds a device, or moves an endpoint already known (a browser that re-subscribed) to this owner
   * with its new keys. Past devicesPerOwner, the owner's devices subscribed longest ago are
   * forgotten; resolves to their endpoints.
   */
  savePushSubscription(subscription: { ownerId: number; endpoint: string; p256dh: string; auth: string; now: Date }): Promise<string[]>
  /**
   * Removes a device by its endpoint (turned off, or the push service says it is gone), only when
   * it is `ownerId`'s if one is given; false when it was not there.
   */
  deletePushSubscription(endpoint: string, ownerId?: number): Promise<boolean>
  /** Every subscribed device of every owner. */
  listPushSubscriptions(): Promise<PushSubscriptionRecord[]>
  /**
   * Retention: erases every lead that did not become a project (status other than won) whose last
   * activity (received, status change, note) is before `before`. Returns how many.
   */
  purgeLeads(before: Date): Promise<number>
}

/** Keyset paging: the position after the last lead shown, opaque to the browser. */
export function encodeCursor(lead: Pick<LeadRecord, 'receivedAt' | 'id'>): string {
  return Buffer.from(JSON.stringify([lead.receivedAt, lead.id])).toString('base64url')
}

/** A cursor that is not one of ours reads as "from the start", never as an error. */
export function decodeCursor(cursor: string | undefined): { receivedAt: string; id: string } | undefined {
  if (!cursor) return undefined
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'))
    if (!Array.isArray(value) || value.length !== 2) return undefined
    const [receivedAt, id] = value as unknown[]
    if (typeof receivedAt !== 'string' || typeof id !== 'string' || Number.isNaN(Date.parse(receivedAt))) return undefined
    if (!isLeadId(id)) return undefined
    return { receivedAt: new Date(receivedAt).toISOString(), id }
  } catch {
    return undefined
  }
}

/**
 * The search as LIKE patterns (wildcards escaped with \): the text, and its digits when it looks
 * like a phone number. `term` and `phone` are the same, unescaped, for a substring index.
 */
export function searchPatterns(search: string): { text: string; digits: string | null; term: string; phone: string | null } {
  // Stored text holds no control characters (decision 11); PostgreSQL and the SQLite index refuse NUL.
  const term = multiLineText(search).trim().toLowerCase()
  const digits = term.replace(/\D/g, '')
  const phone = digits.length >= 3 && /^[\d\s().+-]+$/.test(term) ? digits : null
  return { text: `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`, digits: phone && `%${phone}%`, term, phone }
}

/**
 * The visit invitation's job, written or put back to pending: the upsert both databases run, with
 * their expressions for the lead's id and the time, and the rows to take them from (`from`). The
 * WHERE keeps SQLite from reading ON CONFLICT as a join's ON.
 */
export function visitJobSql(leadId: string, now: string, from = ''): string {
  return `INSERT INTO outbox (lead_id, channel, next_attempt_at, created_at, updated_at)
    SELECT ${leadId}, 'visit', ${now}, ${now}, ${now} ${from} WHERE true
    ON CONFLICT (lead_id, channel) DO UPDATE SET status = 'pending', attempts = 0, next_attempt_at = excluded.next_attempt_at,
      last_error = NULL, locked_by = NULL, locked_until = NULL, updated_at = excluded.updated_at`
}

/** The leads retention erases (purgeLeads): not won, and no activity (received, status change, note) since $1. */
export const expiredLeadsSql = `SELECT id FROM leads WHERE status <> 'won' AND received_at < $1 AND (status_changed_at IS NULL OR status_changed_at < $1)
  AND NOT EXISTS (SELECT 1 FROM lead_notes WHERE lead_notes.lead_id = leads.id AND lead_notes.at >= $1)`

export function isLeadStatus(value: unknown): value is LeadStatus {
  return typeof value === 'string' && (leadStatuses as readonly string[]).includes(value)
}

const isoOrNull = (value: unknown) => (value ? new Date(value as string | Date).toISOString() : null)

export function rowToInboxLead(row: Row): InboxLead {
  return {
    ...rowToLead(row),
    status: row.status as LeadStatus,
    statusChangedAt: isoOrNull(row.status_changed_at),
    answeredAt: isoOrNull(row.answered_at),
    answeredVia: (row.answered_via as AnswerWay | null) ?? null,
  }
}

export function rowToPushSubscription(row: Row): PushSubscriptionRecord {
  return {
    id: Number(row.id),
    ownerId: Number(row.owner_id),
    endpoint: String(row.endpoint),
    p256dh: String(row.p256dh),
    auth: String(row.auth),
    createdAt: isoOrNull(row.created_at)!,
  }
}

/**
 * The owner store's statements both databases run alike; each database's store (an OwnerStore)
 * adds the search it has and the writes that must be one transaction, which each makes its own way.
 */
export abstract class SqlOwnerStore {
  constructor(protected readonly sql: Sql) {}

  /** The inbox search's conditions; `param` adds a parameter and gives its placeholder. */
  protected abstract searchConditions(search: ReturnType<typeof searchPatterns>, param: (value: unknown) => string): string[]
  /** The lead asked for the service, the city is the lead's: conditions on the placeholder given. */
  protected abstract serviceCondition(service: string): string
  protected abstract cityCondition(city: string): string

  async createOwner(email: string, passwordHash: string, now: Date) {
    try {
      await this.sql.run('INSERT INTO owner_users (email, password_hash, created_at) VALUES ($1, $2, $3)', [email, passwordHash, now])
    } catch (error) {
      if (this.sql.isUniqueViolation(error)) throw new DuplicateOwnerError(email)
      throw error
    }
  }

  async findOwner(email: string): Promise<OwnerAccount | undefined> {
    const [row] = await this.sql.all('SELECT * FROM owner_users WHERE email = $1', [email])
    if (!row) return undefined
    return { id: Number(row.id), email: String(row.email), passwordHash: String(row.password_hash) }
  }

  async countLoginAttempt(addressKey: string, network: string, now: Date, windowMs: number) {
    const [row] = await this.sql.all(
      `INSERT INTO login_attempts AS counted (address_key, network, window_start, attempts) VALUES ($1, $2, $3, 1)
       ON CONFLICT (address_key, network) DO UPDATE SET
         attempts = CASE WHEN counted.window_start <= $4 THEN 1 ELSE counted.attempts + 1 END,
         window_start = CASE WHEN counted.window_start <= $4 THEN $3 ELSE counted.window_start END
       RETURNING attempts, window_start`,
      [addressKey, network, now, new Date(now.getTime() - windowMs)],
    )
    return { attempts: Number(row!.attempts), windowStart: toDate(row!.window_start) }
  }

  async clearLoginAttempts(addressKey: string, network?: string) {
    return network === undefined
      ? this.sql.run('DELETE FROM login_attempts WHERE address_key = $1', [addressKey])
      : this.sql.run('DELETE FROM login_attempts WHERE address_key = $1 AND network = $2', [addressKey, network])
  }

  async purgeLoginAttempts(before: Date) {
    return this.sql.run('DELETE FROM login_attempts WHERE window_start < $1', [before])
  }

  async getSession(id: string, now: Date) {
    const [row] = await this.sql.all('SELECT data FROM owner_sessions WHERE id = $1 AND expires_at > $2', [id, now])
    return row?.data as string | undefined
  }

  async saveSession(id: string, session: { ownerId: number | null; data: string; expiresAt: Date }, options: { create: boolean }) {
    const sql = options.create
      ? `INSERT INTO owner_sessions (id, user_id, data, expires_at) VALUES ($1, $2, $3, $4)
         ON CONFLICT (id) DO UPDATE SET user_id = excluded.user_id, data = excluded.data, expires_at = excluded.expires_at`
      : 'UPDATE owner_sessions SET user_id = $2, data = $3, expires_at = $4 WHERE id = $1'
    return (await this.sql.run(sql, [id, session.ownerId, session.data, session.expiresAt])) > 0
  }

  async destroySession(id: string) {
    await this.sql.run('DELETE FROM owner_sessions WHERE id = $1', [id])
  }

  async revokeSessions(ownerId?: number) {
    return ownerId === undefined ? this.sql.run('DELETE FROM owner_sessions') : this.sql.run('DELETE FROM owner_sessions WHERE user_id = $1', [ownerId])
  }

  async purgeExpiredSessions(now: Date) {
    return this.sql.run('DELETE FROM owner_sessions WHERE expires_at <= $1', [now])
  }

  async audit(entry: NewAuditEntry) {
    await this.sql.run('INSERT INTO audit_log (at, actor, action, lead_id, detail, client, user_agent) VALUES ($1, $2, $3, $4, $5, $6, $7)', [
      entry.at,
      entry.actor,
      entry.action,
      entry.leadId ?? null,
      entry.detail ?? null,
      entry.client ?? null,
      entry.userAgent ?? null,
    ])
  }

  async listAudit(limit: number): Promise<AuditEntry[]> {
    const rows = await this.sql.all('SELECT * FROM audit_log ORDER BY id DESC LIMIT $1', [limit])
    return rows.map((row) => ({
      at: toIso(row.at),
      actor: String(row.actor),
      action: String(row.action),
      leadId: nullableText(row.lead_id),
      detail: nullableText(row.detail),
      client: nullableText(row.client),
      userAgent: nullableText(row.user_agent),
    }))
  }

  async purgeAudit(before: Date) {
    return this.sql.run('DELETE FROM audit_log WHERE at < $1', [before])
  }

  async listInbox(filter: InboxFilter, page: { after?: string; limit: number }): Promise<InboxPage> {
    const params: unknown[] = []
    const param = (value: unknown) => `$${params.push(value)}`
    const where = [`spam = ${param(filter.spam ?? false)}`]
    if (filter.status) where.push(`status = ${param(filter.status)}`)
    if (filter.search?.trim()) where.push(...this.searchConditions(searchPatterns(filter.search), param))
    if (filter.service) where.push(this.serviceCondition(param(filter.service)))
    if (filter.city) where.push(this.cityCondition(param(filter.city)))
    // The filter's days begin in the business time zone; both databases compare the instant as ISO text.
    if (filter.from) where.push(`received_at >= ${param(businessDayStart(filter.from).toISOString())}`)
    if (filter.to) where.push(`received_at < ${param(businessDayStart(filter.to).toISOString())}`)
    const cursor = decodeCursor(page.after)
    if (cursor) where.push(`(received_at, id) < (${param(cursor.receivedAt)}, ${param(cursor.id)})`)
    const limit = param(page.limit + 1)
    const rows = await this.sql.all(`SELECT * FROM leads WHERE ${where.join(' AND ')} ORDER BY received_at DESC, id DESC LIMIT ${limit}`, params)
    const leads = rows.slice(0, page.limit).map(rowToInboxLead)
    return { leads, next: rows.length > page.limit ? encodeCursor(leads[leads.length - 1]!) : null }
  }

  async listLeadsWithStatus(query: LeadQuery) {
    return (await this.sql.all(...leadQuerySql(this.sql, query))).map(rowToInboxLead)
  }

  async leadCities() {
    const rows = await this.sql.all(
      `SELECT min(city) AS city FROM leads WHERE ${this.sql.genuine} AND city <> '' GROUP BY lower(city) ORDER BY count(*) DESC, 1 LIMIT 50`,
    )
    return rows.map((row) => String(row.city))
  }

  async getInboxLead(id: string) {
    if (!this.sql.mayBeLeadId(id)) return undefined
    const [row] = await this.sql.all('SELECT * FROM leads WHERE id = $1', [id])
    if (!row) return undefined
    const [notes, attempts] = await Promise.all([
      this.sql.all('SELECT at, author, text FROM lead_notes WHERE lead_id = $1 ORDER BY id', [id]),
      this.sql.all(
        `SELECT * FROM delivery_attempts WHERE lead_id = $1
           OR (channel = 'digest' AND lead_id = (SELECT outbox.lead_id FROM outbox JOIN leads ON outbox.id = leads.digest_job WHERE leads.id = $1))
         ORDER BY id`,
        [id],
      ),
    ])
    return {
      lead: rowToInboxLead(row),
      notes: notes.map((note) => ({ at: toIso(note.at), author: String(note.author), text: String(note.text) })),
      attempts: attempts.map(rowToAttempt),
    }
  }

  async setLeadStatus(id: string, status: LeadStatus, now: Date) {
    if (!this.sql.mayBeLeadId(id)) return false
    const changed = await this.sql.run(
      `UPDATE leads SET status = $1, status_changed_at = $2,
         answered_via = CASE WHEN answered_at IS NULL AND $1 <> 'new' THEN 'status' ELSE answered_via END,
         answered_at = CASE WHEN answered_at IS NULL AND $1 <> 'new' THEN $2 ELSE answered_at END
       WHERE id = $3`,
      [status, now, id],
    )
    return changed > 0
  }

  async answeredLeads(since: Date) {
    const rows = await this.sql.all(
      `SELECT received_at, answered_at FROM leads WHERE ${this.sql.genuine} AND answered_at IS NOT NULL AND received_at >= $1 ORDER BY received_at`,
      [since],
    )
    return rows.map((row) => ({ receivedAt: toIso(row.received_at), answeredAt: toIso(row.answered_at) }))
  }

  async savePushSubscription(subscription: { ownerId: number; endpoint: string; p256dh: string; auth: string; now: Date }) {
    await this.sql.run(
      `INSERT INTO push_subscriptions (owner_id, endpoint, p256dh, auth, created_at) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (endpoint) DO UPDATE SET owner_id = excluded.owner_id, p256dh = excluded.p256dh, auth = excluded.auth, created_at = excluded.created_at`,
      [subscription.ownerId, subscription.endpoint, subscription.p256dh, subscription.auth, subscription.now],
    )
    const dropped = await this.sql.all(
      `DELETE FROM push_subscriptions WHERE owner_id = $1 AND id NOT IN (
         SELECT id FROM push_subscriptions WHERE owner_id = $1 ORDER BY created_at DESC, id DESC LIMIT $2)
       RETURNING endpoint`,
      [subscription.ownerId, devicesPerOwner],
    )
    return dropped.map((row) => String(row.endpoint))
  }

  async deletePushSubscription(endpoint: string, ownerId?: number) {
    const removed =
      ownerId === undefined
        ? await this.sql.run('DELETE FROM push_subscriptions WHERE endpoint = $1', [endpoint])
        : await this.sql.run('DELETE FROM push_subscriptions WHERE endpoint = $1 AND owner_id = $2', [endpoint, ownerId])
    return removed > 0
  }

  async listPushSubscriptions() {
    return (await this.sql.all('SELECT * FROM push_subscriptions ORDER BY id')).map(rowToPushSubscription)
  }

  async addLeadNote(id: string, note: { author: string; text: string; now: Date }) {
    if (!this.sql.mayBeLeadId(id)) return false
    const added = await this.sql.run('INSERT INTO lead_notes (lead_id, at, author, text) SELECT id, $2, $3, $4 FROM leads WHERE id = $1', [
      id,
      note.now,
      note.author,
      note.text,
    ])
    return added > 0
  }
}

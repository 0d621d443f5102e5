import type pg from 'pg'
import { isLeadId, rowToAttempt, type Channel } from './lead-repository.ts'
import { insertJobsSql } from './postgres-jobs.ts'
import {
  decodeCursor,
  DuplicateOwnerError,
  encodeCursor,
  receivedRange,
  rowToInboxLead,
  rowToPushSubscription,
  searchPatterns,
  type AnswerWay,
  type AuditEntry,
  type InboxFilter,
  type InboxPage,
  type LeadStatus,
  type NewAuditEntry,
  type OwnerAccount,
  type OwnerStore,
  visitJobSql,
} from './owner-store.ts'
import type { VisitSlot } from '../visit-slots.ts'

const phoneDigits = `regexp_replace(phone, '\\D', '', 'g')`
const iso = (value: unknown) => (value instanceof Date ? value.toISOString() : String(value))

/**
 * One statement that erases the leads `expired` selects, with their notes, notifications and
 * attempts, returning their ids. A digest (a job of its first lead) that lists leads staying behind
 * goes on with the earliest of them, its attempts along, so it still sends what is left; with none
 * left it goes with its lead. The rows moved and the rows deleted are kept apart: one statement
 * must not change a row twice.
 */
function eraseLeadsSql(expired: string): string {
  return `WITH expired AS (${expired}
     ), digests AS (
       SELECT outbox.id AS job, outbox.lead_id AS lead,
         (SELECT member.id FROM leads AS member
          WHERE member.digest_job = outbox.id AND member.id NOT IN (SELECT id FROM expired)
          ORDER BY member.received_at, member.id LIMIT 1) AS heir
       FROM outbox WHERE channel = 'digest' AND lead_id IN (SELECT id FROM expired)
     ), moved_jobs AS (
       UPDATE outbox SET lead_id = digests.heir FROM digests WHERE outbox.id = digests.job AND digests.heir IS NOT NULL RETURNING outbox.id
     ), moved_attempts AS (
       UPDATE delivery_attempts SET lead_id = digests.heir FROM digests
       WHERE delivery_attempts.lead_id = digests.lead AND delivery_attempts.channel = 'digest' AND digests.heir IS NOT NULL
       RETURNING delivery_attempts.id
     ), jobs AS (DELETE FROM outbox WHERE lead_id IN (SELECT id FROM expired) AND id NOT IN (SELECT id FROM moved_jobs)),
     attempts AS (DELETE FROM delivery_attempts WHERE lead_id IN (SELECT id FROM expired) AND id NOT IN (SELECT id FROM moved_attempts)),
     notes AS (DELETE FROM lead_notes WHERE lead_id IN (SELECT id FROM expired)),
     photos AS (DELETE FROM lead_photos WHERE lead_id IN (SELECT id FROM expired))
     DELETE FROM leads WHERE id IN (SELECT id FROM expired) RETURNING id`
}

/** The owner's side of the PostgreSQL database (see OwnerStore). */
export class PostgresOwnerStore implements OwnerStore {
  constructor(private readonly pool: pg.Pool) {}

  async createOwner(email: string, passwordHash: string, now: Date) {
    try {
      await this.pool.query('INSERT INTO owner_users (email, password_hash, created_at) VALUES ($1, $2, $3)', [email, passwordHash, now])
    } catch (error) {
      if ((error as { code?: string }).code === '23505') throw new DuplicateOwnerError(email)
      throw error
    }
  }

  async findOwner(email: string): Promise<OwnerAccount | undefined> {
    const { rows } = await this.pool.query('SELECT * FROM owner_users WHERE email = $1', [email])
    const row = rows[0]
    if (!row) return undefined
    return { id: Number(row.id), email: row.email, passwordHash: row.password_hash }
  }

  async countLoginAttempt(addressKey: string, network: string, now: Date, windowMs: number) {
    const { rows } = await this.pool.query<{ attempts: number; window_start: Date }>(
      `INSERT INTO login_attempts AS counted (address_key, network, window_start, attempts) VALUES ($1, $2, $3, 1)
       ON CONFLICT (address_key, network) DO UPDATE SET
         attempts = CASE WHEN counted.window_start <= $4 THEN 1 ELSE counted.attempts + 1 END,
         window_start = CASE WHEN counted.window_start <= $4 THEN $3 ELSE counted.window_start END
       RETURNING attempts, window_start`,
      [addressKey, network, now, new Date(now.getTime() - windowMs)],
    )
    return { attempts: rows[0]!.attempts, windowStart: rows[0]!.window_start }
  }

  async clearLoginAttempts(addressKey: string, network?: string) {
    const result =
      network === undefined
        ? await this.pool.query('DELETE FROM login_attempts WHERE address_key = $1', [addressKey])
        : await this.pool.query('DELETE FROM login_attempts WHERE address_key = $1 AND network = $2', [addressKey, network])
    return result.rowCount ?? 0
  }

  async purgeLoginAttempts(before: Date) {
    return (await this.pool.query('DELETE FROM login_attempts WHERE window_start < $1', [before])).rowCount ?? 0
  }

  async getSession(id: string, now: Date) {
    const { rows } = await this.pool.query('SELECT data FROM owner_sessions WHERE id = $1 AND expires_at > $2', [id, now])
    return rows[0]?.data as string | undefined
  }

  async saveSession(id: string, session: { ownerId: number | null; data: string; expiresAt: Date }, options: { create: boolean }) {
    const sql = options.create
      ? `INSERT INTO owner_sessions (id, user_id, data, expires_at) VALUES ($1, $2, $3, $4)
         ON CONFLICT (id) DO UPDATE SET user_id = excluded.user_id, data = excluded.data, expires_at = excluded.expires_at`
      : 'UPDATE owner_sessions SET user_id = $2, data = $3, expires_at = $4 WHERE id = $1'
    const result = await this.pool.query(sql, [id, session.ownerId, session.data, session.expiresAt])
    return (result.rowCount ?? 0) > 0
  }

  async destroySession(id: string) {
    await this.pool.query('DELETE FROM owner_sessions WHERE id = $1', [id])
  }

  async revokeSessions(ownerId?: number) {
    const result =
      ownerId === undefined
        ? await this.pool.query('DELETE FROM owner_sessions')
        : await this.pool.query('DELETE FROM owner_sessions WHERE user_id = $1', [ownerId])
    return result.rowCount ?? 0
  }

  async purgeExpiredSessions(now: Date) {
    return (await this.pool.query('DELETE FROM owner_sessions WHERE expires_at <= $1', [now])).rowCount ?? 0
  }

  async audit(entry: NewAuditEntry) {
    await this.pool.query('INSERT INTO audit_log (at, actor, action, lead_id, detail, client, user_agent) VALUES ($1, $2, $3, $4, $5, $6, $7)', [
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
    const { rows } = await this.pool.query('SELECT * FROM audit_log ORDER BY id DESC LIMIT $1', [limit])
    return rows.map((row) => ({
      at: iso(row.at),
      actor: row.actor,
      action: row.action,
      leadId: row.lead_id,
      detail: row.detail,
      client: row.client,
      userAgent: row.user_agent,
    }))
  }

  async purgeAudit(before: Date) {
    return (await this.pool.query('DELETE FROM audit_log WHERE at < $1', [before])).rowCount ?? 0
  }

  async listInbox(filter: InboxFilter, page: { after?: string; limit: number }): Promise<InboxPage> {
    const params: unknown[] = [filter.spam ?? false]
    const where = ['spam = $1']
    const param = (value: unknown) => `$${params.push(value)}`
    if (filter.status) where.push(`status = ${param(filter.status)}`)
    if (filter.search?.trim()) {
      const { text, digits } = searchPatterns(filter.search)
      const textParam = param(text)
      const fields = ['full_name', 'email', 'address', 'city', 'project_details'].map((field) => `${field} ILIKE ${textParam}`)
      if (digits) fields.push(`${phoneDigits} LIKE ${param(digits)}`)
      where.push(`(${fields.join(' OR ')})`)
    }
    if (filter.service) where.push(`services @> ARRAY[${param(filter.service)}]::text[]`)
    if (filter.city) where.push(`lower(city) = lower(${param(filter.city)})`)
    const range = receivedRange(filter)
    if (range.from) where.push(`received_at >= ${param(range.from)}::timestamptz`)
    if (range.before) where.push(`received_at < ${param(range.before)}::timestamptz`)
    const cursor = decodeCursor(page.after)
    if (cursor) where.push(`(received_at, id) < (${param(cursor.receivedAt)}::timestamptz, ${param(cursor.id)}::uuid)`)
    const limit = param(page.limit + 1)
    const { rows } = await this.pool.query(`SELECT * FROM leads WHERE ${where.join(' AND ')} ORDER BY received_at DESC, id DESC LIMIT ${limit}`, params)
    const leads = rows.slice(0, page.limit).map(rowToInboxLead)
    return { leads, next: rows.length > page.limit ? encodeCursor(leads[leads.length - 1]!) : null }
  }

  async leadCities() {
    const { rows } = await this.pool.query<{ city: string }>(
      `SELECT min(city) AS city FROM leads WHERE NOT spam AND city <> '' GROUP BY lower(city) ORDER BY count(*) DESC, 1 LIMIT 50`,
    )
    return rows.map((row) => row.city)
  }

  async getInboxLead(id: string) {
    if (!isLeadId(id)) return undefined
    const { rows } = await this.pool.query('SELECT * FROM leads WHERE id = $1', [id])
    if (!rows[0]) return undefined
    const [notes, attempts] = await Promise.all([
      this.pool.query('SELECT at, author, text FROM lead_notes WHERE lead_id = $1 ORDER BY id', [id]),
      this.pool.query(
        `SELECT * FROM delivery_attempts WHERE lead_id = $1
           OR (channel = 'digest' AND lead_id = (SELECT outbox.lead_id FROM outbox JOIN leads ON outbox.id = leads.digest_job WHERE leads.id = $1))
         ORDER BY id`,
        [id],
      ),
    ])
    return {
      lead: rowToInboxLead(rows[0]),
      notes: notes.rows.map((row) => ({ at: iso(row.at), author: row.author, text: row.text })),
      attempts: attempts.rows.map(rowToAttempt),
    }
  }

  async setLeadStatus(id: string, status: LeadStatus, now: Date) {
    if (!isLeadId(id)) return false
    const result = await this.pool.query(
      `UPDATE leads SET status = $1, status_changed_at = $2,
         answered_via = CASE WHEN answered_at IS NULL AND $1 <> 'new' THEN 'status' ELSE answered_via END,
         answered_at = CASE WHEN answered_at IS NULL AND $1 <> 'new' THEN $2 ELSE answered_at END
       WHERE id = $3`,
      [status, now, id],
    )
    return (result.rowCount ?? 0) > 0
  }

  async recordAnswer(id: string, via: Exclude<AnswerWay, 'status'>, now: Date) {
    if (!isLeadId(id)) return false
    const { rows } = await this.pool.query(
      `WITH answered AS (UPDATE leads SET answered_at = $2, answered_via = $3 WHERE id = $1 AND answered_at IS NULL)
       SELECT 1 FROM leads WHERE id = $1`,
      [id, now, via],
    )
    return rows.length > 0
  }

  async answeredLeads(since: Date) {
    const { rows } = await this.pool.query(
      'SELECT received_at, answered_at FROM leads WHERE NOT spam AND answered_at IS NOT NULL AND received_at >= $1 ORDER BY received_at',
      [since],
    )
    return rows.map((row) => ({ receivedAt: iso(row.received_at), answeredAt: iso(row.answered_at) }))
  }

  async savePushSubscription(subscription: { ownerId: number; endpoint: string; p256dh: string; auth: string; now: Date }) {
    await this.pool.query(
      `INSERT INTO push_subscriptions (owner_id, endpoint, p256dh, auth, created_at) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (endpoint) DO UPDATE SET owner_id = excluded.owner_id, p256dh = excluded.p256dh, auth = excluded.auth, created_at = excluded.created_at`,
      [subscription.ownerId, subscription.endpoint, subscription.p256dh, subscription.auth, subscription.now],
    )
  }

  async deletePushSubscription(endpoint: string) {
    const result = await this.pool.query('DELETE FROM push_subscriptions WHERE endpoint = $1', [endpoint])
    return (result.rowCount ?? 0) > 0
  }

  async listPushSubscriptions() {
    const { rows } = await this.pool.query('SELECT * FROM push_subscriptions ORDER BY id')
    return rows.map(rowToPushSubscription)
  }

  async addLeadNote(id: string, note: { author: string; text: string; now: Date }) {
    if (!isLeadId(id)) return false
    const result = await this.pool.query('INSERT INTO lead_notes (lead_id, at, author, text) SELECT id, $2, $3, $4 FROM leads WHERE id = $1', [
      id,
      note.now,
      note.author,
      note.text,
    ])
    return (result.rowCount ?? 0) > 0
  }

  async markLeadGenuine(id: string, notify: readonly Channel[], now: Date) {
    if (!isLeadId(id)) return false
    // One statement, so one transaction: the lead stops being spam and its jobs are queued together.
    const { rows } = await this.pool.query(
      `WITH restored AS (
         UPDATE leads SET spam = false WHERE id = $1 AND spam RETURNING id, email
       ), jobs AS (${insertJobsSql('restored', '$2', '$3')}
         ON CONFLICT (lead_id, channel) DO NOTHING
       )
       SELECT id FROM restored`,
      [id, now, [...notify]],
    )
    return rows.length > 0
  }

  async confirmVisit(id: string, slot: VisitSlot, now: Date) {
    if (!isLeadId(id)) return undefined
    // One statement, so one transaction. The update re-reads a row another confirmation changed
    // meanwhile, so of two confirmations of one slot at once only one queues an invitation.
    const { rows } = await this.pool.query<{ queued: boolean; found: boolean }>(
      `WITH confirmed AS (
         UPDATE leads SET visit_slot_day = $2, visit_slot_part = $3, visit_slot_sequence = visit_slot_sequence + 1, visit_slot_confirmed_at = $4
         WHERE id = $1 AND NOT spam AND (visit_slot_day IS DISTINCT FROM $2 OR visit_slot_part IS DISTINCT FROM $3)
         RETURNING id
       ), job AS (
         ${visitJobSql('confirmed.id', '$4::timestamptz', 'FROM confirmed')}
       )
       SELECT EXISTS (SELECT 1 FROM confirmed) AS queued, EXISTS (SELECT 1 FROM leads WHERE id = $1 AND NOT spam) AS found`,
      [id, slot.day, slot.part, now],
    )
    const { queued, found } = rows[0]!
    return queued ? 'queued' : found ? 'unchanged' : undefined
  }

  async deleteLead(id: string) {
    if (!isLeadId(id)) return false
    const { rows } = await this.pool.query(eraseLeadsSql('SELECT id FROM leads WHERE id = $1'), [id])
    return rows.length > 0
  }

  async purgeLeads(before: Date) {
    const { rows } = await this.pool.query(
      eraseLeadsSql(
        `SELECT id FROM leads WHERE status <> 'won' AND received_at < $1 AND (status_changed_at IS NULL OR status_changed_at < $1)
           AND NOT EXISTS (SELECT 1 FROM lead_notes WHERE lead_notes.lead_id = leads.id AND lead_notes.at >= $1)`,
      ),
      [before],
    )
    return rows.length
  }
}

import { isUniqueViolation, type SqliteDatabase } from './sqlite-driver.ts'
import { rowToAttempt, type Channel } from './lead-repository.ts'
import { insertJobSql, jobParams } from './sqlite-jobs.ts'
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
  type LeadNote,
  type LeadStatus,
  type NewAuditEntry,
  type OwnerAccount,
  type OwnerStore,
  visitJobSql,
} from './owner-store.ts'
import type { VisitSlot } from '../visit-slots.ts'

type Row = Record<string, unknown>

const phoneDigits = `replace(replace(replace(replace(replace(phone, '(', ''), ')', ''), ' ', ''), '-', ''), '.', '')`

/** An FTS5 query for a substring of the searched fields, or of the phone's digits. */
const phrase = (text: string) => `"${text.replace(/"/g, '""')}"`
function searchMatch(term: string, phone: string | null): string {
  const text = `{full_name email address city project_details} : ${phrase(term)}`
  return phone ? `${text} OR phone_digits : ${phrase(phone)}` : text
}

/** The owner's side of the SQLite database (see OwnerStore). */
export class SqliteOwnerStore implements OwnerStore {
  constructor(private readonly db: SqliteDatabase) {}

  async createOwner(email: string, passwordHash: string, now: Date) {
    try {
      this.db.prepare('INSERT INTO owner_users (email, password_hash, created_at) VALUES (?, ?, ?)').run(email, passwordHash, now.toISOString())
    } catch (error) {
      if (isUniqueViolation(error)) throw new DuplicateOwnerError(email)
      throw error
    }
  }

  async findOwner(email: string): Promise<OwnerAccount | undefined> {
    const row = this.db.prepare<[string], Row>('SELECT * FROM owner_users WHERE email = ?').get(email)
    if (!row) return undefined
    return { id: Number(row.id), email: String(row.email), passwordHash: String(row.password_hash) }
  }

  async countLoginAttempt(addressKey: string, network: string, now: Date, windowMs: number) {
    const row = this.db
      .prepare<Row, { attempts: number; window_start: string }>(
        `INSERT INTO login_attempts (address_key, network, window_start, attempts) VALUES (@addressKey, @network, @now, 1)
         ON CONFLICT (address_key, network) DO UPDATE SET
           attempts = CASE WHEN login_attempts.window_start <= @opened THEN 1 ELSE login_attempts.attempts + 1 END,
           window_start = CASE WHEN login_attempts.window_start <= @opened THEN @now ELSE login_attempts.window_start END
         RETURNING attempts, window_start`,
      )
      .get({ addressKey, network, now: now.toISOString(), opened: new Date(now.getTime() - windowMs).toISOString() })!
    return { attempts: row.attempts, windowStart: new Date(row.window_start) }
  }

  async clearLoginAttempts(addressKey: string, network?: string) {
    const result =
      network === undefined
        ? this.db.prepare('DELETE FROM login_attempts WHERE address_key = ?').run(addressKey)
        : this.db.prepare('DELETE FROM login_attempts WHERE address_key = ? AND network = ?').run(addressKey, network)
    return result.changes
  }

  async purgeLoginAttempts(before: Date) {
    return this.db.prepare('DELETE FROM login_attempts WHERE window_start < ?').run(before.toISOString()).changes
  }

  async getSession(id: string, now: Date) {
    const row = this.db
      .prepare<[string, string], { data: string }>('SELECT data FROM owner_sessions WHERE id = ? AND expires_at > ?')
      .get(id, now.toISOString())
    return row?.data
  }

  async saveSession(id: string, session: { ownerId: number | null; data: string; expiresAt: Date }, options: { create: boolean }) {
    const sql = options.create
      ? `INSERT INTO owner_sessions (id, user_id, data, expires_at) VALUES (?, ?, ?, ?)
         ON CONFLICT (id) DO UPDATE SET user_id = excluded.user_id, data = excluded.data, expires_at = excluded.expires_at`
      : 'UPDATE owner_sessions SET user_id = ?, data = ?, expires_at = ? WHERE id = ?'
    const values = [session.ownerId, session.data, session.expiresAt.toISOString()]
    return this.db.prepare(sql).run(...(options.create ? [id, ...values] : [...values, id])).changes > 0
  }

  async destroySession(id: string) {
    this.db.prepare('DELETE FROM owner_sessions WHERE id = ?').run(id)
  }

  async revokeSessions(ownerId?: number) {
    const result =
      ownerId === undefined ? this.db.prepare('DELETE FROM owner_sessions').run() : this.db.prepare('DELETE FROM owner_sessions WHERE user_id = ?').run(ownerId)
    return result.changes
  }

  async purgeExpiredSessions(now: Date) {
    return this.db.prepare('DELETE FROM owner_sessions WHERE expires_at <= ?').run(now.toISOString()).changes
  }

  async audit(entry: NewAuditEntry) {
    this.db
      .prepare('INSERT INTO audit_log (at, actor, action, lead_id, detail, client, user_agent) VALUES (?, ?, ?, ?, ?, ?, ?)')
      .run(entry.at.toISOString(), entry.actor, entry.action, entry.leadId ?? null, entry.detail ?? null, entry.client ?? null, entry.userAgent ?? null)
  }

  async purgeAudit(before: Date) {
    return this.db.prepare('DELETE FROM audit_log WHERE at < ?').run(before.toISOString()).changes
  }

  async listAudit(limit: number): Promise<AuditEntry[]> {
    const rows = this.db.prepare<[number], Row>('SELECT * FROM audit_log ORDER BY id DESC LIMIT ?').all(limit)
    return rows.map((row) => ({
      at: String(row.at),
      actor: String(row.actor),
      action: String(row.action),
      leadId: row.lead_id === null ? null : String(row.lead_id),
      detail: row.detail === null ? null : String(row.detail),
      client: row.client === null ? null : String(row.client),
      userAgent: row.user_agent === null ? null : String(row.user_agent),
    }))
  }

  async listInbox(filter: InboxFilter, page: { after?: string; limit: number }): Promise<InboxPage> {
    const where = ['spam = @spam']
    const params: Row = { spam: filter.spam ? 1 : 0, limit: page.limit + 1 }
    if (filter.status) {
      where.push('status = @status')
      params.status = filter.status
    }
    if (filter.search?.trim()) {
      const { text, digits, term, phone } = searchPatterns(filter.search)
      const fields = ['full_name', 'email', 'address', 'city', 'project_details'].map((field) => `${field} LIKE @text ESCAPE '\\'`)
      if (digits) fields.push(`${phoneDigits} LIKE @digits`)
      // The trigram index finds the candidates (it needs 3 characters); LIKE keeps only true matches.
      if ([...term].length >= 3) where.push('rowid IN (SELECT rowid FROM leads_search WHERE leads_search MATCH @match)')
      where.push(`(${fields.join(' OR ')})`)
      Object.assign(params, { text, digits, match: searchMatch(term, phone) })
    }
    if (filter.service) {
      where.push('EXISTS (SELECT 1 FROM json_each(leads.services) WHERE value = @service)')
      params.service = filter.service
    }
    if (filter.city) {
      where.push('city = @city COLLATE NOCASE')
      params.city = filter.city
    }
    const range = receivedRange(filter)
    if (range.from) where.push('received_at >= @from')
    if (range.before) where.push('received_at < @before')
    Object.assign(params, range)
    const cursor = decodeCursor(page.after)
    if (cursor) {
      where.push('(received_at, id) < (@cursorAt, @cursorId)')
      Object.assign(params, { cursorAt: cursor.receivedAt, cursorId: cursor.id })
    }
    const rows = this.db.prepare<Row, Row>(`SELECT * FROM leads WHERE ${where.join(' AND ')} ORDER BY received_at DESC, id DESC LIMIT @limit`).all(params)
    const leads = rows.slice(0, page.limit).map(rowToInboxLead)
    return { leads, next: rows.length > page.limit ? encodeCursor(leads[leads.length - 1]!) : null }
  }

  async leadCities() {
    return this.db
      .prepare<[], { city: string }>(
        `SELECT min(city) AS city FROM leads WHERE spam = 0 AND city <> '' GROUP BY lower(city) ORDER BY count(*) DESC, 1 LIMIT 50`,
      )
      .all()
      .map((row) => row.city)
  }

  async getInboxLead(id: string) {
    const row = this.db.prepare<[string], Row>('SELECT * FROM leads WHERE id = ?').get(id)
    if (!row) return undefined
    const notes = this.db.prepare<[string], LeadNote>('SELECT at, author, text FROM lead_notes WHERE lead_id = ? ORDER BY id').all(id)
    const attempts = this.db
      .prepare<Row, Row>(
        `SELECT * FROM delivery_attempts WHERE lead_id = @id
           OR (channel = 'digest' AND lead_id = (SELECT outbox.lead_id FROM outbox JOIN leads ON outbox.id = leads.digest_job WHERE leads.id = @id))
         ORDER BY id`,
      )
      .all({ id })
      .map(rowToAttempt)
    return { lead: rowToInboxLead(row), notes, attempts }
  }

  async setLeadStatus(id: string, status: LeadStatus, now: Date) {
    return (
      this.db
        .prepare(
          `UPDATE leads SET status = @status, status_changed_at = @now,
             answered_via = CASE WHEN answered_at IS NULL AND @status <> 'new' THEN 'status' ELSE answered_via END,
             answered_at = CASE WHEN answered_at IS NULL AND @status <> 'new' THEN @now ELSE answered_at END
           WHERE id = @id`,
        )
        .run({ id, status, now: now.toISOString() }).changes > 0
    )
  }

  async recordAnswer(id: string, via: Exclude<AnswerWay, 'status'>, now: Date) {
    this.db.prepare('UPDATE leads SET answered_at = ?, answered_via = ? WHERE id = ? AND answered_at IS NULL').run(now.toISOString(), via, id)
    return this.db.prepare('SELECT 1 FROM leads WHERE id = ?').get(id) !== undefined
  }

  async answeredLeads(since: Date) {
    return this.db
      .prepare<[string], { received_at: string; answered_at: string }>(
        'SELECT received_at, answered_at FROM leads WHERE spam = 0 AND answered_at IS NOT NULL AND received_at >= ? ORDER BY received_at',
      )
      .all(since.toISOString())
      .map((row) => ({ receivedAt: row.received_at, answeredAt: row.answered_at }))
  }

  async savePushSubscription(subscription: { ownerId: number; endpoint: string; p256dh: string; auth: string; now: Date }) {
    this.db
      .prepare(
        `INSERT INTO push_subscriptions (owner_id, endpoint, p256dh, auth, created_at) VALUES (@ownerId, @endpoint, @p256dh, @auth, @now)
         ON CONFLICT (endpoint) DO UPDATE SET owner_id = excluded.owner_id, p256dh = excluded.p256dh, auth = excluded.auth, created_at = excluded.created_at`,
      )
      .run({ ...subscription, now: subscription.now.toISOString() })
  }

  async deletePushSubscription(endpoint: string) {
    return this.db.prepare('DELETE FROM push_subscriptions WHERE endpoint = ?').run(endpoint).changes > 0
  }

  async listPushSubscriptions() {
    return this.db.prepare<[], Row>('SELECT * FROM push_subscriptions ORDER BY id').all().map(rowToPushSubscription)
  }

  async addLeadNote(id: string, note: { author: string; text: string; now: Date }) {
    if (!this.db.prepare('SELECT 1 FROM leads WHERE id = ?').get(id)) return false
    this.db.prepare('INSERT INTO lead_notes (lead_id, at, author, text) VALUES (?, ?, ?, ?)').run(id, note.now.toISOString(), note.author, note.text)
    return true
  }

  async markLeadGenuine(id: string, notify: readonly Channel[], now: Date) {
    return this.db
      .transaction(() => {
        if (this.db.prepare('UPDATE leads SET spam = 0 WHERE id = ? AND spam = 1').run(id).changes === 0) return false
        const { email } = this.db.prepare<[string], { email: string }>('SELECT email FROM leads WHERE id = ?').get(id)!
        const insert = this.db.prepare(insertJobSql)
        for (const channel of notify) insert.run(jobParams(id, channel, email, now))
        return true
      })
      .immediate()
  }

  async confirmVisit(id: string, slot: VisitSlot, now: Date) {
    return this.db
      .transaction((): 'queued' | 'unchanged' | undefined => {
        const lead = this.db
          .prepare<[string], { visit_slot_day: string | null; visit_slot_part: string | null }>(
            'SELECT visit_slot_day, visit_slot_part FROM leads WHERE id = ? AND spam = 0',
          )
          .get(id)
        if (!lead) return undefined
        if (lead.visit_slot_day === slot.day && lead.visit_slot_part === slot.part) return 'unchanged'
        const at = now.toISOString()
        this.db
          .prepare(
            `UPDATE leads SET visit_slot_day = @day, visit_slot_part = @part, visit_slot_sequence = visit_slot_sequence + 1, visit_slot_confirmed_at = @at
             WHERE id = @id`,
          )
          .run({ id, day: slot.day, part: slot.part, at })
        this.db.prepare(visitJobSql('@leadId', '@now')).run({ leadId: id, now: at })
        return 'queued'
      })
      .immediate()
  }

  async deleteLead(id: string) {
    return this.db.transaction(() => this.eraseLeads([id]) > 0).immediate()
  }

  /**
   * Inside a transaction: erases leads with their notes, notifications and attempts. A digest
   * (a job of its first lead) that lists leads staying behind goes on with the earliest of them,
   * its attempts along, so it still sends what is left; with none left it goes with its lead.
   */
  private eraseLeads(ids: readonly string[]): number {
    const erased = JSON.stringify(ids)
    const digests = this.db
      .prepare<[string], { job: number; lead: string; heir: string | null }>(
        `SELECT outbox.id AS job, outbox.lead_id AS lead,
           (SELECT member.id FROM leads AS member
            WHERE member.digest_job = outbox.id AND member.id NOT IN (SELECT value FROM json_each(?1))
            ORDER BY member.received_at, member.id LIMIT 1) AS heir
         FROM outbox WHERE channel = 'digest' AND lead_id IN (SELECT value FROM json_each(?1))`,
      )
      .all(erased)
    for (const { job, lead, heir } of digests) {
      if (heir === null) continue
      this.db.prepare('UPDATE outbox SET lead_id = ? WHERE id = ?').run(heir, job)
      this.db.prepare(`UPDATE delivery_attempts SET lead_id = ? WHERE lead_id = ? AND channel = 'digest'`).run(heir, lead)
    }
    for (const table of ['outbox', 'delivery_attempts', 'lead_notes', 'lead_photos']) {
      this.db.prepare(`DELETE FROM ${table} WHERE lead_id IN (SELECT value FROM json_each(?))`).run(erased)
    }
    return this.db.prepare('DELETE FROM leads WHERE id IN (SELECT value FROM json_each(?))').run(erased).changes
  }

  async purgeLeads(before: Date) {
    const cutoff = before.toISOString()
    return this.db
      .transaction(() => {
        const ids = this.db
          .prepare<[string, string, string], { id: string }>(
            `SELECT id FROM leads WHERE status <> 'won' AND received_at < ? AND (status_changed_at IS NULL OR status_changed_at < ?)
             AND NOT EXISTS (SELECT 1 FROM lead_notes WHERE lead_notes.lead_id = leads.id AND lead_notes.at >= ?)`,
          )
          .all(cutoff, cutoff, cutoff)
          .map((row) => row.id)
        return this.eraseLeads(ids)
      })
      .immediate()
  }
}

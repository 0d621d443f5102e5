import type { SqliteDatabase } from './sqlite-driver.ts'
import type { Channel } from './lead-repository.ts'
import { insertJobSql, jobParams } from './sqlite-jobs.ts'
import { expiredLeadsSql, SqlOwnerStore, visitJobSql, type AnswerWay, type OwnerStore, type searchPatterns } from './owner-store.ts'
import { sqliteSql, sqliteStatement } from './sql.ts'
import type { VisitSlot } from '../visit-slots.ts'

const phoneDigits = `replace(replace(replace(replace(replace(phone, '(', ''), ')', ''), ' ', ''), '-', ''), '.', '')`

/** An FTS5 query for a substring of the searched fields, or of the phone's digits. */
const phrase = (text: string) => `"${text.replace(/"/g, '""')}"`
function searchMatch(term: string, phone: string | null): string {
  const text = `{full_name email address city project_details} : ${phrase(term)}`
  return phone ? `${text} OR phone_digits : ${phrase(phone)}` : text
}

/** The owner's side of the SQLite database (see OwnerStore). */
export class SqliteOwnerStore extends SqlOwnerStore implements OwnerStore {
  constructor(private readonly db: SqliteDatabase) {
    super(sqliteSql(db))
  }

  protected searchConditions({ text, digits, term, phone }: ReturnType<typeof searchPatterns>, param: (value: unknown) => string) {
    const textParam = param(text)
    const fields = ['full_name', 'email', 'address', 'city', 'project_details'].map((field) => `${field} LIKE ${textParam} ESCAPE '\\'`)
    if (digits) fields.push(`${phoneDigits} LIKE ${param(digits)}`)
    // The trigram index finds the candidates (it needs 3 characters); LIKE keeps only true matches.
    const candidates = [...term].length >= 3 ? [`rowid IN (SELECT rowid FROM leads_search WHERE leads_search MATCH ${param(searchMatch(term, phone))})`] : []
    return [...candidates, `(${fields.join(' OR ')})`]
  }

  protected serviceCondition(service: string) {
    return `EXISTS (SELECT 1 FROM json_each(leads.services) WHERE value = ${service})`
  }

  protected cityCondition(city: string) {
    return `city = ${city} COLLATE NOCASE`
  }

  async recordAnswer(id: string, via: Exclude<AnswerWay, 'status'>, now: Date) {
    this.db.prepare('UPDATE leads SET answered_at = ?, answered_via = ? WHERE id = ? AND answered_at IS NULL').run(now.toISOString(), via, id)
    return this.db.prepare('SELECT 1 FROM leads WHERE id = ?').get(id) !== undefined
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
    const expired = sqliteStatement(this.db, expiredLeadsSql)
    return this.db.transaction(() => this.eraseLeads(expired.all([before]).map((row) => String(row.id)))).immediate()
  }
}

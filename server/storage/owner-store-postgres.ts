import { isLeadId, type Channel } from './lead-repository.ts'
import { insertJobsSql } from './postgres-jobs.ts'
import { recipientKey } from './recipient-key.ts'
import { expiredLeadsSql, SqlOwnerStore, visitJobSql, type AnswerWay, type OwnerStore, type searchPatterns } from './owner-store.ts'
import type { VisitSlot } from '../visit-slots.ts'

const phoneDigits = `regexp_replace(phone, '\\D', '', 'g')`

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
export class PostgresOwnerStore extends SqlOwnerStore implements OwnerStore {
  protected searchConditions({ text, digits }: ReturnType<typeof searchPatterns>, param: (value: unknown) => string) {
    const textParam = param(text)
    const fields = ['full_name', 'email', 'address', 'city', 'project_details'].map((field) => `${field} ILIKE ${textParam}`)
    if (digits) fields.push(`${phoneDigits} LIKE ${param(digits)}`)
    return [`(${fields.join(' OR ')})`]
  }

  protected serviceCondition(service: string) {
    return `services @> ARRAY[${service}]::text[]`
  }

  protected cityCondition(city: string) {
    return `lower(city) = lower(${city})`
  }

  async recordAnswer(id: string, via: Exclude<AnswerWay, 'status'>, now: Date) {
    if (!isLeadId(id)) return false
    const rows = await this.sql.all(
      `WITH answered AS (UPDATE leads SET answered_at = $2, answered_via = $3 WHERE id = $1 AND answered_at IS NULL)
       SELECT 1 FROM leads WHERE id = $1`,
      [id, now, via],
    )
    return rows.length > 0
  }

  async markLeadGenuine(id: string, notify: readonly Channel[], now: Date) {
    if (!isLeadId(id)) return false
    // The address never changes once stored, so its key read first is the one the statement needs.
    const [lead] = await this.sql.all('SELECT email FROM leads WHERE id = $1 AND spam', [id])
    if (!lead) return false
    // One statement, so one transaction: the lead stops being spam and its jobs are queued together.
    const rows = await this.sql.all(
      `WITH restored AS (
         UPDATE leads SET spam = false WHERE id = $1 AND spam RETURNING id
       ), jobs AS (${insertJobsSql('restored', '$2', '$3', '$4')}
         ON CONFLICT (lead_id, channel) DO NOTHING
       )
       SELECT id FROM restored`,
      [id, now, [...notify], recipientKey(lead.email as string)],
    )
    return rows.length > 0
  }

  async confirmVisit(id: string, slot: VisitSlot, now: Date) {
    if (!isLeadId(id)) return undefined
    // One statement, so one transaction. The update re-reads a row another confirmation changed
    // meanwhile, so of two confirmations of one slot at once only one queues an invitation.
    const [row] = await this.sql.all(
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
    return row!.queued ? 'queued' : row!.found ? 'unchanged' : undefined
  }

  async deleteLead(id: string) {
    if (!isLeadId(id)) return false
    return (await this.sql.all(eraseLeadsSql('SELECT id FROM leads WHERE id = $1'), [id])).length > 0
  }

  async purgeLeads(before: Date) {
    return (await this.sql.all(eraseLeadsSql(expiredLeadsSql), [before])).length
  }
}

import { sql, type Kysely, type SqlBool } from 'kysely'
import { z } from 'zod'
import { businessDayStart } from '../business-time.ts'
import type { VisitSlot } from '../visit-slots.ts'
import type { Engine } from './engines.ts'
import { leadQuery } from './lead-query.ts'
import { isLeadId, type Channel, type LeadQuery, type LeadRecord } from './lead-repository.ts'
import { insertJob, rearmJob } from './outbox-store.ts'
import { recipientKey } from './recipient-key.ts'
import { isBefore, type LeadStatus } from '../lead-stages.ts'
import { searchPatterns, type AnswerWay, type InboxFilter } from './owner-store.ts'
import { changedRows, rowToAttempt, rowToInboxLead, rowToStatusChange, toIso } from './rows.ts'
import type { Database } from './schema.ts'

export function encodeCursor(lead: Pick<LeadRecord, 'receivedAt' | 'id'>): string {
  return Buffer.from(JSON.stringify([lead.receivedAt, lead.id])).toString('base64url')
}

// Never an error: a cursor not of ours reads as "from the start".
const cursorSchema = z.tuple([z.string().refine((at) => !Number.isNaN(Date.parse(at))), z.string().refine(isLeadId)])

function decodeCursor(cursor: string | undefined) {
  if (!cursor) return undefined
  try {
    const parsed = cursorSchema.safeParse(JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')))
    return parsed.success ? { receivedAt: new Date(parsed.data[0]).toISOString(), id: parsed.data[1] } : undefined
  } catch {
    return undefined
  }
}

// A digest listing leads that stay goes on with the earliest of them.
async function eraseLeads(trx: Kysely<Database>, ids: readonly string[]): Promise<number> {
  if (ids.length === 0) return 0
  const digests = await trx
    .selectFrom('outbox')
    .select(['outbox.id as job', 'outbox.leadId as lead'])
    .select((eb) =>
      eb
        .selectFrom('leads as member')
        .select('member.id')
        .whereRef('member.digestJob', '=', 'outbox.id')
        .where('member.id', 'not in', ids)
        .orderBy('member.receivedAt')
        .orderBy('member.id')
        .limit(1)
        .as('heir'),
    )
    .where('channel', '=', sql.lit('digest'))
    .where('leadId', 'in', ids)
    .execute()
  for (const { job, lead, heir } of digests) {
    if (heir === null) continue
    await trx.updateTable('outbox').set({ leadId: heir }).where('id', '=', job).execute()
    await trx.updateTable('delivery_attempts').set({ leadId: heir }).where('leadId', '=', lead).where('channel', '=', 'digest').execute()
  }
  for (const table of ['outbox', 'delivery_attempts', 'lead_notes', 'lead_photos', 'status_changes'] as const)
    await trx.deleteFrom(table).where('leadId', 'in', ids).execute()
  const erased = await trx.deleteFrom('leads').where('id', 'in', ids).executeTakeFirst()
  return changedRows(erased)
}

export interface StageChange {
  /** The stage the owner saw: a lead moved meanwhile by someone else is left where they put it. */
  expected?: LeadStatus
  actor: string
  now: Date
  /** Queue the `lead.status_changed` webhook with the change. */
  webhook?: boolean
  /** Only a lead at an earlier stage moves (a visit confirmed moves a new lead to it, never a quoted one back). */
  forwardOnly?: boolean
  /** When a lead moved to completed is asked for a review: unset when review requests are off. */
  reviewAt?: Date
}

/** Changed, already there, or moved meanwhile by someone else; `from` is the stage it was found at. */
export type StageOutcome = { outcome: 'changed' | 'unchanged' | 'moved'; from: LeadStatus }

// The change, its timeline entry, the first answer it may be and its webhook are one write.
async function changeStage(trx: Kysely<Database>, engine: Engine, id: string, to: LeadStatus, change: StageChange): Promise<StageOutcome | undefined> {
  const current = await trx.selectFrom('leads').select(['status', 'spam', 'email']).where('id', '=', id).executeTakeFirst()
  if (!current) return undefined
  const from = current.status as LeadStatus
  if (from === to || (change.forwardOnly && !isBefore(from, to))) return { outcome: 'unchanged', from }
  if (change.expected && change.expected !== from) return { outcome: 'moved', from }
  const { now } = change
  const updated = await trx
    .updateTable('leads')
    .set({ status: to, statusChangedAt: now })
    .$if(to !== 'new', (q) =>
      q.set((eb) => ({
        answeredVia: eb.case().when('answeredAt', 'is', null).then('status').else(eb.ref('answeredVia')).end(),
        answeredAt: eb.case().when('answeredAt', 'is', null).then(now).else(eb.ref('answeredAt')).end(),
      })),
    )
    .where('id', '=', id)
    .where('status', '=', from)
    .executeTakeFirst()
  if (changedRows(updated) === 0) {
    // Changed by a request that read it with this one (a double tap): the stage it is at now says which.
    const found = await trx.selectFrom('leads').select('status').where('id', '=', id).executeTakeFirstOrThrow()
    return { outcome: found.status === to ? 'unchanged' : 'moved', from: found.status as LeadStatus }
  }
  await trx.insertInto('status_changes').values({ leadId: id, at: now, fromStatus: from, toStatus: to, actor: change.actor }).execute()
  // A CRM never heard of a lead caught as spam.
  if (change.webhook && !current.spam) await rearmJob(trx, id, 'status', now)
  // With the change, so a crash before the morning loses nothing; once per lead, and once per address in six months.
  if (to === 'completed' && change.reviewAt && !current.spam)
    await insertJob(trx, engine, { leadId: id, channel: 'review', email: current.email, now, due: change.reviewAt })
  return { outcome: 'changed', from }
}

export function inboxStore(engine: Engine) {
  const { db } = engine
  /** The lead with its stage, as the homeowner's status page reads it: none of the owner's notes. */
  async function stagedLead(id: string) {
    if (!isLeadId(id)) return undefined
    const row = await db.selectFrom('leads').selectAll().where('id', '=', id).executeTakeFirst()
    return row && rowToInboxLead(row)
  }
  return {
    async listInbox(filter: InboxFilter, page: { after?: string; limit: number }) {
      const search = filter.search?.trim() ? searchPatterns(filter.search) : undefined
      const cursor = decodeCursor(page.after)
      const rows = await db
        .selectFrom('leads')
        .selectAll()
        .where('spam', '=', filter.spam ?? false)
        .$if(filter.status !== undefined, (q) => q.where('status', '=', filter.status!))
        .$if(search !== undefined, (q) => q.where(engine.searchCondition(search!)))
        .$if(Boolean(filter.service), (q) => q.where(engine.hasService(filter.service!)))
        .$if(Boolean(filter.city), (q) => q.where(sql<SqlBool>`lower(city) = lower(${filter.city!})`))
        // The filter's days begin in the business time zone; both databases compare the instant as ISO text.
        .$if(Boolean(filter.from), (q) => q.where('receivedAt', '>=', businessDayStart(filter.from!).toISOString()))
        .$if(Boolean(filter.to), (q) => q.where('receivedAt', '<', businessDayStart(filter.to!).toISOString()))
        .$if(cursor !== undefined, (q) => q.where((eb) => eb(eb.refTuple('receivedAt', 'id'), '<', eb.tuple(cursor!.receivedAt, cursor!.id))))
        .orderBy('receivedAt', 'desc')
        .orderBy('id', 'desc')
        .limit(page.limit + 1)
        .execute()
      const leads = rows.slice(0, page.limit).map(rowToInboxLead)
      return { leads, next: rows.length > page.limit ? encodeCursor(leads[leads.length - 1]!) : null }
    },

    listLeadsWithStatus: async (query: LeadQuery) => (await leadQuery(engine, query).execute()).map(rowToInboxLead),

    async leadCities() {
      const rows = await db
        .selectFrom('leads')
        .select((eb) => eb.fn.min('city').as('city'))
        .where(engine.genuine)
        .where('city', '<>', '')
        .groupBy(sql`lower(city)`)
        .orderBy(sql`count(*)`, 'desc')
        .orderBy(sql`1`)
        .limit(50)
        .execute()
      return rows.map((row) => String(row.city))
    },

    /** Since then: jobs completed, review requests sent, review links opened (each lead once). */
    async reviewCounts(since: Date) {
      const [completed, sent, opened] = await Promise.all([
        db
          .selectFrom('status_changes')
          .select((eb) => eb.fn.count<number | string>('leadId').distinct().as('n'))
          .where('toStatus', '=', 'completed')
          .where('at', '>=', since)
          .executeTakeFirstOrThrow(),
        db
          .selectFrom('outbox')
          .select((eb) => eb.fn.countAll<number | string>().as('n'))
          .where('channel', '=', 'review')
          .where('status', '=', 'done')
          .where('updatedAt', '>=', since)
          .executeTakeFirstOrThrow(),
        db
          .selectFrom('leads')
          .select((eb) => eb.fn.countAll<number | string>().as('n'))
          .where('reviewOpenedAt', '>=', since)
          .executeTakeFirstOrThrow(),
      ])
      return { completed: Number(completed.n), sent: Number(sent.n), opened: Number(opened.n) }
    },

    /** The first open of the lead's review link; false for no such lead. */
    async recordReviewOpen(id: string, now: Date) {
      if (!isLeadId(id)) return false
      const found = await db.selectFrom('leads').select('id').where('id', '=', id).executeTakeFirst()
      if (found) await db.updateTable('leads').set({ reviewOpenedAt: now }).where('id', '=', id).where('reviewOpenedAt', 'is', null).execute()
      return found !== undefined
    },

    /** No review e-mail goes to this address again (the confirmation, which is transactional, still does). */
    async suppressReviews(email: string, now: Date) {
      await db
        .insertInto('review_suppressions')
        .values({ recipient: recipientKey(email), at: now })
        .onConflict((conflict) => conflict.column('recipient').doNothing())
        .execute()
    },

    async reviewsSuppressed(email: string) {
      return (await db.selectFrom('review_suppressions').select('recipient').where('recipient', '=', recipientKey(email)).executeTakeFirst()) !== undefined
    },

    getStagedLead: stagedLead,

    async getInboxLead(id: string) {
      const lead = await stagedLead(id)
      if (!lead) return undefined
      const [notes, changes, attempts] = await Promise.all([
        db.selectFrom('lead_notes').select(['at', 'author', 'text']).where('leadId', '=', id).orderBy('id').execute(),
        db.selectFrom('status_changes').selectAll().where('leadId', '=', id).orderBy('id').execute(),
        db
          .selectFrom('delivery_attempts')
          .selectAll()
          .where((eb) =>
            eb.or([
              eb('leadId', '=', id),
              eb.and([
                eb('channel', '=', 'digest'),
                eb(
                  'leadId',
                  '=',
                  eb.selectFrom('outbox').innerJoin('leads', 'outbox.id', 'leads.digestJob').select('outbox.leadId').where('leads.id', '=', id),
                ),
              ]),
            ]),
          )
          .orderBy('id')
          .execute(),
      ])
      return {
        lead,
        notes: notes.map((note) => ({ at: toIso(note.at), author: note.author, text: note.text })),
        changes: changes.map(rowToStatusChange),
        attempts: attempts.map(rowToAttempt),
      }
    },

    async setLeadStatus(id: string, status: LeadStatus, change: StageChange) {
      if (!isLeadId(id)) return undefined
      return db.transaction().execute((trx) => changeStage(trx, engine, id, status, change))
    },

    /** What the `lead.status_changed` webhook tells: the lead's last stage change. */
    async latestStatusChange(id: string) {
      const row = await db.selectFrom('status_changes').selectAll().where('leadId', '=', id).orderBy('id', 'desc').limit(1).executeTakeFirst()
      return row && rowToStatusChange(row)
    },

    // Call, text or e-mail from the lead's page counts as the answer if nothing counted before.
    async recordAnswer(id: string, via: Exclude<AnswerWay, 'status'>, now: Date) {
      if (!isLeadId(id)) return false
      return db.transaction().execute(async (trx) => {
        await trx.updateTable('leads').set({ answeredAt: now, answeredVia: via }).where('id', '=', id).where('answeredAt', 'is', null).execute()
        return (await trx.selectFrom('leads').select('id').where('id', '=', id).executeTakeFirst()) !== undefined
      })
    },

    async answeredLeads(since: Date) {
      const rows = await db
        .selectFrom('leads')
        .select(['receivedAt', 'answeredAt'])
        .where(engine.genuine)
        .where('answeredAt', 'is not', null)
        .where('receivedAt', '>=', since)
        .orderBy('receivedAt')
        .execute()
      return rows.map((row) => ({ receivedAt: toIso(row.receivedAt), answeredAt: toIso(row.answeredAt) }))
    },

    async addLeadNote(id: string, note: { author: string; text: string; now: Date }) {
      if (!isLeadId(id)) return false
      const added = await db
        .insertInto('lead_notes')
        .columns(['leadId', 'at', 'author', 'text'])
        .expression((eb) =>
          eb
            .selectFrom('leads')
            .select(['id', engine.instant(note.now).as('at'), sql`CAST(${note.author} AS text)`.as('author')])
            .select(sql`CAST(${note.text} AS text)`.as('text'))
            .where('id', '=', id),
        )
        .executeTakeFirst()
      return changedRows(added) > 0
    },

    async markLeadGenuine(id: string, notify: readonly Channel[], now: Date) {
      if (!isLeadId(id)) return false
      return db.transaction().execute(async (trx) => {
        const restored = await trx.updateTable('leads').set({ spam: false }).where('id', '=', id).where('spam', '=', true).returning('email').executeTakeFirst()
        if (!restored) return false
        for (const channel of notify) await insertJob(trx, engine, { leadId: id, channel, email: restored.email, now })
        return true
      })
    },

    // The update re-reads a row changed meanwhile, so one of two queues.
    async confirmVisit(id: string, slot: VisitSlot, now: Date): Promise<'queued' | 'unchanged' | undefined> {
      if (!isLeadId(id)) return undefined
      return db.transaction().execute(async (trx) => {
        const confirmed = await trx
          .updateTable('leads')
          .set((eb) => ({
            visitSlotDay: slot.day,
            visitSlotPart: slot.part,
            visitSlotSequence: eb('visitSlotSequence', '+', 1),
            visitSlotConfirmedAt: now,
          }))
          .where('id', '=', id)
          .where(engine.genuine)
          .where((eb) =>
            eb.or([eb('visitSlotDay', 'is', null), eb('visitSlotDay', '<>', slot.day), eb('visitSlotPart', 'is', null), eb('visitSlotPart', '<>', slot.part)]),
          )
          .returning('id')
          .executeTakeFirst()
        if (!confirmed) {
          const found = await trx.selectFrom('leads').select('id').where('id', '=', id).where(engine.genuine).executeTakeFirst()
          return found ? 'unchanged' : undefined
        }
        await rearmJob(trx, id, 'visit', now)
        return 'queued'
      })
    },

    // The audit log keeps only the id.
    deleteLead: async (id: string) => isLeadId(id) && (await db.transaction().execute((trx) => eraseLeads(trx, [id]))) > 0,

    async purgeLeads(before: Date) {
      return db.transaction().execute(async (trx) => {
        const expired = await trx
          .selectFrom('leads')
          .select('id')
          .where('status', 'not in', ['won', 'completed'])
          .where('receivedAt', '<', before)
          .where((eb) => eb.or([eb('statusChangedAt', 'is', null), eb('statusChangedAt', '<', before)]))
          .where(({ not, exists, selectFrom }) =>
            not(exists(selectFrom('lead_notes').select('lead_notes.id').whereRef('lead_notes.leadId', '=', 'leads.id').where('lead_notes.at', '>=', before))),
          )
          .execute()
        // In batches, within what a statement may bind; a digest moved to a lead erased later moves on again.
        let erased = 0
        for (let start = 0; start < expired.length; start += 500)
          erased += await eraseLeads(
            trx,
            expired.slice(start, start + 500).map((row) => row.id),
          )
        return erased
      })
    },
  }
}

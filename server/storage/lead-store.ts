import { randomUUID } from 'node:crypto'
import { sql } from 'kysely'
import type { Engine } from './engines.ts'
import { groupCommit } from './group-commit.ts'
import { leadPhotos } from './lead-photos.ts'
import { leadQuery } from './lead-query.ts'
import { isLeadId, StoreNotWritableError, type LeadQuery, type NewLead, type Notify } from './lead-repository.ts'
import { prepared } from './prepared.ts'
import { migrate } from './migrate.ts'
import { insertJob, outboxStore } from './outbox-store.ts'
import { inboxStore } from './inbox-store.ts'
import { ownerAccounts } from './owner-accounts.ts'
import { leadValues, rowToLead, toIso } from './rows.ts'

const rollBack = Symbol('roll back')

const insertLeadRow = prepared(({ db }, values: ReturnType<typeof leadValues>) =>
  db
    .insertInto('leads')
    .values(values)
    .onConflict((conflict) => conflict.column('submissionId').doNothing())
    .returning('id'),
)

export async function leadRepository(engine: Engine) {
  try {
    await migrate(engine)
  } catch (error) {
    await engine.close()
    throw error
  }
  const { db } = engine

  async function insertLead(trx: typeof db, { lead, notify }: { lead: NewLead; notify: Notify }) {
    const [inserted] = (await insertLeadRow(engine, trx, leadValues(randomUUID(), lead, notify === 'digest' && !lead.spam))).rows
    if (!inserted) {
      // A repeat: on PostgreSQL this statement sees the concurrent insert it waited for.
      const existing = await trx.selectFrom('leads').select(['id', 'spam']).where('submissionId', '=', lead.submissionId).executeTakeFirst()
      if (!existing) throw new Error('lead vanished between insert and select')
      return { id: existing.id, created: false, spam: Boolean(existing.spam) }
    }
    if (notify !== 'digest')
      for (const channel of notify) await insertJob(trx, engine, { leadId: inserted.id, channel, email: lead.email, now: lead.receivedAt, due: lead.jobsDueAt })
    return { id: inserted.id, created: true, spam: lead.spam }
  }

  const saveLead = groupCommit((items: Array<{ lead: NewLead; notify: Notify }>) =>
    db.transaction().execute(async (trx) => {
      const results = []
      for (const item of items) results.push(await insertLead(trx, item))
      return results
    }),
  )

  return {
    owner: { ...ownerAccounts(engine), ...inboxStore(engine) },
    photos: leadPhotos(engine),
    ...outboxStore(engine),

    // groupCommit: one disk sync covers the leads that arrive together.
    saveLead: (lead: NewLead, notify: Notify) => saveLead({ lead, notify }),

    async getLead(id: string) {
      if (!isLeadId(id)) return undefined
      const row = await db.selectFrom('leads').selectAll().where('id', '=', id).executeTakeFirst()
      return row ? rowToLead(row) : undefined
    },

    listLeads: async (query: LeadQuery = {}) => (await leadQuery(engine, query).execute()).map(rowToLead),

    async unansweredLeads(since: Date) {
      const rows = await db
        .selectFrom('leads')
        .select(['id', 'receivedAt'])
        .where(engine.genuine)
        .where('answeredAt', 'is', null)
        .where('receivedAt', '>=', since)
        .where(({ not, exists, selectFrom }) =>
          not(exists(selectFrom('outbox').select('outbox.id').whereRef('outbox.leadId', '=', 'leads.id').where('outbox.channel', '=', 'reminder'))),
        )
        .orderBy('receivedAt')
        .execute()
      return rows.map((row) => ({ id: row.id, receivedAt: toIso(row.receivedAt) }))
    },

    async digestLeads(jobId: number, limit: number) {
      const ofDigest = db.selectFrom('leads').where('digestJob', '=', jobId).where(engine.genuine)
      const [leads, count] = await Promise.all([
        ofDigest.selectAll().orderBy('receivedAt').orderBy('id').limit(limit).execute(),
        ofDigest.select((eb) => eb.fn.countAll().as('total')).executeTakeFirstOrThrow(),
      ])
      return { leads: leads.map(rowToLead), total: Number(count.total) }
    },

    // Across processes: when the task last ran, or undefined when this day is taken.
    async claimDay(task: string, day: string, now: Date) {
      return db.transaction().execute(async (trx) => {
        const previous = await trx.selectFrom('server_state').select('updatedAt').where('key', '=', task).executeTakeFirst()
        const claimed = await trx
          .insertInto('server_state')
          .values({ key: task, value: day, updatedAt: now })
          .onConflict((conflict) =>
            conflict
              .column('key')
              .doUpdateSet((eb) => ({ value: eb.ref('excluded.value'), updatedAt: eb.ref('excluded.updatedAt') }))
              .whereRef('server_state.value', '<', 'excluded.value'),
          )
          .returning('key')
          .executeTakeFirst()
        return claimed ? { previous: previous ? new Date(toIso(previous.updatedAt)) : null } : undefined
      })
    },

    // create() runs only when no instance has stored a value yet.
    async sharedValue(key: string, create: () => string, now: Date) {
      await db
        .insertInto('server_state')
        .values({ key, value: create(), updatedAt: now })
        .onConflict((conflict) => conflict.column('key').doNothing())
        .execute()
      return (await db.selectFrom('server_state').select('value').where('key', '=', key).executeTakeFirstOrThrow()).value
    },

    async ping() {
      await sql`SELECT 1`.execute(db)
    },

    // A rolled-back write (and for SQLite the free disk space); throws StoreNotWritableError.
    async checkWritable() {
      try {
        await db.transaction().execute(async (trx) => {
          await engine.boundProbe(trx)
          await trx
            .insertInto('server_state')
            .values({ key: `write_probe:${randomUUID()}`, value: '', updatedAt: new Date() })
            .execute()
          throw rollBack
        })
      } catch (error) {
        if (error !== rollBack) throw new StoreNotWritableError(engine.writeFailure(error) ?? 'the database refused a write', { cause: error })
      }
      const reason = await engine.checkRoom()
      if (reason) throw new StoreNotWritableError(reason)
    },

    close: () => engine.close(),
  }
}

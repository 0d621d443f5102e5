import { sql, type Kysely } from 'kysely'
import type { Engine } from './engines.ts'
import { confirmationWindowMs, isLeadId, reviewWindowMs, type Channel, type ClaimOptions, type DeliveryAttempt, type JobStatus } from './lead-repository.ts'
import { recipientKey } from './recipient-key.ts'
import { groupCommit } from './group-commit.ts'
import { prepared } from './prepared.ts'
import { changedRows, rowToJob, toIso } from './rows.ts'
import type { Database } from './schema.ts'

interface JobValues {
  leadId: string
  channel: Channel
  recipient: string | null
  due: Date
  now: Date
  since: Date
}

type JobRule = 'confirmation' | 'review' | 'alert' | 'always'

const insertJobRow = prepared(({ db, instant }, job: JobValues, rule: JobRule) => {
  return db
    .insertInto('outbox')
    .columns(['leadId', 'channel', 'recipient', 'nextAttemptAt', 'createdAt', 'updatedAt'])
    .expression((eb) =>
      eb
        .selectFrom('leads')
        .select(['leads.id', sql<string>`${job.channel}`.as('channel'), sql<string | null>`CAST(${job.recipient} AS text)`.as('recipient')])
        .select([instant(job.due).as('nextAttemptAt'), instant(job.now).as('createdAt'), instant(job.now).as('updatedAt')])
        .where('leads.id', '=', job.leadId)
        // One per address within the rule's window; a review request never to an address that unsubscribed.
        .$if(rule === 'confirmation' || rule === 'review', (query) =>
          query.where(({ not, exists, selectFrom }) =>
            not(
              exists(
                selectFrom('outbox as earlier')
                  .select(sql.lit(1).as('one'))
                  .where('earlier.channel', '=', sql.lit(rule))
                  .where('earlier.recipient', '=', job.recipient)
                  .where('earlier.createdAt', '>', job.since),
              ),
            ),
          ),
        )
        .$if(rule === 'review', (query) =>
          query.where(({ not, exists, selectFrom }) =>
            not(exists(selectFrom('review_suppressions').select(sql.lit(1).as('one')).where('recipient', '=', job.recipient))),
          ),
        )
        .$if(rule === 'alert', (query) => query.where(({ exists, selectFrom }) => exists(selectFrom('push_subscriptions').select(sql.lit(1).as('one'))))),
    )
    .onConflict((conflict) => conflict.columns(['leadId', 'channel']).doNothing())
})

// A job sent again starts over: pending, unclaimed, due now, with no attempts.
export const restartedJob = (now: Date) => ({ status: 'pending', attempts: 0, nextAttemptAt: now, lockedBy: null, lockedUntil: null, updatedAt: now })

/** Queues the lead's one job on `channel` from now, sent or not: it then tells what is there at its delivery. */
export async function rearmJob(trx: Kysely<Database>, leadId: string, channel: Channel, now: Date): Promise<void> {
  await trx
    .insertInto('outbox')
    .values({ leadId, channel, nextAttemptAt: now, createdAt: now, updatedAt: now })
    .onConflict((conflict) => conflict.columns(['leadId', 'channel']).doUpdateSet({ ...restartedJob(now), lastError: null }))
    .execute()
}

// Instances take turns per address, so two leads at once cannot both see none.
export async function insertJob(trx: Kysely<Database>, engine: Engine, job: { leadId: string; channel: Channel; email: string; now: Date; due?: Date }) {
  const { leadId, channel, now } = job
  const rule: JobRule = channel === 'confirmation' || channel === 'review' ? channel : channel === 'push' || channel === 'reminder' ? 'alert' : 'always'
  const recipient = rule === 'confirmation' || rule === 'review' ? recipientKey(job.email) : null
  if (recipient) await engine.takeTurns(trx, `${rule}:${recipient}`)
  const window = rule === 'review' ? reviewWindowMs : confirmationWindowMs
  const values = { leadId, channel, recipient, due: job.due ?? now, now, since: new Date(now.getTime() - window) }
  const result = await insertJobRow(engine, trx, values, rule)
  return Number(result.numAffectedRows ?? 0) > 0
}

interface Outcome {
  jobId: number
  workerId: string
  now: Date
  error: string | null
  nextAttemptAt?: Date
  settle: 'done' | 'retry' | 'dead'
}
type OutcomeValues = Omit<Outcome, 'settle' | 'nextAttemptAt'> & { nextAttemptAt: Date | null; outcome: DeliveryAttempt['outcome'] }

const insertAttempt = prepared(({ db, instant }, values: OutcomeValues) =>
  db
    .insertInto('delivery_attempts')
    .columns(['leadId', 'channel', 'attempt', 'at', 'outcome', 'error'])
    .expression((eb) =>
      eb
        .selectFrom('outbox')
        .select(['leadId', 'channel', 'attempts', instant(values.now).as('at')])
        .select([sql<string>`${values.outcome}`.as('outcome'), sql<string | null>`CAST(${values.error} AS text)`.as('error')])
        .where('id', '=', values.jobId)
        .where('lockedBy', '=', values.workerId),
    ),
)

const settleJob = prepared(({ db }, values: OutcomeValues, settle: Outcome['settle']) =>
  db
    .updateTable('outbox')
    .set({ lastError: values.error, lockedBy: null, lockedUntil: null, updatedAt: values.now })
    .$if(settle === 'retry', (query) => query.set({ nextAttemptAt: values.nextAttemptAt! }))
    .$if(settle !== 'retry', (query) => query.set({ status: sql.lit(settle) }))
    .where('id', '=', values.jobId)
    .where('lockedBy', '=', values.workerId),
)

export function outboxStore(engine: Engine) {
  const { db } = engine

  const finish = groupCommit((outcomes: Outcome[]) =>
    engine.bookkeeping((connection) =>
      connection.transaction().execute(async (trx) => {
        for (const { jobId, workerId, now, error, nextAttemptAt, settle } of outcomes) {
          const values: OutcomeValues = { jobId, workerId, now, error, nextAttemptAt: nextAttemptAt ?? null, outcome: error === null ? 'delivered' : 'failed' }
          await insertAttempt(engine, trx, values)
          await settleJob(engine, trx, values, settle)
        }
        return outcomes.map(() => undefined)
      }),
    ),
  )

  return {
    async claimJobs(options: ClaimOptions) {
      const { now } = options
      const rows = await engine.bookkeeping((connection) =>
        connection
          .updateTable('outbox')
          .set((eb) => ({
            lockedBy: options.workerId,
            lockedUntil: new Date(now.getTime() + options.leaseMs),
            attempts: eb('attempts', '+', 1),
            updatedAt: now,
          }))
          .where('id', 'in', (eb) =>
            eb
              .selectFrom('outbox')
              .select('id')
              .where('status', '=', sql.lit('pending'))
              .where('nextAttemptAt', '<=', now)
              .where((w) => w.or([w('lockedUntil', 'is', null), w('lockedUntil', '<=', now)]))
              .$if(options.jobId !== undefined, (query) => query.where('id', '=', options.jobId!))
              .orderBy('nextAttemptAt')
              .orderBy('id')
              .limit(options.limit)
              // PostgreSQL skips rows another worker is claiming; SQLite has one writer.
              .$if(engine.kind === 'postgres', (query) => query.forUpdate().skipLocked()),
          )
          .returningAll()
          .execute(),
      )
      return rows.map(rowToJob).sort((a, b) => a.nextAttemptAt.getTime() - b.nextAttemptAt.getTime() || a.id - b.id)
    },

    // completeJob, retryJob and buryJob also record the attempt in the lead's timeline.
    completeJob: (jobId: number, workerId: string, now: Date) => finish({ jobId, workerId, now, error: null, settle: 'done' }),
    retryJob: (jobId: number, workerId: string, { error, nextAttemptAt, now }: { error: string; nextAttemptAt: Date; now: Date }) =>
      finish({ jobId, workerId, now, error, nextAttemptAt, settle: 'retry' }),
    buryJob: (jobId: number, workerId: string, { error, now }: { error: string; now: Date }) => finish({ jobId, workerId, now, error, settle: 'dead' }),

    async listJobs(filter: { status?: JobStatus; leadId?: string } = {}) {
      const { leadId, status } = filter
      if (leadId !== undefined && !isLeadId(leadId)) return []
      const rows = await db
        .selectFrom('outbox')
        .selectAll()
        .$if(status !== undefined, (query) => query.where('status', '=', status!))
        .$if(leadId !== undefined, (query) =>
          query.where((eb) => eb.or([eb('leadId', '=', leadId!), eb('id', '=', eb.selectFrom('leads').select('digestJob').where('leads.id', '=', leadId!))])),
        )
        .orderBy('id')
        .execute()
      return rows.map(rowToJob)
    },

    // undefined when the job is not a dead letter.
    async requeueJob(jobId: number, now: Date) {
      const row = await db
        .updateTable('outbox')
        .set(restartedJob(now))
        .where('id', '=', jobId)
        .where('status', '=', sql.lit('dead'))
        .returningAll()
        .executeTakeFirst()
      return row ? rowToJob(row) : undefined
    },

    async deliveryStatus(failedSince: Date) {
      const [dead, failures] = await Promise.all([
        db
          .selectFrom('outbox')
          .select((eb) => eb.fn.countAll().as('count'))
          .where('status', '=', sql.lit('dead'))
          .executeTakeFirstOrThrow(),
        db
          .selectFrom('outbox')
          .innerJoin('delivery_attempts as last', (join) =>
            join.onRef('last.id', '=', (eb) =>
              eb
                .selectFrom('delivery_attempts')
                .select((inner) => inner.fn.max('id').as('id'))
                .whereRef('delivery_attempts.leadId', '=', 'outbox.leadId')
                .whereRef('delivery_attempts.channel', '=', 'outbox.channel'),
            ),
          )
          .select(['last.at', 'last.channel', 'last.error'])
          .where('outbox.status', '=', sql.lit('pending'))
          .where('last.outcome', '=', sql.lit('failed'))
          .where('last.at', '>=', failedSince)
          .orderBy('last.at', 'desc')
          .orderBy('last.id', 'desc')
          .execute(),
      ])
      const last = failures[0]
      return {
        deadLetters: Number(dead.count),
        failing: failures.length,
        lastFailure: last ? { at: toIso(last.at), channel: last.channel as Channel, error: String(last.error) } : null,
      }
    },

    async releaseJobs(leadId: string, dueAt: Date) {
      await engine.bookkeeping((connection) =>
        connection
          .updateTable('outbox')
          .set({ nextAttemptAt: dueAt })
          .where('leadId', '=', leadId)
          .where('status', '=', sql.lit('pending'))
          .where('attempts', '=', 0)
          .where('nextAttemptAt', '>', dueAt)
          .execute(),
      )
    },

    // false when the job exists or does not apply (no device for an alert, a confirmation sent today).
    async queueJob(leadId: string, channel: Channel, now: Date, due?: Date) {
      if (!isLeadId(leadId)) return false
      const lead = await db.selectFrom('leads').select('email').where('id', '=', leadId).where(engine.genuine).executeTakeFirst()
      return lead ? db.transaction().execute((trx) => insertJob(trx, engine, { leadId, channel, email: lead.email, now, due })) : false
    },

    async queueDigest(now: Date, intervalMs: number) {
      return db.transaction().execute(async (trx) => {
        await engine.takeTurns(trx, 'digest')
        const recent = await trx
          .selectFrom('outbox')
          .select('id')
          .where('channel', '=', sql.lit('digest'))
          .where('createdAt', '>', new Date(now.getTime() - intervalMs))
          .executeTakeFirst()
        if (recent) return undefined
        const first = await trx
          .selectFrom('leads')
          .select('id')
          .where(engine.capped)
          .where('digestJob', 'is', null)
          .where(engine.genuine)
          .orderBy('receivedAt')
          .orderBy('id')
          .limit(1)
          .executeTakeFirst()
        if (!first) return undefined
        const job = await trx
          .insertInto('outbox')
          .values({ leadId: first.id, channel: 'digest', nextAttemptAt: now, createdAt: now, updatedAt: now })
          .returning('id')
          .executeTakeFirstOrThrow()
        const assigned = await trx
          .updateTable('leads')
          .set({ digestJob: Number(job.id) })
          .where(engine.capped)
          .where('digestJob', 'is', null)
          .where(engine.genuine)
          .executeTakeFirst()
        return { jobId: Number(job.id), leads: changedRows(assigned) }
      })
    },
  }
}

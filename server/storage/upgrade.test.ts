import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { SQLInputValue } from 'node:sqlite'
import pg from 'pg'
import { afterEach, describe, expect, it } from 'vitest'
import { dropPostgresSchema } from '../testing/databases.ts'
import { leadEstimate, newLead } from '../testing/fixtures.ts'
import { applyReleasePostgres, applyReleaseSqlite } from '../testing/release-schema.ts'
import { migrationNames } from './migrate.ts'
import { openSqlite } from './node-sqlite.ts'
import { openPostgresRepository, openSqliteRepository } from './open-repository.ts'
import type { LeadRepository } from './lead-repository.ts'
import { leadValues } from './rows.ts'

/**
 * A database made by the release before the query builder, with a row in every table, upgraded in
 * place: everything reads back through today's store, the schema is the one a fresh database gets,
 * and the store goes on working on it.
 */

type Value = string | number | boolean | Date | null | string[]
type Rows = Array<[table: string, row: Record<string, Value>]>

/** A raw connection to a database of either kind: statements take `?`-style values, run as each driver wants them. */
interface Raw {
  run(text: string, values?: Value[]): Promise<Array<Record<string, unknown>>>
  close(): Promise<void>
}

function sqliteRaw(file: string): Raw {
  const db = openSqlite(file)
  const stored = (value: Value): SQLInputValue =>
    value instanceof Date ? value.toISOString() : typeof value === 'boolean' ? Number(value) : Array.isArray(value) ? JSON.stringify(value) : value
  return {
    run: async (text, values = []) => db.prepare(text).all(...values.map(stored)),
    close: async () => db.close(),
  }
}

async function postgresRaw(url: string, schema: string): Promise<Raw & { client: pg.Client }> {
  const client = new pg.Client({ connectionString: url, options: `-c search_path=${schema}` })
  await client.connect()
  await client.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`)
  return {
    client,
    run: async (text, values = []) => {
      let n = 0
      return (
        await client.query(
          text.replace(/\?/g, () => `$${++n}`),
          values,
        )
      ).rows as Array<Record<string, unknown>>
    },
    close: () => client.end(),
  }
}

const leadId = '6d3f0c1e-2b4a-4e8f-9a7c-1d2e3f4a5b6c'
const cappedId = '7e4a1d2f-3c5b-4f9a-8b6d-2e3f4a5b6c7d'
const spamId = '8f5b2e3a-4d6c-4a0b-9c7e-3f4a5b6c7d8e'
const at = (minutes: number) => new Date(Date.UTC(2026, 10, 2, 15, minutes))

/** One row of each kind the earlier release kept, in the order their references need. */
function releaseRows(): Rows {
  const lead = (id: string, fields: Parameters<typeof newLead>[0]) => {
    // Capped and language are columns of later migrations.
    const { capped: _capped, language: _language, ...values } = leadValues(id, newLead(fields), false)
    // The raw statements name the columns as the database does.
    return Object.fromEntries(Object.entries(values).map(([key, value]) => [key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`), value])) as Record<
      string,
      Value
    >
  }
  return [
    [
      'leads',
      {
        ...lead(leadId, { fullName: 'Ana Ortiz', firstName: 'Ana', lastName: 'Ortiz', receivedAt: at(0), estimate: leadEstimate() }),
        status: 'quoted',
        status_changed_at: at(5),
        answered_at: at(3),
        answered_via: 'call',
        visit_slot_day: '2026-11-05',
        visit_slot_part: 'morning',
        visit_slot_sequence: 1,
        visit_slot_confirmed_at: at(6),
        photos_not_kept: 'a photo was too large',
      },
    ],
    ['leads', { ...lead(cappedId, { fullName: 'Capped Lead', receivedAt: at(1) }), capped: true }],
    ['leads', lead(spamId, { spam: true, fullName: 'Bot', receivedAt: at(2) })],
    ['owner_users', { email: 'owner@example.com', password_hash: 'scrypt$hash', created_at: at(0) }],
    ['owner_sessions', { id: 'session-1', user_id: 1, data: '{"ownerId":1}', expires_at: at(60 * 24 * 30) }],
    ['push_subscriptions', { owner_id: 1, endpoint: 'https://fcm.googleapis.com/fcm/send/device', p256dh: 'key', auth: 'secret', created_at: at(1) }],
    ['outbox', { lead_id: leadId, channel: 'email', status: 'done', attempts: 1, next_attempt_at: at(0), created_at: at(0), updated_at: at(1) }],
    [
      'outbox',
      { lead_id: leadId, channel: 'confirmation', recipient: 'maria.gonzalez@example.com', next_attempt_at: at(0), created_at: at(0), updated_at: at(0) },
    ],
    [
      'outbox',
      {
        lead_id: leadId,
        channel: 'webhook',
        status: 'dead',
        attempts: 8,
        last_error: 'HTTP 500',
        next_attempt_at: at(0),
        created_at: at(0),
        updated_at: at(9),
      },
    ],
    ['outbox', { lead_id: cappedId, channel: 'digest', next_attempt_at: at(2), created_at: at(2), updated_at: at(2) }],
    ['delivery_attempts', { lead_id: leadId, channel: 'email', attempt: 1, at: at(1), outcome: 'delivered' }],
    ['delivery_attempts', { lead_id: leadId, channel: 'webhook', attempt: 8, at: at(9), outcome: 'failed', error: 'HTTP 500' }],
    [
      'audit_log',
      { at: at(4), actor: 'owner@example.com', action: 'status_changed', lead_id: leadId, detail: 'quoted', client: '203.0.113.9', user_agent: 'Phone' },
    ],
    ['lead_notes', { lead_id: leadId, at: at(5), author: 'owner@example.com', text: 'Wants cedar' }],
    ['login_attempts', { address_key: 'key-of-owner', network: '203.0.113.9', window_start: at(0), attempts: 2 }],
    ['server_state', { key: 'daily_summary', value: '2026-11-01', updated_at: at(0) }],
    ['server_state', { key: 'unsubscribe_secret', value: 'kept-secret', updated_at: at(0) }],
    [
      'lead_photos',
      {
        id: '9a6c3f4b-5e7d-4b1c-8d9f-4a5b6c7d8e9f',
        lead_id: leadId,
        position: 0,
        source_sha256: 'ab'.repeat(32),
        storage_key: 'leads/photo.jpg',
        content_type: 'image/jpeg',
        width: 1600,
        height: 1200,
        bytes: 250_000,
        received_at: at(0),
      },
    ],
  ]
}

async function fill(raw: Raw) {
  for (const [table, row] of releaseRows()) {
    const columns = Object.keys(row)
    await raw.run(`INSERT INTO ${table} (${columns.join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`, Object.values(row))
  }
  // The digest lists the capped lead, as the earlier release recorded it.
  await raw.run('UPDATE leads SET digest_job = (SELECT id FROM outbox WHERE channel = ?) WHERE id = ?', ['digest', cappedId])
}

/** Everything the store reads back, as plain data. */
async function readBack(repository: LeadRepository) {
  const jobs = await repository.listJobs()
  return {
    lead: await repository.owner.getInboxLead(leadId),
    spam: (await repository.listLeads({ includeSpam: true })).map((lead) => [lead.id, lead.spam]),
    jobs: jobs.map(({ leadId, channel, status, attempts, lastError }) => ({ leadId, channel, status, attempts, lastError })),
    digest: (await repository.digestLeads(jobs.find((job) => job.channel === 'digest')!.id, 10)).leads.map((lead) => lead.id),
    owner: await repository.owner.findOwner('owner@example.com'),
    session: await repository.owner.getSession('session-1', at(10)),
    devices: (await repository.owner.listPushSubscriptions()).map(({ ownerId, endpoint, createdAt }) => ({ ownerId, endpoint, createdAt })),
    audit: await repository.owner.listAudit(10),
    photos: await repository.photos.list(leadId),
    notKept: await repository.photos.notKeptOf(leadId),
    secret: await repository.sharedValue('unsubscribe_secret', () => 'a new secret', at(10)),
    search: (await repository.owner.listInbox({ search: 'ana ort' }, { limit: 5 })).leads.map((lead) => lead.id),
  }
}

/** Tables, columns and indexes as the database describes them (names, types, nullability, keys, index columns). */
async function schemaOf(raw: Raw, kind: 'sqlite' | 'postgres', schema?: string) {
  if (kind === 'sqlite') {
    const tables = await raw.run(
      `SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE 'leads_search%' ORDER BY name`,
    )
    const described: Record<string, unknown> = {}
    for (const { name } of tables as Array<{ name: string }>) {
      const columns = await raw.run(`SELECT name, lower(type) AS type, "notnull", pk FROM pragma_table_info(?) ORDER BY name`, [name])
      const indexes = await raw.run(
        `SELECT il.name, il."unique", il.partial, (SELECT group_concat(ii.name) FROM pragma_index_info(il.name) AS ii) AS columns
         FROM pragma_index_list(?) AS il ORDER BY il.name`,
        [name],
      )
      described[name] = { columns, indexes }
    }
    return described
  }
  const columns = await raw.run(
    `SELECT table_name, column_name, data_type, is_nullable FROM information_schema.columns WHERE table_schema = ? ORDER BY table_name, column_name`,
    [schema!],
  )
  const indexes = await raw.run(`SELECT tablename, indexname, replace(indexdef, ?, '') AS definition FROM pg_indexes WHERE schemaname = ? ORDER BY indexname`, [
    `${schema}.`,
    schema!,
  ])
  return { columns, indexes }
}

interface Subject {
  kind: 'sqlite' | 'postgres'
  /** A new, empty database: a raw connection to it and a way to open the store on it. */
  create(): Promise<{ raw: Raw; open: () => Promise<LeadRepository>; build: (raw: Raw) => Promise<void>; schema?: string; dispose: () => Promise<void> }>
}

const subjects: Subject[] = [
  {
    kind: 'sqlite',
    async create() {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'upgrade-'))
      const file = path.join(dir, 'leads.db')
      const raw = sqliteRaw(file)
      return {
        raw,
        open: () => openSqliteRepository(file),
        build: async () => {
          const db = openSqlite(file)
          applyReleaseSqlite(db)
          db.close()
        },
        dispose: async () => {
          await raw.close()
          fs.rmSync(dir, { recursive: true, force: true })
        },
      }
    },
  },
]
const postgresUrl = process.env.TEST_DATABASE_URL
if (postgresUrl)
  subjects.push({
    kind: 'postgres',
    async create() {
      const schema = `upgrade_${Math.random().toString(36).slice(2)}`
      const raw = await postgresRaw(postgresUrl, schema)
      return {
        raw,
        schema,
        open: () => openPostgresRepository(postgresUrl, { schema, max: 2 }),
        build: async () => applyReleasePostgres(raw.client),
        dispose: async () => {
          await raw.close()
          await dropPostgresSchema(postgresUrl, schema)
        },
      }
    },
  })

describe.each(subjects)('upgrading a database of the earlier release on $kind', (subject) => {
  const cleanups: Array<() => Promise<void>> = []
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
  })

  it('keeps every row, reads it all back, and ends with the schema a fresh database gets', { timeout: 60_000 }, async () => {
    const old = await subject.create()
    cleanups.push(old.dispose)
    await old.build(old.raw)
    await fill(old.raw)

    const upgraded = await old.open()
    cleanups.push(() => upgraded.close())
    const read = await readBack(upgraded)
    expect(read.lead?.lead).toMatchObject({
      id: leadId,
      fullName: 'Ana Ortiz',
      estimate: leadEstimate(),
      status: 'quoted',
      answeredVia: 'call',
      answeredAt: at(3).toISOString(),
      visitSlot: { day: '2026-11-05', part: 'morning', sequence: 1, confirmedAt: at(6).toISOString() },
      services: ['wood-fencing'],
    })
    expect(read.lead?.notes).toEqual([{ at: at(5).toISOString(), author: 'owner@example.com', text: 'Wants cedar' }])
    expect(read.lead?.attempts.map(({ channel, outcome, error }) => [channel, outcome, error])).toEqual([
      ['email', 'delivered', null],
      ['webhook', 'failed', 'HTTP 500'],
    ])
    expect(read.spam).toEqual([
      [leadId, false],
      [cappedId, false],
      [spamId, true],
    ])
    expect(read.jobs).toEqual([
      { leadId, channel: 'email', status: 'done', attempts: 1, lastError: null },
      { leadId, channel: 'confirmation', status: 'pending', attempts: 0, lastError: null },
      { leadId, channel: 'webhook', status: 'dead', attempts: 8, lastError: 'HTTP 500' },
      { leadId: cappedId, channel: 'digest', status: 'pending', attempts: 0, lastError: null },
    ])
    expect(read.digest).toEqual([cappedId])
    expect(read.owner).toEqual({ id: 1, email: 'owner@example.com', passwordHash: 'scrypt$hash' })
    expect(read.session).toBe('{"ownerId":1}')
    expect(read.devices).toEqual([{ ownerId: 1, endpoint: 'https://fcm.googleapis.com/fcm/send/device', createdAt: at(1).toISOString() }])
    expect(read.audit).toEqual([
      { at: at(4).toISOString(), actor: 'owner@example.com', action: 'status_changed', leadId, detail: 'quoted', client: '203.0.113.9', userAgent: 'Phone' },
    ])
    expect(read.photos).toEqual([expect.objectContaining({ leadId, storageKey: 'leads/photo.jpg', width: 1600, receivedAt: at(0).toISOString() })])
    expect(read.notKept).toBe('a photo was too large')
    expect(read.secret).toBe('kept-secret')
    expect(read.search).toEqual([leadId])

    // The store goes on: counters continue, the daily task knows when it last ran, new leads get their jobs.
    expect(await upgraded.owner.countLoginAttempt('key-of-owner', '203.0.113.9', at(1), 15 * 60_000)).toEqual({ attempts: 3, windowStart: at(0) })
    expect(await upgraded.claimDay('daily_summary', '2026-11-02', at(10))).toEqual({ previous: at(0) })
    const saved = await upgraded.saveLead(newLead({ email: 'new.customer@example.com' }), ['email', 'confirmation'])
    expect((await upgraded.listJobs({ leadId: saved.id })).map((job) => job.channel)).toEqual(['email', 'confirmation'])

    const fresh = await subject.create()
    cleanups.push(fresh.dispose)
    const made = await fresh.open()
    cleanups.push(() => made.close())
    expect(await schemaOf(old.raw, subject.kind, old.schema)).toEqual(await schemaOf(fresh.raw, subject.kind, fresh.schema))
    const recorded = await old.raw.run('SELECT name FROM kysely_migration ORDER BY name')
    expect(recorded.map((row) => row.name)).toEqual(migrationNames)
  })
})

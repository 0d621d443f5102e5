import { sql, type CreateTableBuilder, type Kysely, type SqlBool } from 'kysely'
import type { Engine } from './engines.ts'

// Never edit a migration that has shipped: add the next one.
type Step = (db: Kysely<unknown>, engine: Engine) => Promise<void>

export const steps: Array<[name: string, up: Step]> = [
  [
    'leads and outbox',
    async (db, { types: t }) => {
      await db.schema
        .createTable('leads')
        .addColumn('id', t.uuid, (c) => c.primaryKey())
        .addColumn('submission_id', t.uuid, (c) => c.notNull().unique())
        .addColumn('received_at', t.instant, (c) => c.notNull())
        .addColumn('spam', t.flag, (c) => t.flagColumn('spam', c.notNull()))
        .$call((table) => textColumns(table, ['first_name', 'last_name', 'full_name', 'email', 'phone']))
        .addColumn('services', t.list, (c) => c.notNull())
        .$call((table) => textColumns(table, ['address', 'street_address', 'city', 'zip_code', 'state', 'project_details', 'page', 'form_type']))
        .addColumn('utm_source', 'text')
        .addColumn('utm_medium', 'text')
        .addColumn('utm_campaign', 'text')
        .addColumn('submitted_at', 'text', (c) => c.notNull())
        .addColumn('consent', t.flag, (c) => t.flagColumn('consent', c.notNull()))
        .execute()
      await db.schema.createIndex('leads_received_at').on('leads').column('received_at').execute()
      await db.schema
        .createTable('outbox')
        .addColumn('id', t.identity, t.identityColumn)
        .addColumn('lead_id', t.uuid, (c) => c.notNull().references('leads.id'))
        .addColumn('channel', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) =>
          c
            .notNull()
            .defaultTo('pending')
            .check(sql`status IN ('pending', 'done', 'dead')`),
        )
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('next_attempt_at', t.instant, (c) => c.notNull())
        .addColumn('locked_by', 'text')
        .addColumn('locked_until', t.instant)
        .addColumn('last_error', 'text')
        .addColumn('created_at', t.instant, (c) => c.notNull())
        .addColumn('updated_at', t.instant, (c) => c.notNull())
        .addUniqueConstraint('outbox_lead_id_channel_key', ['lead_id', 'channel'])
        .execute()
    },
  ],
  ['lead estimate', (db, { types: t }) => db.schema.alterTable('leads').addColumn('estimate', t.json).execute()],
  [
    'owner inbox',
    async (db, { types: t }) => {
      await db.schema
        .createTable('owner_users')
        .addColumn('id', t.identity, t.identityColumn)
        .addColumn('email', 'text', (c) => c.notNull().unique())
        .addColumn('password_hash', 'text', (c) => c.notNull())
        .addColumn('created_at', t.instant, (c) => c.notNull())
        .addColumn('failed_logins', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('locked_until', t.instant)
        .execute()
      await db.schema
        .createTable('owner_sessions')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('user_id', t.identity, (c) => c.references('owner_users.id').onDelete('cascade'))
        .addColumn('data', 'text', (c) => c.notNull())
        .addColumn('expires_at', t.instant, (c) => c.notNull())
        .execute()
      await db.schema.createIndex('owner_sessions_user').on('owner_sessions').column('user_id').execute()
      await db.schema
        .createTable('audit_log')
        .addColumn('id', t.identity, t.identityColumn)
        .addColumn('at', t.instant, (c) => c.notNull())
        .addColumn('actor', 'text', (c) => c.notNull())
        .addColumn('action', 'text', (c) => c.notNull())
        .addColumn('lead_id', t.uuid)
        .addColumn('detail', 'text')
        .execute()
      await db.schema
        .alterTable('leads')
        .addColumn('status', 'text', (c) => c.notNull().defaultTo('new'))
        .execute()
      await db.schema.alterTable('leads').addColumn('status_changed_at', t.instant).execute()
      await db.schema.createIndex('leads_inbox').on('leads').columns(['spam', 'received_at desc', 'id desc']).execute()
      await db.schema.createIndex('leads_status').on('leads').columns(['status', 'received_at desc', 'id desc']).execute()
      await db.schema
        .createTable('lead_notes')
        .addColumn('id', t.identity, t.identityColumn)
        .addColumn('lead_id', t.uuid, (c) => c.notNull().references('leads.id').onDelete('cascade'))
        .addColumn('at', t.instant, (c) => c.notNull())
        .addColumn('author', 'text', (c) => c.notNull())
        .addColumn('text', 'text', (c) => c.notNull())
        .execute()
      await db.schema.createIndex('lead_notes_lead').on('lead_notes').column('lead_id').execute()
    },
  ],
  ['lead search index', (db, engine) => engine.createSearchIndex(db)],
  [
    'delivery attempts and server state',
    async (db, { types: t }) => {
      await db.schema
        .createTable('delivery_attempts')
        .addColumn('id', t.identity, t.identityColumn)
        .addColumn('lead_id', t.uuid, (c) => c.notNull().references('leads.id'))
        .addColumn('channel', 'text', (c) => c.notNull())
        .addColumn('attempt', 'integer', (c) => c.notNull())
        .addColumn('at', t.instant, (c) => c.notNull())
        .addColumn('outcome', 'text', (c) => c.notNull().check(sql`outcome IN ('delivered', 'failed')`))
        .addColumn('error', 'text')
        .execute()
      await db.schema.createIndex('delivery_attempts_lead').on('delivery_attempts').columns(['lead_id', 'channel', 'id']).execute()
      await db.schema.createIndex('delivery_attempts_failed').on('delivery_attempts').column('at').where(sql.ref('outcome'), '=', 'failed').execute()
      await db.schema
        .createTable('server_state')
        .addColumn('key', 'text', (c) => c.primaryKey())
        .addColumn('value', 'text', (c) => c.notNull())
        .addColumn('updated_at', t.instant, (c) => c.notNull())
        .execute()
    },
  ],
  [
    'speed to lead',
    async (db, engine) => {
      const t = engine.types
      await db.schema.alterTable('leads').addColumn('answered_at', t.instant).execute()
      await db.schema.alterTable('leads').addColumn('answered_via', 'text').execute()
      await db.schema
        .createIndex('leads_answered')
        .on('leads')
        .column('received_at')
        .where(sql<SqlBool>`${engine.genuine} AND answered_at IS NOT NULL`)
        .execute()
      await db.schema
        .createIndex('leads_unanswered')
        .on('leads')
        .column('received_at')
        .where(sql<SqlBool>`${engine.genuine} AND answered_at IS NULL`)
        .execute()
      await db.schema.alterTable('outbox').addColumn('recipient', 'text').execute()
      await db.schema
        .createIndex('outbox_confirmations')
        .on('outbox')
        .columns(['recipient', 'created_at'])
        .where(sql.ref('channel'), '=', 'confirmation')
        .execute()
      await db.schema
        .createTable('push_subscriptions')
        .addColumn('id', t.identity, t.identityColumn)
        .addColumn('owner_id', t.identity, (c) => c.notNull().references('owner_users.id').onDelete('cascade'))
        .addColumn('endpoint', 'text', (c) => c.notNull().unique())
        .addColumn('p256dh', 'text', (c) => c.notNull())
        .addColumn('auth', 'text', (c) => c.notNull())
        .addColumn('created_at', t.instant, (c) => c.notNull())
        .execute()
    },
  ],
  [
    'sign-in throttle and audit client',
    // The typed address is kept as its SHA-256, never as text.
    async (db, { types: t }) => {
      await db.schema
        .createTable('login_attempts')
        .addColumn('address_key', 'text', (c) => c.notNull())
        .addColumn('network', 'text', (c) => c.notNull())
        .addColumn('window_start', t.instant, (c) => c.notNull())
        .addColumn('attempts', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('login_attempts_pkey', ['address_key', 'network'])
        .execute()
      await db.schema.createIndex('login_attempts_window').on('login_attempts').column('window_start').execute()
      await db.schema.alterTable('audit_log').addColumn('client', 'text').execute()
      await db.schema.alterTable('audit_log').addColumn('user_agent', 'text').execute()
      await db.schema.createIndex('audit_log_at').on('audit_log').column('at').execute()
      await sql`UPDATE audit_log SET actor = '(unknown address)'
        WHERE action IN ('login_failed', 'login_refused_locked', 'account_locked') AND actor NOT IN (SELECT email FROM owner_users)`.execute(db)
    },
  ],
  ['session expiry index', (db) => db.schema.createIndex('owner_sessions_expiry').on('owner_sessions').column('expires_at').execute()],
  [
    'notification digest',
    async (db, engine) => {
      const t = engine.types
      await db.schema
        .alterTable('leads')
        .addColumn('capped', t.flag, (c) => t.flagColumn('capped', c.notNull().defaultTo(false)))
        .execute()
      await db.schema.alterTable('leads').addColumn('digest_job', t.identity).execute()
      await db.schema
        .createIndex('leads_awaiting_digest')
        .on('leads')
        .column('received_at')
        .where(sql<SqlBool>`${engine.capped} AND digest_job IS NULL`)
        .execute()
      await db.schema
        .createIndex('leads_digest')
        .on('leads')
        .column('digest_job')
        .where(sql<SqlBool>`digest_job IS NOT NULL`)
        .execute()
      await db.schema.createIndex('outbox_digests').on('outbox').column('created_at').where(sql.ref('channel'), '=', 'digest').execute()
    },
  ],
  [
    'visit time',
    async (db, { types: t }) => {
      await db.schema.alterTable('leads').addColumn('visit_preference', t.json).execute()
      await db.schema.alterTable('leads').addColumn('visit_slot_day', 'text').execute()
      await db.schema
        .alterTable('leads')
        .addColumn('visit_slot_part', 'text', (c) => c.check(sql`visit_slot_part IN ('morning', 'afternoon')`))
        .execute()
      await db.schema
        .alterTable('leads')
        .addColumn('visit_slot_sequence', 'integer', (c) => c.notNull().defaultTo(0))
        .execute()
      await db.schema.alterTable('leads').addColumn('visit_slot_confirmed_at', t.instant).execute()
    },
  ],
  [
    'lead photos',
    // The stored object's key, never a public address.
    async (db, { types: t }) => {
      await db.schema
        .createTable('lead_photos')
        .addColumn('id', t.uuid, (c) => c.primaryKey())
        .addColumn('lead_id', t.uuid, (c) => c.notNull().references('leads.id'))
        .addColumn('position', 'integer', (c) => c.notNull())
        .addColumn('source_sha256', 'text', (c) => c.notNull())
        .addColumn('storage_key', 'text', (c) => c.notNull())
        .addColumn('content_type', 'text', (c) => c.notNull())
        .addColumn('width', 'integer', (c) => c.notNull())
        .addColumn('height', 'integer', (c) => c.notNull())
        .addColumn('bytes', 'integer', (c) => c.notNull())
        .addColumn('received_at', t.instant, (c) => c.notNull())
        .addUniqueConstraint('lead_photos_lead_id_source_sha256_key', ['lead_id', 'source_sha256'])
        .execute()
    },
  ],
  ['photos not kept', (db) => db.schema.alterTable('leads').addColumn('photos_not_kept', 'text').execute()],
  [
    'due and dead jobs',
    async (db) => {
      await db.schema.dropIndex('outbox_due').ifExists().execute()
      await db.schema.createIndex('outbox_due').on('outbox').column('next_attempt_at').where(sql.ref('status'), '=', 'pending').execute()
      await db.schema.createIndex('outbox_dead').ifNotExists().on('outbox').column('id').where(sql.ref('status'), '=', 'dead').execute()
      await db.schema.dropTable('schema_migrations').ifExists().execute()
    },
  ],
  [
    'stage changes',
    async (db, { types: t }) => {
      await db.schema
        .createTable('status_changes')
        .addColumn('id', t.identity, t.identityColumn)
        .addColumn('lead_id', t.uuid, (c) => c.notNull().references('leads.id').onDelete('cascade'))
        .addColumn('at', t.instant, (c) => c.notNull())
        .addColumn('from_status', 'text', (c) => c.notNull())
        .addColumn('to_status', 'text', (c) => c.notNull())
        .addColumn('actor', 'text', (c) => c.notNull())
        .execute()
      await db.schema.createIndex('status_changes_lead').on('status_changes').columns(['lead_id', 'id']).execute()
    },
  ],
  [
    'review requests',
    // Keyed by the address as the outbox compares it, so an unsubscribe outlives the lead it came from.
    async (db, { types: t }) => {
      await db.schema.alterTable('leads').addColumn('review_opened_at', t.instant).execute()
      await db.schema
        .createTable('review_suppressions')
        .addColumn('recipient', 'text', (c) => c.primaryKey())
        .addColumn('at', t.instant, (c) => c.notNull())
        .execute()
      await db.schema.createIndex('outbox_review_recipient').on('outbox').columns(['channel', 'recipient', 'created_at']).execute()
    },
  ],
  [
    'lead language',
    // Every lead before this one came from an English page.
    (db) =>
      db.schema
        .alterTable('leads')
        .addColumn('language', 'text', (c) => c.notNull().defaultTo('en'))
        .execute(),
  ],
]

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the builder's column names grow with each column added
function textColumns<Table extends CreateTableBuilder<string, any>>(table: Table, names: readonly string[]): Table {
  return names.reduce((built, name) => built.addColumn(name, 'text', (c) => c.notNull()) as Table, table)
}

/**
 * The schema of the release before the query builder (twelve migrations, kept in its own table
 * schema_migrations), as that release wrote it for each database: what the upgrade tests build
 * databases from. Frozen: never edit it.
 */
import type { DatabaseSync, SQLInputValue } from 'node:sqlite'
import type pg from 'pg'
import type { NewLead } from '../storage/lead-repository.ts'
import { leadValues } from '../storage/rows.ts'

export interface Migration {
  version: number
  name: string
  sql: string
}

export const releaseSqliteMigrations: readonly Migration[] = [
  {
    version: 1,
    name: 'leads and outbox',
    sql: `
      CREATE TABLE leads (
        id              TEXT PRIMARY KEY,
        submission_id   TEXT NOT NULL UNIQUE,
        received_at     TEXT NOT NULL,
        spam            INTEGER NOT NULL CHECK (spam IN (0, 1)),
        first_name      TEXT NOT NULL,
        last_name       TEXT NOT NULL,
        full_name       TEXT NOT NULL,
        email           TEXT NOT NULL,
        phone           TEXT NOT NULL,
        services        TEXT NOT NULL,
        address         TEXT NOT NULL,
        street_address  TEXT NOT NULL,
        city            TEXT NOT NULL,
        zip_code        TEXT NOT NULL,
        state           TEXT NOT NULL,
        project_details TEXT NOT NULL,
        page            TEXT NOT NULL,
        form_type       TEXT NOT NULL,
        utm_source      TEXT,
        utm_medium      TEXT,
        utm_campaign    TEXT,
        submitted_at    TEXT NOT NULL,
        consent         INTEGER NOT NULL CHECK (consent IN (0, 1))
      );
      CREATE INDEX leads_received_at ON leads (received_at);

      CREATE TABLE outbox (
        id              INTEGER PRIMARY KEY AUTOINCREMENT,
        lead_id         TEXT NOT NULL REFERENCES leads (id),
        channel         TEXT NOT NULL,
        status          TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'done', 'dead')),
        attempts        INTEGER NOT NULL DEFAULT 0,
        next_attempt_at TEXT NOT NULL,
        locked_by       TEXT,
        locked_until    TEXT,
        last_error      TEXT,
        created_at      TEXT NOT NULL,
        updated_at      TEXT NOT NULL,
        UNIQUE (lead_id, channel)
      );
      CREATE INDEX outbox_due ON outbox (status, next_attempt_at);
    `,
  },
  {
    version: 2,
    name: 'lead estimate',
    // The fence cost estimate a lead came with (JSON text), null for leads without one.
    sql: `ALTER TABLE leads ADD COLUMN estimate TEXT;`,
  },
  {
    version: 3,
    name: 'owner inbox',
    // Owner accounts and their sessions, the audit log, and what the owner does with a lead.
    sql: `
      CREATE TABLE owner_users (
        id            INTEGER PRIMARY KEY AUTOINCREMENT,
        email         TEXT NOT NULL UNIQUE,
        password_hash TEXT NOT NULL,
        created_at    TEXT NOT NULL,
        failed_logins INTEGER NOT NULL DEFAULT 0,
        locked_until  TEXT
      );
      CREATE TABLE owner_sessions (
        id         TEXT PRIMARY KEY,
        user_id    INTEGER REFERENCES owner_users (id) ON DELETE CASCADE,
        data       TEXT NOT NULL,
        expires_at TEXT NOT NULL
      );
      CREATE INDEX owner_sessions_user ON owner_sessions (user_id);
      CREATE TABLE audit_log (
        id      INTEGER PRIMARY KEY AUTOINCREMENT,
        at      TEXT NOT NULL,
        actor   TEXT NOT NULL,
        action  TEXT NOT NULL,
        lead_id TEXT,
        detail  TEXT
      );
      ALTER TABLE leads ADD COLUMN status TEXT NOT NULL DEFAULT 'new';
      ALTER TABLE leads ADD COLUMN status_changed_at TEXT;
      CREATE INDEX leads_inbox ON leads (spam, received_at DESC, id DESC);
      CREATE INDEX leads_status ON leads (status, received_at DESC, id DESC);
      CREATE TABLE lead_notes (
        id      INTEGER PRIMARY KEY AUTOINCREMENT,
        lead_id TEXT NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
        at      TEXT NOT NULL,
        author  TEXT NOT NULL,
        text    TEXT NOT NULL
      );
      CREATE INDEX lead_notes_lead ON lead_notes (lead_id);
    `,
  },
  {
    version: 4,
    name: 'lead search index',
    // A trigram index for the inbox search, the same fields it searches, kept in step by triggers.
    // Its rowid is the lead's rowid; the store re-checks every hit against the lead itself, so the
    // index only narrows the rows to look at and the results stay those of a plain scan. The
    // triggers replace an entry already at a rowid (left by a restore that renumbered the leads):
    // a stale index entry must never refuse a lead.
    sql: `
      CREATE VIRTUAL TABLE leads_search USING fts5(
        full_name, email, address, city, project_details, phone_digits, tokenize = 'trigram'
      );
      INSERT INTO leads_search (leads_search, rank) VALUES ('secure-delete', 1);
      INSERT INTO leads_search (rowid, full_name, email, address, city, project_details, phone_digits)
        SELECT rowid, full_name, email, address, city, project_details,
               replace(replace(replace(replace(replace(phone, '(', ''), ')', ''), ' ', ''), '-', ''), '.', '')
        FROM leads;
      CREATE TRIGGER leads_search_insert AFTER INSERT ON leads BEGIN
        INSERT OR REPLACE INTO leads_search (rowid, full_name, email, address, city, project_details, phone_digits)
        VALUES (new.rowid, new.full_name, new.email, new.address, new.city, new.project_details,
                replace(replace(replace(replace(replace(new.phone, '(', ''), ')', ''), ' ', ''), '-', ''), '.', ''));
      END;
      CREATE TRIGGER leads_search_delete AFTER DELETE ON leads BEGIN
        DELETE FROM leads_search WHERE rowid = old.rowid;
      END;
      CREATE TRIGGER leads_search_update AFTER UPDATE OF full_name, email, address, city, project_details, phone ON leads BEGIN
        DELETE FROM leads_search WHERE rowid = old.rowid;
        INSERT OR REPLACE INTO leads_search (rowid, full_name, email, address, city, project_details, phone_digits)
        VALUES (new.rowid, new.full_name, new.email, new.address, new.city, new.project_details,
                replace(replace(replace(replace(replace(new.phone, '(', ''), ')', ''), ' ', ''), '-', ''), '.', ''));
      END;
    `,
  },
  {
    version: 5,
    name: 'delivery attempts and server state',
    // Every delivery attempt of a notification (the lead's timeline), and small shared facts such as
    // the last day the daily summary went out.
    sql: `
      CREATE TABLE delivery_attempts (
        id      INTEGER PRIMARY KEY AUTOINCREMENT,
        lead_id TEXT NOT NULL REFERENCES leads (id),
        channel TEXT NOT NULL,
        attempt INTEGER NOT NULL,
        at      TEXT NOT NULL,
        outcome TEXT NOT NULL CHECK (outcome IN ('delivered', 'failed')),
        error   TEXT
      );
      CREATE INDEX delivery_attempts_lead ON delivery_attempts (lead_id, channel, id);
      CREATE INDEX delivery_attempts_failed ON delivery_attempts (at) WHERE outcome = 'failed';
      CREATE TABLE server_state (
        key        TEXT PRIMARY KEY,
        value      TEXT NOT NULL,
        updated_at TEXT NOT NULL
      );
    `,
  },
  {
    version: 6,
    name: 'speed to lead',
    // When and how the owner first answered a lead (response times); the owner's devices that get
    // alerts (Web Push); and the address a confirmation went to, so one address gets at most one a day.
    sql: `
      ALTER TABLE leads ADD COLUMN answered_at TEXT;
      ALTER TABLE leads ADD COLUMN answered_via TEXT;
      CREATE INDEX leads_answered ON leads (received_at) WHERE spam = 0 AND answered_at IS NOT NULL;
      CREATE INDEX leads_unanswered ON leads (received_at) WHERE spam = 0 AND answered_at IS NULL;
      ALTER TABLE outbox ADD COLUMN recipient TEXT;
      CREATE INDEX outbox_confirmations ON outbox (recipient, created_at) WHERE channel = 'confirmation';
      CREATE TABLE push_subscriptions (
        id         INTEGER PRIMARY KEY AUTOINCREMENT,
        owner_id   INTEGER NOT NULL REFERENCES owner_users (id) ON DELETE CASCADE,
        endpoint   TEXT NOT NULL UNIQUE,
        p256dh     TEXT NOT NULL,
        auth       TEXT NOT NULL,
        created_at TEXT NOT NULL
      );
    `,
  },
  {
    version: 7,
    name: 'sign-in throttle and audit client',
    // Sign-in attempts per typed address (its SHA-256, never the text) and client network, counted
    // in one statement so parallel guesses each count; the audit log gets the client's address and
    // user agent, an index for its pruning, and loses what strangers typed as an e-mail address
    // (passwords were typed there) when it is not an account's.
    sql: `
      CREATE TABLE login_attempts (
        address_key  TEXT NOT NULL,
        network      TEXT NOT NULL,
        window_start TEXT NOT NULL,
        attempts     INTEGER NOT NULL,
        PRIMARY KEY (address_key, network)
      );
      CREATE INDEX login_attempts_window ON login_attempts (window_start);
      ALTER TABLE audit_log ADD COLUMN client TEXT;
      ALTER TABLE audit_log ADD COLUMN user_agent TEXT;
      CREATE INDEX audit_log_at ON audit_log (at);
      UPDATE audit_log SET actor = '(unknown address)'
        WHERE action IN ('login_failed', 'login_refused_locked', 'account_locked') AND actor NOT IN (SELECT email FROM owner_users);
    `,
  },
  {
    version: 8,
    name: 'session expiry index',
    // The daily purge of expired sessions finds them by this index instead of reading every row.
    sql: `CREATE INDEX owner_sessions_expiry ON owner_sessions (expires_at);`,
  },
  {
    version: 9,
    name: 'notification digest',
    // A lead stored past the notification cap (capped = 1) waits for the next digest e-mail; digest_job
    // is the outbox job of the digest that lists it (null while it waits). The indexes find the waiting
    // leads, a digest's leads, and the last digest queued (the interval between digests).
    sql: `
      ALTER TABLE leads ADD COLUMN capped INTEGER NOT NULL DEFAULT 0 CHECK (capped IN (0, 1));
      ALTER TABLE leads ADD COLUMN digest_job INTEGER;
      CREATE INDEX leads_awaiting_digest ON leads (received_at) WHERE capped = 1 AND digest_job IS NULL;
      CREATE INDEX leads_digest ON leads (digest_job) WHERE digest_job IS NOT NULL;
      CREATE INDEX outbox_digests ON outbox (created_at) WHERE channel = 'digest';
    `,
  },
  {
    version: 10,
    name: 'visit time',
    // The homeowner's preferred visit time (JSON text: days and part of the day), and the slot the
    // owner confirmed with how many invitations it took (each change of slot is one more, the
    // invitation's SEQUENCE). Leads from before have neither.
    sql: `
      ALTER TABLE leads ADD COLUMN visit_preference TEXT;
      ALTER TABLE leads ADD COLUMN visit_slot_day TEXT;
      ALTER TABLE leads ADD COLUMN visit_slot_part TEXT CHECK (visit_slot_part IN ('morning', 'afternoon'));
      ALTER TABLE leads ADD COLUMN visit_slot_sequence INTEGER NOT NULL DEFAULT 0;
      ALTER TABLE leads ADD COLUMN visit_slot_confirmed_at TEXT;
    `,
  },
  {
    version: 11,
    name: 'lead photos',
    // The photos a lead came with (server/photos/): the stored object's key, never a public address.
    // One row per distinct upload of a lead (source_sha256, the bytes as received): a retried
    // submission finds its photos there and stores none twice.
    sql: `
      CREATE TABLE lead_photos (
        id            TEXT PRIMARY KEY,
        lead_id       TEXT NOT NULL REFERENCES leads (id),
        position      INTEGER NOT NULL,
        source_sha256 TEXT NOT NULL,
        storage_key   TEXT NOT NULL,
        content_type  TEXT NOT NULL,
        width         INTEGER NOT NULL,
        height        INTEGER NOT NULL,
        bytes         INTEGER NOT NULL,
        received_at   TEXT NOT NULL,
        UNIQUE (lead_id, source_sha256)
      );
    `,
  },
  {
    version: 12,
    name: 'photos not kept',
    // Why a lead's photos were not kept (a refused file, a budget, a full disk): the owner's e-mail says so.
    sql: `ALTER TABLE leads ADD COLUMN photos_not_kept TEXT;`,
  },
]

export const releasePostgresMigrations: readonly Migration[] = [
  {
    version: 1,
    name: 'leads and outbox',
    sql: `
      CREATE TABLE leads (
        id              uuid PRIMARY KEY,
        submission_id   uuid NOT NULL UNIQUE,
        received_at     timestamptz NOT NULL,
        spam            boolean NOT NULL,
        first_name      text NOT NULL,
        last_name       text NOT NULL,
        full_name       text NOT NULL,
        email           text NOT NULL,
        phone           text NOT NULL,
        services        text[] NOT NULL,
        address         text NOT NULL,
        street_address  text NOT NULL,
        city            text NOT NULL,
        zip_code        text NOT NULL,
        state           text NOT NULL,
        project_details text NOT NULL,
        page            text NOT NULL,
        form_type       text NOT NULL,
        utm_source      text,
        utm_medium      text,
        utm_campaign    text,
        submitted_at    text NOT NULL,
        consent         boolean NOT NULL
      );
      CREATE INDEX leads_received_at ON leads (received_at);

      CREATE TABLE outbox (
        id              bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        lead_id         uuid NOT NULL REFERENCES leads (id),
        channel         text NOT NULL,
        status          text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'done', 'dead')),
        attempts        integer NOT NULL DEFAULT 0,
        next_attempt_at timestamptz NOT NULL,
        locked_by       text,
        locked_until    timestamptz,
        last_error      text,
        created_at      timestamptz NOT NULL,
        updated_at      timestamptz NOT NULL,
        UNIQUE (lead_id, channel)
      );
      CREATE INDEX outbox_due ON outbox (next_attempt_at) WHERE status = 'pending';
      CREATE INDEX outbox_dead ON outbox (id) WHERE status = 'dead';
    `,
  },
  {
    version: 2,
    name: 'lead estimate',
    sql: `ALTER TABLE leads ADD COLUMN estimate jsonb;`,
  },
  {
    version: 3,
    name: 'owner inbox',
    sql: `
      CREATE TABLE owner_users (
        id            bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        email         text NOT NULL UNIQUE,
        password_hash text NOT NULL,
        created_at    timestamptz NOT NULL,
        failed_logins integer NOT NULL DEFAULT 0,
        locked_until  timestamptz
      );
      CREATE TABLE owner_sessions (
        id         text PRIMARY KEY,
        user_id    bigint REFERENCES owner_users (id) ON DELETE CASCADE,
        data       text NOT NULL,
        expires_at timestamptz NOT NULL
      );
      CREATE INDEX owner_sessions_user ON owner_sessions (user_id);
      CREATE TABLE audit_log (
        id      bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        at      timestamptz NOT NULL,
        actor   text NOT NULL,
        action  text NOT NULL,
        lead_id uuid,
        detail  text
      );
      ALTER TABLE leads ADD COLUMN status text NOT NULL DEFAULT 'new';
      ALTER TABLE leads ADD COLUMN status_changed_at timestamptz;
      CREATE INDEX leads_inbox ON leads (spam, received_at DESC, id DESC);
      CREATE INDEX leads_status ON leads (status, received_at DESC, id DESC);
      CREATE TABLE lead_notes (
        id      bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        lead_id uuid NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
        at      timestamptz NOT NULL,
        author  text NOT NULL,
        text    text NOT NULL
      );
      CREATE INDEX lead_notes_lead ON lead_notes (lead_id);
    `,
  },
  {
    version: 4,
    name: 'lead search index',
    // Trigram indexes under the inbox search's ILIKE, one per field it searches. The operator class
    // is named with the schema pg_trgm lives in, which need not be on the search path.
    sql: `
      CREATE EXTENSION IF NOT EXISTS pg_trgm;
      DO $$
      DECLARE
        trgm text := (SELECT n.nspname FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace WHERE e.extname = 'pg_trgm');
        field text;
      BEGIN
        FOREACH field IN ARRAY ARRAY['full_name', 'email', 'address', 'city', 'project_details'] LOOP
          EXECUTE format('CREATE INDEX %I ON leads USING gin (%I %I.gin_trgm_ops)', 'leads_search_' || field, field, trgm);
        END LOOP;
        EXECUTE format('CREATE INDEX leads_search_phone ON leads USING gin ((regexp_replace(phone, %L, %L, %L)) %I.gin_trgm_ops)', '\\D', '', 'g', trgm);
      END $$;
    `,
  },
  {
    version: 5,
    name: 'delivery attempts and server state',
    sql: `
      CREATE TABLE delivery_attempts (
        id      bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        lead_id uuid NOT NULL REFERENCES leads (id),
        channel text NOT NULL,
        attempt integer NOT NULL,
        at      timestamptz NOT NULL,
        outcome text NOT NULL CHECK (outcome IN ('delivered', 'failed')),
        error   text
      );
      CREATE INDEX delivery_attempts_lead ON delivery_attempts (lead_id, channel, id);
      CREATE INDEX delivery_attempts_failed ON delivery_attempts (at) WHERE outcome = 'failed';
      CREATE TABLE server_state (
        key        text PRIMARY KEY,
        value      text NOT NULL,
        updated_at timestamptz NOT NULL
      );
    `,
  },
  {
    version: 6,
    name: 'speed to lead',
    sql: `
      ALTER TABLE leads ADD COLUMN answered_at timestamptz;
      ALTER TABLE leads ADD COLUMN answered_via text;
      CREATE INDEX leads_answered ON leads (received_at) WHERE NOT spam AND answered_at IS NOT NULL;
      CREATE INDEX leads_unanswered ON leads (received_at) WHERE NOT spam AND answered_at IS NULL;
      ALTER TABLE outbox ADD COLUMN recipient text;
      CREATE INDEX outbox_confirmations ON outbox (recipient, created_at) WHERE channel = 'confirmation';
      CREATE TABLE push_subscriptions (
        id         bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        owner_id   bigint NOT NULL REFERENCES owner_users (id) ON DELETE CASCADE,
        endpoint   text NOT NULL UNIQUE,
        p256dh     text NOT NULL,
        auth       text NOT NULL,
        created_at timestamptz NOT NULL
      );
    `,
  },
  {
    version: 7,
    name: 'sign-in throttle and audit client',
    sql: `
      CREATE TABLE login_attempts (
        address_key  text NOT NULL,
        network      text NOT NULL,
        window_start timestamptz NOT NULL,
        attempts     integer NOT NULL,
        PRIMARY KEY (address_key, network)
      );
      CREATE INDEX login_attempts_window ON login_attempts (window_start);
      ALTER TABLE audit_log ADD COLUMN client text;
      ALTER TABLE audit_log ADD COLUMN user_agent text;
      CREATE INDEX audit_log_at ON audit_log (at);
      UPDATE audit_log SET actor = '(unknown address)'
        WHERE action IN ('login_failed', 'login_refused_locked', 'account_locked') AND actor NOT IN (SELECT email FROM owner_users);
    `,
  },
  {
    version: 8,
    name: 'session expiry index',
    sql: `CREATE INDEX owner_sessions_expiry ON owner_sessions (expires_at);`,
  },
  {
    version: 9,
    name: 'notification digest',
    sql: `
      ALTER TABLE leads ADD COLUMN capped boolean NOT NULL DEFAULT false;
      ALTER TABLE leads ADD COLUMN digest_job bigint;
      CREATE INDEX leads_awaiting_digest ON leads (received_at) WHERE capped AND digest_job IS NULL;
      CREATE INDEX leads_digest ON leads (digest_job) WHERE digest_job IS NOT NULL;
      CREATE INDEX outbox_digests ON outbox (created_at) WHERE channel = 'digest';
    `,
  },
  {
    version: 10,
    name: 'visit time',
    sql: `
      ALTER TABLE leads ADD COLUMN visit_preference jsonb;
      ALTER TABLE leads ADD COLUMN visit_slot_day text;
      ALTER TABLE leads ADD COLUMN visit_slot_part text CHECK (visit_slot_part IN ('morning', 'afternoon'));
      ALTER TABLE leads ADD COLUMN visit_slot_sequence integer NOT NULL DEFAULT 0;
      ALTER TABLE leads ADD COLUMN visit_slot_confirmed_at timestamptz;
    `,
  },
  {
    version: 11,
    name: 'lead photos',
    sql: `
      CREATE TABLE lead_photos (
        id            uuid PRIMARY KEY,
        lead_id       uuid NOT NULL REFERENCES leads (id),
        position      integer NOT NULL,
        source_sha256 text NOT NULL,
        storage_key   text NOT NULL,
        content_type  text NOT NULL,
        width         integer NOT NULL,
        height        integer NOT NULL,
        bytes         integer NOT NULL,
        received_at   timestamptz NOT NULL,
        UNIQUE (lead_id, source_sha256)
      );
    `,
  },
  {
    version: 12,
    name: 'photos not kept',
    sql: `ALTER TABLE leads ADD COLUMN photos_not_kept text;`,
  },
]

/** Builds, in a SQLite file opened with node:sqlite, the earlier release's schema up to `version`, recorded as it recorded it. */
export function applyReleaseSqlite(db: DatabaseSync, version = 12): void {
  db.exec('CREATE TABLE schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)')
  for (const migration of releaseSqliteMigrations.filter((each) => each.version <= version)) {
    db.exec(migration.sql)
    db.prepare('INSERT INTO schema_migrations VALUES (?, ?, ?)').run(migration.version, migration.name, new Date().toISOString())
  }
}

/** The same on PostgreSQL, in the schema first on the client's search path. */
export async function applyReleasePostgres(client: pg.ClientBase, version = 12): Promise<void> {
  await client.query('CREATE TABLE schema_migrations (version integer PRIMARY KEY, name text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())')
  for (const migration of releasePostgresMigrations.filter((each) => each.version <= version)) {
    await client.query(migration.sql)
    await client.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [migration.version, migration.name])
  }
}

/** A lead's row as the earlier release wrote it to SQLite (named parameters), without the columns of later migrations. */
export function releaseSqliteLeadRow(id: string, lead: NewLead, omit: readonly string[] = []): Record<string, SQLInputValue> {
  // Named as the database names the columns.
  const values: Record<string, unknown> = Object.fromEntries(
    Object.entries(leadValues(id, lead, false)).map(([key, value]) => [key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`), value]),
  )
  for (const column of ['capped', 'language', ...omit]) delete values[column]
  return Object.fromEntries(
    Object.entries(values).map(([column, value]) => [
      column,
      value instanceof Date
        ? value.toISOString()
        : typeof value === 'boolean'
          ? Number(value)
          : Array.isArray(value)
            ? JSON.stringify(value)
            : (value as SQLInputValue),
    ]),
  )
}

/** The insert of such a row. */
export function insertReleaseSqliteLead(db: DatabaseSync, row: Record<string, SQLInputValue>): void {
  const columns = Object.keys(row)
  db.prepare(`INSERT INTO leads (${columns.join(', ')}) VALUES (${columns.map((column) => `@${column}`).join(', ')})`).run(row)
}

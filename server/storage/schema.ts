import type { ColumnType, Generated } from 'kysely'

// Where the engines store a value differently the column takes both forms.
type Instant = ColumnType<Date | string, Date | string, Date | string>
type Flag = ColumnType<boolean | number, boolean, boolean>
type Json = ColumnType<unknown, string, string>
type Identity = ColumnType<number | string, never, never>

export interface LeadsTable {
  id: string
  submission_id: string
  received_at: Instant
  spam: Flag
  first_name: string
  last_name: string
  full_name: string
  email: string
  phone: string
  services: ColumnType<string[] | string, string[], string[]>
  address: string
  street_address: string
  city: string
  zip_code: string
  state: string
  project_details: string
  page: string
  form_type: string
  utm_source: string | null
  utm_medium: string | null
  utm_campaign: string | null
  submitted_at: string
  consent: Flag
  estimate: Json | null
  status: Generated<string>
  status_changed_at: Instant | null
  answered_at: Instant | null
  answered_via: string | null
  capped: ColumnType<boolean | number, boolean | undefined, boolean>
  digest_job: ColumnType<number | string | null, number | null | undefined, number | null>
  visit_preference: Json | null
  visit_slot_day: string | null
  visit_slot_part: string | null
  visit_slot_sequence: Generated<number>
  visit_slot_confirmed_at: Instant | null
  photos_not_kept: string | null
}

export interface OutboxTable {
  id: Identity
  lead_id: string
  channel: string
  status: Generated<string>
  attempts: Generated<number>
  next_attempt_at: Instant
  locked_by: string | null
  locked_until: Instant | null
  last_error: string | null
  created_at: Instant
  updated_at: Instant
  recipient: string | null
}

export interface DeliveryAttemptsTable {
  id: Identity
  lead_id: string
  channel: string
  attempt: number
  at: Instant
  outcome: string
  error: string | null
}

export interface ServerStateTable {
  key: string
  value: string
  updated_at: Instant
}

export interface OwnerUsersTable {
  id: Identity
  email: string
  password_hash: string
  created_at: Instant
  failed_logins: Generated<number>
  locked_until: Instant | null
}

export interface OwnerSessionsTable {
  id: string
  user_id: number | null
  data: string
  expires_at: Instant
}

export interface AuditLogTable {
  id: Identity
  at: Instant
  actor: string
  action: string
  lead_id: string | null
  detail: string | null
  client: string | null
  user_agent: string | null
}

export interface LeadNotesTable {
  id: Identity
  lead_id: string
  at: Instant
  author: string
  text: string
}

export interface PushSubscriptionsTable {
  id: Identity
  owner_id: number
  endpoint: string
  p256dh: string
  auth: string
  created_at: Instant
}

export interface LoginAttemptsTable {
  address_key: string
  network: string
  window_start: Instant
  attempts: number
}

export interface LeadPhotosTable {
  id: string
  lead_id: string
  position: number
  source_sha256: string
  storage_key: string
  content_type: string
  width: number
  height: number
  bytes: number
  received_at: Instant
}

export interface Database {
  leads: LeadsTable
  outbox: OutboxTable
  delivery_attempts: DeliveryAttemptsTable
  server_state: ServerStateTable
  owner_users: OwnerUsersTable
  owner_sessions: OwnerSessionsTable
  audit_log: AuditLogTable
  lead_notes: LeadNotesTable
  push_subscriptions: PushSubscriptionsTable
  login_attempts: LoginAttemptsTable
  lead_photos: LeadPhotosTable
}

import type { ColumnType, Generated } from 'kysely'

// Where the engines store a value differently the column takes both forms.
type Instant = ColumnType<Date | string, Date | string, Date | string>
type Flag = ColumnType<boolean | number, boolean, boolean>
type Json = ColumnType<unknown, string, string>
type Identity = ColumnType<number | string, never, never>

// The columns are snake_case in the database: CamelCasePlugin (engines.ts) maps the names both ways.
export interface Database {
  leads: {
    id: string
    submissionId: string
    receivedAt: Instant
    spam: Flag
    firstName: string
    lastName: string
    fullName: string
    email: string
    phone: string
    services: ColumnType<string[] | string, string[], string[]>
    address: string
    streetAddress: string
    city: string
    zipCode: string
    state: string
    projectDetails: string
    page: string
    formType: string
    utmSource: string | null
    utmMedium: string | null
    utmCampaign: string | null
    submittedAt: string
    consent: Flag
    estimate: Json | null
    status: Generated<string>
    statusChangedAt: Instant | null
    answeredAt: Instant | null
    answeredVia: string | null
    capped: ColumnType<boolean | number, boolean | undefined, boolean>
    digestJob: ColumnType<number | string | null, number | null | undefined, number | null>
    visitPreference: Json | null
    visitSlotDay: string | null
    visitSlotPart: string | null
    visitSlotSequence: Generated<number>
    visitSlotConfirmedAt: Instant | null
    photosNotKept: string | null
    reviewOpenedAt: Instant | null
    language: Generated<string>
  }
  outbox: {
    id: Identity
    leadId: string
    channel: string
    status: Generated<string>
    attempts: Generated<number>
    nextAttemptAt: Instant
    lockedBy: string | null
    lockedUntil: Instant | null
    lastError: string | null
    createdAt: Instant
    updatedAt: Instant
    recipient: string | null
  }
  delivery_attempts: {
    id: Identity
    leadId: string
    channel: string
    attempt: number
    at: Instant
    outcome: string
    error: string | null
  }
  review_suppressions: {
    recipient: string
    at: Instant
  }
  server_state: {
    key: string
    value: string
    updatedAt: Instant
  }
  owner_users: {
    id: Identity
    email: string
    passwordHash: string
    createdAt: Instant
  }
  owner_sessions: {
    id: string
    userId: number | null
    data: string
    expiresAt: Instant
  }
  audit_log: {
    id: Identity
    at: Instant
    actor: string
    action: string
    leadId: string | null
    detail: string | null
    client: string | null
    userAgent: string | null
  }
  status_changes: {
    id: Identity
    leadId: string
    at: Instant
    fromStatus: string
    toStatus: string
    actor: string
  }
  lead_notes: {
    id: Identity
    leadId: string
    at: Instant
    author: string
    text: string
  }
  push_subscriptions: {
    id: Identity
    ownerId: number
    endpoint: string
    // What the payload is encrypted to.
    p256dh: string
    auth: string
    createdAt: Instant
  }
  login_attempts: {
    addressKey: string
    network: string
    windowStart: Instant
    attempts: number
  }
  lead_photos: {
    id: string
    leadId: string
    position: number
    // The same upload again is this photo.
    sourceSha256: string
    storageKey: string
    contentType: string
    width: number
    height: number
    bytes: number
    receivedAt: Instant
  }
}

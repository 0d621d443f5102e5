/**
 * The photos a lead came with, as the database records them: where each one is kept (a key in
 * the photo store, server/photos/photo-store.ts) and what it is. The files themselves are never
 * in the database. Both databases implement it (lead-photos-sqlite.ts, lead-photos-postgres.ts);
 * a lead's photo rows are erased with the lead (owner-store-*.ts).
 */
export interface LeadPhoto {
  id: string
  leadId: string
  /** Its place among the lead's photos, from 0, in the order they were sent. */
  position: number
  /** SHA-256 (hex) of the bytes as received: the same upload again is this photo. */
  sourceSha256: string
  storageKey: string
  contentType: string
  width: number
  height: number
  bytes: number
  /** ISO 8601. */
  receivedAt: string
}

export interface LeadPhotos {
  /** Records a photo unless the lead has one from the same upload; false: it had (nothing written). */
  add(photo: LeadPhoto): Promise<boolean>
  /** The source hashes the lead's photos came from: what a retried submission need not store again. */
  sourcesOf(leadId: string): Promise<Set<string>>
  list(leadId: string): Promise<LeadPhoto[]>
  get(leadId: string, photoId: string): Promise<LeadPhoto | undefined>
  count(leadId: string): Promise<number>
}

const toIso = (value: unknown) => (value instanceof Date ? value.toISOString() : String(value))

export function rowToLeadPhoto(row: Record<string, unknown>): LeadPhoto {
  return {
    id: String(row.id),
    leadId: String(row.lead_id),
    position: Number(row.position),
    sourceSha256: String(row.source_sha256),
    storageKey: String(row.storage_key),
    contentType: String(row.content_type),
    width: Number(row.width),
    height: Number(row.height),
    bytes: Number(row.bytes),
    receivedAt: toIso(row.received_at),
  }
}

export const leadPhotoColumns = [
  'id',
  'lead_id',
  'position',
  'source_sha256',
  'storage_key',
  'content_type',
  'width',
  'height',
  'bytes',
  'received_at',
] as const

export function leadPhotoRow(photo: LeadPhoto): unknown[] {
  return [
    photo.id,
    photo.leadId,
    photo.position,
    photo.sourceSha256,
    photo.storageKey,
    photo.contentType,
    photo.width,
    photo.height,
    photo.bytes,
    photo.receivedAt,
  ]
}

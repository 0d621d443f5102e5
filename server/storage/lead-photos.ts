import { toIso } from './lead-repository.ts'
import type { Row, Sql } from './sql.ts'

/**
 * The photos a lead came with, as the database records them: where each one is kept (a key in
 * the photo store, server/photos/photo-store.ts) and what it is. The files themselves are never
 * in the database. One implementation serves both databases (SqlLeadPhotos);
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
  /** Records why photos the request carried were not kept (the first reason stays): the owner is told. */
  noteNotKept(leadId: string, reason: string): Promise<void>
  /** Why some of the lead's photos were not kept, or undefined. */
  notKeptOf(leadId: string): Promise<string | undefined>
}

export function rowToLeadPhoto(row: Row): LeadPhoto {
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

/** The lead photo records of either database (see LeadPhotos). */
export class SqlLeadPhotos implements LeadPhotos {
  constructor(private readonly sql: Sql) {}

  async add(photo: LeadPhoto) {
    const { id, leadId, position, sourceSha256, storageKey, contentType, width, height, bytes, receivedAt } = photo
    const inserted = await this.sql.run(
      `INSERT INTO lead_photos (id, lead_id, position, source_sha256, storage_key, content_type, width, height, bytes, received_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) ON CONFLICT (lead_id, source_sha256) DO NOTHING`,
      [id, leadId, position, sourceSha256, storageKey, contentType, width, height, bytes, receivedAt],
    )
    return inserted > 0
  }

  async sourcesOf(leadId: string) {
    const rows = await this.sql.all('SELECT source_sha256 FROM lead_photos WHERE lead_id = $1', [leadId])
    return new Set(rows.map((row) => String(row.source_sha256)))
  }

  async list(leadId: string) {
    return (await this.sql.all('SELECT * FROM lead_photos WHERE lead_id = $1 ORDER BY position, received_at, id', [leadId])).map(rowToLeadPhoto)
  }

  async get(leadId: string, photoId: string) {
    const [row] = await this.sql.all('SELECT * FROM lead_photos WHERE lead_id = $1 AND id = $2', [leadId, photoId])
    return row ? rowToLeadPhoto(row) : undefined
  }

  async count(leadId: string) {
    const [row] = await this.sql.all('SELECT count(*) AS n FROM lead_photos WHERE lead_id = $1', [leadId])
    return Number(row!.n)
  }

  async noteNotKept(leadId: string, reason: string) {
    await this.sql.run('UPDATE leads SET photos_not_kept = $2 WHERE id = $1 AND photos_not_kept IS NULL', [leadId, reason])
  }

  async notKeptOf(leadId: string) {
    const [row] = await this.sql.all('SELECT photos_not_kept FROM leads WHERE id = $1', [leadId])
    return typeof row?.photos_not_kept === 'string' ? row.photos_not_kept : undefined
  }
}

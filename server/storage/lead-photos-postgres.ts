import type pg from 'pg'
import { leadPhotoColumns, leadPhotoRow, rowToLeadPhoto, type LeadPhoto, type LeadPhotos } from './lead-photos.ts'

/** The lead photo records in PostgreSQL (see LeadPhotos). */
export class PostgresLeadPhotos implements LeadPhotos {
  constructor(private readonly pool: pg.Pool) {}

  async add(photo: LeadPhoto) {
    const placeholders = leadPhotoColumns.map((_, index) => `$${index + 1}`).join(', ')
    const result = await this.pool.query(
      `INSERT INTO lead_photos (${leadPhotoColumns.join(', ')}) VALUES (${placeholders}) ON CONFLICT (lead_id, source_sha256) DO NOTHING`,
      leadPhotoRow(photo),
    )
    return (result.rowCount ?? 0) > 0
  }

  async sourcesOf(leadId: string) {
    const { rows } = await this.pool.query<{ source_sha256: string }>('SELECT source_sha256 FROM lead_photos WHERE lead_id = $1', [leadId])
    return new Set(rows.map((row) => row.source_sha256))
  }

  async list(leadId: string) {
    const { rows } = await this.pool.query('SELECT * FROM lead_photos WHERE lead_id = $1 ORDER BY position, received_at, id', [leadId])
    return rows.map(rowToLeadPhoto)
  }

  async get(leadId: string, photoId: string) {
    const { rows } = await this.pool.query('SELECT * FROM lead_photos WHERE lead_id = $1 AND id = $2', [leadId, photoId])
    return rows[0] ? rowToLeadPhoto(rows[0]) : undefined
  }

  async count(leadId: string) {
    const { rows } = await this.pool.query<{ n: string }>('SELECT count(*) AS n FROM lead_photos WHERE lead_id = $1', [leadId])
    return Number(rows[0]!.n)
  }
}

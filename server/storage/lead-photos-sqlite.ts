import { leadPhotoColumns, leadPhotoRow, rowToLeadPhoto, type LeadPhoto, type LeadPhotos } from './lead-photos.ts'
import type { SqliteDatabase } from './sqlite-driver.ts'

type Row = Record<string, unknown>

/** The lead photo records in SQLite (see LeadPhotos). */
export class SqliteLeadPhotos implements LeadPhotos {
  constructor(private readonly db: SqliteDatabase) {}

  async add(photo: LeadPhoto) {
    const placeholders = leadPhotoColumns.map(() => '?').join(', ')
    const result = this.db
      .prepare(`INSERT INTO lead_photos (${leadPhotoColumns.join(', ')}) VALUES (${placeholders}) ON CONFLICT (lead_id, source_sha256) DO NOTHING`)
      .run(...leadPhotoRow(photo))
    return result.changes > 0
  }

  async sourcesOf(leadId: string) {
    const rows = this.db.prepare<[string], { source_sha256: string }>('SELECT source_sha256 FROM lead_photos WHERE lead_id = ?').all(leadId)
    return new Set(rows.map((row) => row.source_sha256))
  }

  async list(leadId: string) {
    return this.db.prepare<[string], Row>('SELECT * FROM lead_photos WHERE lead_id = ? ORDER BY position, received_at, id').all(leadId).map(rowToLeadPhoto)
  }

  async get(leadId: string, photoId: string) {
    const row = this.db.prepare<[string, string], Row>('SELECT * FROM lead_photos WHERE lead_id = ? AND id = ?').get(leadId, photoId)
    return row ? rowToLeadPhoto(row) : undefined
  }

  async count(leadId: string) {
    return this.db.prepare<[string], { n: number }>('SELECT count(*) AS n FROM lead_photos WHERE lead_id = ?').get(leadId)!.n
  }
}

import type { Engine } from './engines.ts'
import { changedRows, rowToLeadPhoto } from './rows.ts'

export interface LeadPhoto {
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
  receivedAt: string
}

export type LeadPhotos = ReturnType<typeof leadPhotos>

export function leadPhotos({ db }: Engine) {
  return {
    async add(photo: LeadPhoto) {
      const { id, leadId, position, sourceSha256, storageKey, contentType, width, height, bytes, receivedAt } = photo
      const inserted = await db
        .insertInto('lead_photos')
        .values({
          id,
          lead_id: leadId,
          position,
          source_sha256: sourceSha256,
          storage_key: storageKey,
          content_type: contentType,
          width,
          height,
          bytes,
          received_at: receivedAt,
        })
        .onConflict((conflict) => conflict.columns(['lead_id', 'source_sha256']).doNothing())
        .executeTakeFirst()
      return changedRows(inserted) > 0
    },
    async sourcesOf(leadId: string) {
      const rows = await db.selectFrom('lead_photos').select('source_sha256').where('lead_id', '=', leadId).execute()
      return new Set(rows.map((row) => row.source_sha256))
    },
    async list(leadId: string) {
      const rows = await db
        .selectFrom('lead_photos')
        .selectAll()
        .where('lead_id', '=', leadId)
        .orderBy('position')
        .orderBy('received_at')
        .orderBy('id')
        .execute()
      return rows.map(rowToLeadPhoto)
    },
    async get(leadId: string, photoId: string) {
      const row = await db.selectFrom('lead_photos').selectAll().where('lead_id', '=', leadId).where('id', '=', photoId).executeTakeFirst()
      return row ? rowToLeadPhoto(row) : undefined
    },
    async count(leadId: string) {
      const row = await db
        .selectFrom('lead_photos')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('lead_id', '=', leadId)
        .executeTakeFirstOrThrow()
      return Number(row.n)
    },
    async noteNotKept(leadId: string, reason: string) {
      await db.updateTable('leads').set({ photos_not_kept: reason }).where('id', '=', leadId).where('photos_not_kept', 'is', null).execute()
    },
    async notKeptOf(leadId: string) {
      const row = await db.selectFrom('leads').select('photos_not_kept').where('id', '=', leadId).executeTakeFirst()
      return row?.photos_not_kept ?? undefined
    },
  }
}

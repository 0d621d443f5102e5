import type { Engine } from './engines.ts'
import { changedRows, rowToLeadPhoto } from './rows.ts'

export type LeadPhoto = ReturnType<typeof rowToLeadPhoto>
export type LeadPhotos = ReturnType<typeof leadPhotos>

export function leadPhotos({ db }: Engine) {
  return {
    async add(photo: LeadPhoto) {
      const inserted = await db
        .insertInto('lead_photos')
        .values(photo)
        .onConflict((conflict) => conflict.columns(['leadId', 'sourceSha256']).doNothing())
        .executeTakeFirst()
      return changedRows(inserted) > 0
    },
    async sourcesOf(leadId: string) {
      const rows = await db.selectFrom('lead_photos').select('sourceSha256').where('leadId', '=', leadId).execute()
      return new Set(rows.map((row) => row.sourceSha256))
    },
    async list(leadId: string) {
      const rows = await db.selectFrom('lead_photos').selectAll().where('leadId', '=', leadId).orderBy('position').orderBy('receivedAt').orderBy('id').execute()
      return rows.map(rowToLeadPhoto)
    },
    async get(leadId: string, photoId: string) {
      const row = await db.selectFrom('lead_photos').selectAll().where('leadId', '=', leadId).where('id', '=', photoId).executeTakeFirst()
      return row ? rowToLeadPhoto(row) : undefined
    },
    async count(leadId: string) {
      const row = await db
        .selectFrom('lead_photos')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('leadId', '=', leadId)
        .executeTakeFirstOrThrow()
      return Number(row.n)
    },
    async noteNotKept(leadId: string, reason: string) {
      await db.updateTable('leads').set({ photosNotKept: reason }).where('id', '=', leadId).where('photosNotKept', 'is', null).execute()
    },
    async notKeptOf(leadId: string) {
      const row = await db.selectFrom('leads').select('photosNotKept').where('id', '=', leadId).executeTakeFirst()
      return row?.photosNotKept ?? undefined
    },
  }
}

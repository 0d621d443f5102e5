import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import sharp from 'sharp'
import { adminSchemas } from './admin-schemas.ts'

export const leadPhotoPath = '/admin/leads/:id/photos/:photoId'

export const leadPhotoUrl = (leadId: string, photoId: string, size?: 'thumb') => `/admin/leads/${leadId}/photos/${photoId}${size ? `?size=${size}` : ''}`

const thumbnailSide = 320

// Never cached, so a shared computer keeps nothing after sign-out.
export const photoRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(leadPhotoPath, { schema: adminSchemas.photo, preHandler: app.requireOwner }, async (request, reply) => {
    const { id, photoId } = request.params
    const photo = await app.repository.photos.get(id, photoId).catch(() => undefined)
    const bytes = photo && (await app.leadPhotos.store.read(photo.storageKey))
    if (!photo || !bytes) return reply.adminMessage(404, 'Not found', 'There is no such photo (its request may have been deleted).')
    const body =
      request.query.size === 'thumb'
        ? await sharp(bytes).resize({ width: thumbnailSide, height: thumbnailSide, fit: 'inside', withoutEnlargement: true }).jpeg({ quality: 75 }).toBuffer()
        : bytes
    return reply
      .header('cache-control', 'no-store')
      .header('content-disposition', `inline; filename="photo-${photo.position + 1}.jpg"`)
      .header('x-content-type-options', 'nosniff')
      .type(photo.contentType)
      .send(body)
  })
}

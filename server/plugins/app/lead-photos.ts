import { randomUUID } from 'node:crypto'
import fs from 'node:fs/promises'
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify'
import fastifyPlugin from 'fastify-plugin'
import { photoRules } from '#lead/photo-rules.ts'
import { clientNetwork } from '#server/admin/login-throttle.ts'
import type { ServerConfig } from '#server/config.ts'
import { PhotoBucket } from '#server/photos/photo-bucket.ts'
import { PhotoFolder } from '#server/photos/photo-folder.ts'
import { PhotoAllowance } from '#server/photos/photo-allowance.ts'
import { photoKey, type PhotoStore } from '#server/photos/photo-store.ts'
import { storedPhotoType } from '#server/photos/prepare-photo.ts'
import { readQuoteMultipart, type QuoteMultipart, type ReceivedPhoto } from '#server/photos/read-quote-multipart.ts'
import { isMultipart } from '#server/routes/native-quote.ts'

declare module 'fastify' {
  interface FastifyInstance {
    leadPhotos: Awaited<ReturnType<typeof openLeadPhotos>>
  }
}

type KeyField = Parameters<typeof readQuoteMultipart>[1]['keyField']
type Options = { photos: ServerConfig['photos']; store?: PhotoStore }

export function photoStoreFor(photos: ServerConfig['photos']): PhotoStore {
  return photos.s3 ? new PhotoBucket(photos.s3) : new PhotoFolder(photos.dir)
}

async function openLeadPhotos(app: FastifyInstance, options: Options) {
  const store = options.store ?? photoStoreFor(options.photos)
  const records = app.repository.photos
  // What a crash or a cut connection left half prepared belongs to no request any more.
  await fs.rm(options.photos.workDir, { recursive: true, force: true })
  const folders = options.photos.s3 ? [options.photos.workDir] : [options.photos.workDir, options.photos.dir]
  for (const folder of folders) await fs.mkdir(folder, { recursive: true, mode: 0o700 })
  const allowance = new PhotoAllowance({ ...options.photos.budgets, folders })

  // A retry's photos are skipped by their bytes.
  async function attach(leadId: string, photos: readonly ReceivedPhoto[], receivedAt: Date) {
    const known = await records.sourcesOf(leadId)
    let added = 0
    for (const { file, ...photo } of photos) {
      if (known.has(photo.sourceSha256) || known.size >= photoRules.maxPhotos) continue
      const id = randomUUID()
      const key = photoKey(leadId, id)
      await store.put(key, file, storedPhotoType)
      const recorded = await records.add({
        ...photo,
        id,
        leadId,
        position: known.size,
        storageKey: key,
        contentType: storedPhotoType,
        receivedAt: receivedAt.toISOString(),
      })
      known.add(photo.sourceSha256)
      if (!recorded) await store.remove(key)
      else added++
    }
    return added
  }

  // A multipart post's photos, read part by part under its network's budget, which is always given back.
  async function withUpload<T>(request: FastifyRequest, keyField: KeyField | undefined, handle: (upload?: QuoteMultipart) => Promise<T>): Promise<T> {
    if (!isMultipart(request)) return handle()
    // By network: an IPv6 host holds a whole /64 to rotate through.
    const admission = await allowance.admit(clientNetwork(request.ip))
    let upload: QuoteMultipart | undefined
    try {
      const { limits, workDir } = options.photos
      upload = await readQuoteMultipart(request, { limits, workDir, refused: admission.ok ? undefined : admission.reason, keyField })
      return await handle(upload)
    } finally {
      if (admission.ok) admission.release(upload?.photos.reduce((sum, photo) => sum + photo.bytes, 0) ?? 0)
      await upload?.discard()
    }
  }

  return { store, limits: options.photos.limits, workDir: options.photos.workDir, allowance, attach, withUpload }
}

const leadPhotosPlugin: FastifyPluginAsync<Options> = async (app, options) => {
  app.decorate('leadPhotos', await openLeadPhotos(app, options))
}

export const leadPhotos = fastifyPlugin(leadPhotosPlugin, { name: 'lead-photos', decorators: { fastify: ['repository'] } })

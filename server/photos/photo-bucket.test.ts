import exifr from 'exifr'
import sharp from 'sharp'
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { leadPayload } from '../testing/fixtures.ts'
import { cameraJpeg, plainPng, postLeadWithPhotos, type TestPhoto } from '../testing/photos.ts'
import { startS3Stub } from '../testing/s3-stub.ts'
import { createTestApp, type TestApp } from '../testing/test-app.ts'
import { PhotoBucket } from './photo-bucket.ts'
import { erasePhotosOfErasedLeads } from './photo-store.ts'

let photos: TestPhoto[]
beforeAll(async () => {
  photos = [
    { name: 'IMG_0412.JPG', type: 'image/jpeg', bytes: await cameraJpeg(4000, 3000) },
    { name: 'gate.png', type: 'image/png', bytes: await plainPng(640, 480) },
  ]
})

describe('photos in an S3-compatible bucket (PHOTO_S3_*)', () => {
  let s3: Awaited<ReturnType<typeof startS3Stub>>
  let t: TestApp
  beforeEach(async () => {
    s3 = await startS3Stub('fence-leads')
    t = await createTestApp({
      env: {
        PHOTO_S3_BUCKET: 'fence-leads',
        PHOTO_S3_ENDPOINT: s3.endpoint,
        PHOTO_S3_PATH_STYLE: 'true',
        PHOTO_S3_ACCESS_KEY_ID: 'test-key',
        PHOTO_S3_SECRET_ACCESS_KEY: 'test-secret',
      },
    })
  })
  afterEach(async () => {
    await t.close()
    await s3.close()
  })

  it('stores each photo once under the prefix, without metadata, and erases them with their lead', async () => {
    expect(t.app.leadPhotos.store).toBeInstanceOf(PhotoBucket)
    const lead = leadPayload()
    const first = await postLeadWithPhotos(t.app, lead, photos)
    expect(first.statusCode).toBe(201)
    // The answer was lost; the form sends the same request again.
    expect((await postLeadWithPhotos(t.app, lead, photos)).statusCode).toBe(200)

    const { id } = first.json() as { id: string }
    const keys = [...s3.objects.keys()]
    expect(keys).toHaveLength(2)
    for (const key of keys) expect(key).toMatch(new RegExp(`^lead-photos/${id}/[0-9a-f-]{36}\\.jpg$`))
    const stored = [...s3.objects.values()]
    expect(stored.map((object) => object.contentType)).toEqual(['image/jpeg', 'image/jpeg'])
    const sizes = await Promise.all(stored.map(async (object) => (await sharp(object.body).metadata()).width))
    expect(sizes.sort()).toEqual([2048, 640])
    expect(await exifr.parse(stored[0]!.body)).toBeUndefined()

    const [record] = await t.repository.photos.list(id)
    expect(await t.app.leadPhotos.store.read(record!.storageKey)).toEqual(s3.objects.get(`lead-photos/${record!.storageKey}`)!.body)
    expect(await t.app.leadPhotos.store.leadIds()).toEqual([id])

    await t.repository.owner.deleteLead(id)
    expect(await erasePhotosOfErasedLeads(t.app.leadPhotos.store, async (leadId) => (await t.repository.getLead(leadId)) !== undefined)).toBe(2)
    expect(s3.objects.size).toBe(0)
    expect(await t.app.leadPhotos.store.read(record!.storageKey)).toBeUndefined()
  })
})

import fs from 'node:fs'
import path from 'node:path'
import exifr from 'exifr'
import sharp from 'sharp'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { photoMessages } from '#lead/photo-messages.ts'
import { filledContactForm } from '../testing/contact-page.ts'
import { quoteFormText } from '../testing/page-text.ts'
import { testDatabases } from '../testing/databases.ts'
import { leadPayload } from '../testing/fixtures.ts'
import { cameraJpeg, formWithPhotos, hugePngHeader, multipartBody, pdfBytes, plainPng, postLeadWithPhotos, type TestPhoto } from '../testing/photos.ts'
import { createTestApp, recordingNotifications, type TestApp } from '../testing/test-app.ts'
import type { PhotoFolder } from './photo-folder.ts'

/** The form posted by a browser without JavaScript: multipart, as its photo field makes it. */
async function postNative(t: TestApp, photos: TestPhoto[], fields: Record<string, string | string[]> = filledContactForm) {
  const { body, contentType } = await multipartBody(formWithPhotos(fields, photos))
  return t.app.inject({
    method: 'POST',
    url: '/contact',
    headers: { 'content-type': contentType, accept: 'text/html,application/xhtml+xml', origin: 'http://localhost:3000' },
    payload: body,
  })
}

const filesOn = (root: string) => (fs.existsSync(root) ? fs.readdirSync(root, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile()) : [])

let camera: TestPhoto
let small: TestPhoto
beforeAll(async () => {
  camera = { name: 'IMG_0412.JPG', type: 'image/jpeg', bytes: await cameraJpeg(4000, 3000) }
  small = {
    name: 'gate.png',
    type: 'image/png',
    bytes: await plainPng(800, 600),
  }
})

describe.each(testDatabases)('photos with a quote request ($name)', (database) => {
  let t: TestApp
  let root: string
  let created: Awaited<ReturnType<typeof database.create>>
  beforeEach(async () => {
    created = await database.create()
    t = await createTestApp({ repository: await created.open(), notifications: recordingNotifications(['email']).notifications })
    root = (t.app.leadPhotos.store as PhotoFolder).root
  })
  afterEach(async () => {
    await t.close()
    await created.dispose()
  })

  it('stores both photos of a form posted without JavaScript, re-encoded within 2048 px and without EXIF, files 0600', async () => {
    const response = await postNative(t, [camera, small])
    expect(response.statusCode).toBe(201)
    expect(quoteFormText(response.body)).toContain('Thank You!')

    const [lead] = await t.repository.listLeads()
    const photos = await t.repository.photos.list(lead!.id)
    expect(photos.map((photo) => [photo.position, photo.width, photo.height, photo.contentType])).toEqual([
      [0, 2048, 1536, 'image/jpeg'],
      [1, 800, 600, 'image/jpeg'],
    ])
    const files = filesOn(root)
    expect(files).toHaveLength(2)
    for (const file of files) {
      const full = path.join(file.parentPath, file.name)
      expect(fs.statSync(full).mode & 0o777).toBe(0o600)
      expect(await exifr.parse(full)).toBeUndefined()
      expect(Math.max((await sharp(full).metadata()).width, (await sharp(full).metadata()).height)).toBeLessThanOrEqual(2048)
    }
    // Nothing is left in the work folder (cleared once the answer is sent).
    await vi.waitFor(() => expect(filesOn(t.app.leadPhotos.workDir)).toEqual([]))
  })

  it('stores each photo once when a submission whose answer was lost is sent again', async () => {
    const lead = leadPayload()
    const first = await postLeadWithPhotos(t.app, lead, [camera, small])
    expect(first.statusCode).toBe(201)
    const again = await postLeadWithPhotos(t.app, lead, [camera, small])
    expect(again.statusCode).toBe(200)
    expect(again.json()).toEqual(first.json())

    const id = (first.json() as { id: string }).id
    expect(await t.repository.photos.count(id)).toBe(2)
    expect(filesOn(root)).toHaveLength(2)
  })

  it('stores the lead without a renamed PDF, a 40 MB file, a 20,000 × 20,000 PNG or a seventh photo, and the thank-you panel says why', async () => {
    const cases: Array<[TestPhoto[], string, number]> = [
      [[small, { name: 'quote.jpg', type: 'image/jpeg', bytes: pdfBytes }], photoMessages.notAPhoto('quote.jpg'), 1],
      [[{ name: 'notes.jpg', type: 'image/jpeg', bytes: pdfBytes }, camera], photoMessages.notAPhoto('notes.jpg'), 1],
      [[{ name: 'huge.jpg', type: 'image/jpeg', bytes: Buffer.alloc(40 * 1024 * 1024, 0xff) }], photoMessages.tooLarge('huge.jpg', t.app.leadPhotos.limits), 0],
      [
        [{ name: 'yard.png', type: 'image/png', bytes: hugePngHeader(20_000, 20_000) }],
        photoMessages.tooManyPixels('yard.png', t.app.leadPhotos.limits.maxPixels),
        0,
      ],
      [Array.from({ length: 7 }, (_, index) => ({ ...small, bytes: Buffer.concat([small.bytes, Buffer.from([index])]) })), photoMessages.tooMany, 6],
    ]
    for (const [index, [photos, message, kept]] of cases.entries()) {
      const email = `maria${index}@example.com`
      const response = await postNative(t, photos, { ...filledContactForm, email })
      expect(response.statusCode).toBe(201)
      const answer = quoteFormText(response.body)
      expect(answer).toContain('Thank You!')
      expect(answer).toContain('not all of your photos could be uploaded')
      expect(answer).toContain(message)

      const lead = (await t.repository.listLeads()).find((stored) => stored.email === email)
      expect(lead).toBeDefined()
      expect(await t.repository.photos.count(lead!.id)).toBe(kept)
      expect(await t.repository.photos.notKeptOf(lead!.id)).toBe(`a file was refused: ${message}`)
    }
    expect(filesOn(root)).toHaveLength(8)
    await vi.waitFor(() => expect(filesOn(t.app.leadPhotos.workDir)).toEqual([]))
  })

  it("stores the script's upload with a refused photo, and says in JSON that its photos were not kept", async () => {
    const response = await postLeadWithPhotos(t.app, leadPayload(), [{ name: 'scan.webp', type: 'image/webp', bytes: pdfBytes }])
    expect(response.statusCode).toBe(201)
    const { id, photosLost } = response.json() as { id: string; photosLost?: boolean }
    expect(photosLost).toBe(true)
    expect(await t.repository.photos.count(id)).toBe(0)
    expect(await t.repository.photos.notKeptOf(id)).toBe(`a file was refused: ${photoMessages.notAPhoto('scan.webp')}`)
  })
})

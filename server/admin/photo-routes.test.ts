import fs from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { purgeExpiredLeads } from './retention.ts'
import type { PhotoFolder } from '../photos/photo-folder.ts'
import { testDatabases } from '../testing/databases.ts'
import { leadPayload } from '../testing/fixtures.ts'
import { cookieOf, csrfOf } from '../testing/inbox-forms.ts'
import { pageDocument } from '../testing/page-text.ts'
import { cameraJpeg, plainPng, postLeadWithPhotos, type TestPhoto } from '../testing/photos.ts'
import { createTestApp, recordingNotifications, type TestApp } from '../testing/test-app.ts'
import { hashPassword } from './passwords.ts'

const email = 'owner@example.com'
const password = 'correct horse battery staple'
const form = { 'content-type': 'application/x-www-form-urlencoded' }
/** What Chromium sends for an <img> of an inbox page. */
const imageRequest = { 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'no-cors', 'sec-fetch-dest': 'image' }

let photos: TestPhoto[]
beforeAll(async () => {
  photos = [
    { name: 'IMG_0412.JPG', type: 'image/jpeg', bytes: await cameraJpeg(4000, 3000) },
    { name: 'gate.png', type: 'image/png', bytes: await plainPng(800, 600) },
  ]
})

describe.each(testDatabases)("a lead's photos in the inbox ($name)", (database) => {
  let db: Awaited<ReturnType<typeof database.create>>
  let t: TestApp
  let leadId: string
  let root: string

  beforeEach(async () => {
    db = await database.create()
    t = await createTestApp({ repository: await db.open(), env: { ADMIN_LOCAL_HTTP: 'true' }, notifications: recordingNotifications().notifications })
    await t.repository.owner.createOwner(email, await hashPassword(password), new Date())
    const response = await postLeadWithPhotos(t.app, leadPayload(), photos)
    leadId = (response.json() as { id: string }).id
    root = (t.app.leadPhotos.store as PhotoFolder).root
  })
  afterEach(async () => {
    await t.close()
    await db.dispose()
  })

  async function logIn() {
    const loginPage = await t.app.inject({ url: '/admin/login' })
    const response = await t.app.inject({
      method: 'POST',
      url: '/admin/login',
      headers: { ...form, cookie: cookieOf(loginPage) },
      payload: new URLSearchParams({ _csrf: csrfOf(loginPage), email, password, returnTo: '/admin' }).toString(),
    })
    return cookieOf(response)
  }

  const photoFiles = () => (fs.existsSync(path.join(root, leadId)) ? fs.readdirSync(path.join(root, leadId)) : [])

  it('shows the owner thumbnails that open the photo full size, and answers 401 to anyone signed out', async () => {
    const cookie = await logIn()
    const page = await t.app.inject({ url: `/admin/leads/${leadId}`, headers: { cookie } })
    const inbox = pageDocument(page.body)
    expect(inbox.querySelector('#lead-photos')?.textContent).toBe('Photos (2)')
    const links = [...inbox.querySelectorAll('section[aria-labelledby="lead-photos"] a')].map((link) => {
      const image = link.querySelector('img')!
      return { href: link.getAttribute('href')!, thumb: image.getAttribute('src')!, alt: image.getAttribute('alt') }
    })
    expect(links).toHaveLength(2)
    expect(links[0]!.alt).toBe('Photo 1 of 2, 2048 × 1536 (opens full size)')

    const full = await t.app.inject({ url: links[0]!.href, headers: { cookie } })
    expect(full.statusCode).toBe(200)
    expect(full.headers['content-type']).toBe('image/jpeg')
    expect(full.headers['cache-control']).toBe('no-store')
    expect(await sharp(full.rawPayload).metadata()).toMatchObject({ format: 'jpeg', width: 2048, height: 1536 })

    const thumb = await t.app.inject({ url: links[1]!.thumb, headers: { cookie, ...imageRequest } })
    expect(thumb.statusCode).toBe(200)
    expect(await sharp(thumb.rawPayload).metadata()).toMatchObject({ width: 320, height: 240 })

    for (const url of [links[0]!.href, links[0]!.thumb]) {
      const signedOut = await t.app.inject({ url, headers: imageRequest })
      expect(signedOut.statusCode).toBe(401)
      expect(signedOut.headers['content-type']).toMatch(/^text\/html/)
    }
    // A script's fetch() of a photo, even signed in and from the same origin, gets nothing it could read.
    const fetched = await t.app.inject({
      url: links[0]!.href,
      headers: { cookie, 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'cors', 'sec-fetch-dest': 'empty' },
    })
    expect(fetched.statusCode).toBe(403)
    const otherLead = await t.app.inject({ url: links[0]!.href.replace(leadId, '00000000-0000-4000-8000-000000000000'), headers: { cookie } })
    expect(otherLead.statusCode).toBe(404)
  })

  it('counts the photos in the CSV download', async () => {
    const csv = await t.app.inject({ url: '/admin/leads.csv', headers: { cookie: await logIn() } })
    const [header, row] = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n')
    expect(header!.split(',').at(-1)).toBe('photos')
    expect(row!.split(',').at(-1)).toBe('2')
  })

  it("erases the lead's photo files when the owner deletes the lead", async () => {
    expect(photoFiles()).toHaveLength(2)
    const cookie = await logIn()
    const page = await t.app.inject({ url: `/admin/leads/${leadId}`, headers: { cookie } })
    const deleted = await t.app.inject({
      method: 'POST',
      url: `/admin/leads/${leadId}/delete`,
      headers: { ...form, cookie },
      payload: new URLSearchParams({ _csrf: csrfOf(page), confirm: 'yes' }).toString(),
    })
    expect(deleted.statusCode).toBe(200)
    expect(fs.existsSync(path.join(root, leadId))).toBe(false)
    expect(await t.repository.photos.count(leadId)).toBe(0)
  })

  it('erases the photo files of the leads the retention purge erases', async () => {
    expect(photoFiles()).toHaveLength(2)
    const later = new Date(Date.now() + 4 * 365 * 24 * 3_600_000)
    const lookup = { dir: path.join(root, '..', 'mail'), leadExists: async (id: string) => (await t.repository.getLead(id)) !== undefined }
    expect(await purgeExpiredLeads(t.repository.owner, later, 'test', lookup, t.app.leadPhotos.store)).toBe(1)
    expect(fs.existsSync(path.join(root, leadId))).toBe(false)
  })
})

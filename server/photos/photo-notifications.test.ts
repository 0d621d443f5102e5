import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { loadServerConfig } from '../config.ts'
import { createNotifications } from '../notifications/notifications.ts'
import { webhookBody } from '../notifications/webhook.ts'
import { openSqliteRepository } from '../storage/open-repository.ts'
import { PhotoFolder } from './photo-folder.ts'
import { leadPayload } from '../testing/fixtures.ts'
import { parseMail } from '../testing/mime.ts'
import { plainPng, postLeadWithPhotos } from '../testing/photos.ts'
import { clientKeyHeaders, createTestApp, type TestApp } from '../testing/test-app.ts'

describe("the owner's e-mail about a lead with photos", () => {
  let dataDir: string
  let t: TestApp
  beforeEach(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'photo-mail-'))
    const repository = await openSqliteRepository(path.join(dataDir, 'leads.db'))
    t = await createTestApp({ repository, notifications: createNotifications(loadServerConfig({ DATA_DIR: dataDir }), undefined, undefined, repository) })
  })
  afterEach(async () => {
    await t.close()
    fs.rmSync(dataDir, { recursive: true, force: true })
  })

  const ownerMailText = (id: string) => fs.readFileSync(path.join(dataDir, 'mail', `lead-${id}.email.eml`), 'utf8')
  const ownerMail = (id: string) => parseMail(ownerMailText(id))

  it('says how many photos came and links to the lead in the inbox, without attaching them', async () => {
    const photo = (index: number) => ({ name: `yard-${index}.png`, type: 'image/png', bytes: Buffer.alloc(0) })
    const bytes = await Promise.all([300, 301, 302].map((width) => plainPng(width, 200)))
    const reply = await postLeadWithPhotos(
      t.app,
      leadPayload(),
      bytes.map((png, index) => ({ ...photo(index), bytes: png })),
    )
    const { id } = reply.json() as { id: string }
    await t.app.outbox.runOnce()

    const mail = ownerMail(id)
    const leadUrl = `https://www.lonestarfenceworks.example/admin/leads/${id}`
    expect(mail.text).toContain(`Photos: 3 photos: ${leadUrl}`)
    expect(mail.html).toContain(`<a href="${leadUrl}">3 photos, in the inbox</a>`)
    expect(ownerMailText(id)).not.toMatch(/content-type: image\//i)
  })

  it('counts every photo even when the outbox runs while they are being stored', async () => {
    await t.close()
    let storing = () => {}
    const firstPut = new Promise<void>((resolve) => (storing = resolve))
    let finish = () => {}
    const slow = new Promise<void>((resolve) => (finish = resolve))
    /** A folder that takes its time to store: the outbox runs meanwhile. */
    class SlowFolder extends PhotoFolder {
      override async put(key: string, source: string) {
        storing()
        await slow
        return super.put(key, source)
      }
    }
    const store = new SlowFolder(path.join(dataDir, 'photos'))
    const repository = await openSqliteRepository(path.join(dataDir, 'leads.db'))
    t = await createTestApp({
      repository,
      photoStore: store,
      notifications: createNotifications(loadServerConfig({ DATA_DIR: dataDir }), undefined, undefined, repository),
    })

    const bytes = await Promise.all([300, 301].map((width) => plainPng(width, 200)))
    const posted = postLeadWithPhotos(
      t.app,
      leadPayload(),
      bytes.map((png, index) => ({ name: `yard-${index}.png`, type: 'image/png', bytes: png })),
    )
    await firstPut
    const [lead] = await repository.listLeads()
    await t.app.outbox.runOnce()
    expect(fs.existsSync(path.join(dataDir, 'mail', `lead-${lead!.id}.email.eml`))).toBe(false)

    finish()
    expect((await posted).statusCode).toBe(201)
    await t.app.outbox.runOnce()
    expect(ownerMail(lead!.id).text).toContain('Photos: 2 photos: ')
  })

  it('says nothing of photos when none came', async () => {
    const reply = await t.app.inject({ method: 'POST', url: '/api/leads', headers: clientKeyHeaders, payload: JSON.stringify(leadPayload()) })
    await t.app.outbox.runOnce()
    expect(ownerMail((reply.json() as { id: string }).id).text).not.toContain('Photos:')
  })
})

describe('the webhook payload', () => {
  it('carries how many photos came with the lead', () => {
    const job = {
      id: 7,
      leadId: 'x',
      channel: 'webhook',
      status: 'pending',
      attempts: 1,
      nextAttemptAt: new Date(),
      lastError: null,
      createdAt: new Date(),
      updatedAt: new Date(),
    } as const
    const lead = { id: 'x', services: [], utm: { source: null, medium: null, campaign: null } } as unknown as Parameters<typeof webhookBody>[0]
    expect(JSON.parse(webhookBody(lead, job, 2)).lead.photoCount).toBe(2)
    expect(JSON.parse(webhookBody(lead, job)).lead.photoCount).toBe(0)
  })
})

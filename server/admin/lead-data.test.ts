import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { LightMyRequestResponse } from 'fastify'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { loadServerConfig } from '../config.ts'
import { createNotifications } from '../notifications/notifications.ts'
import { leadPayload, newLead } from '../testing/fixtures.ts'
import { clientKeyHeaders, createTestApp, recordingNotifications, type TestApp } from '../testing/test-app.ts'
import { hashPassword } from './passwords.ts'
import { csrfOf } from '../testing/inbox-forms.ts'

/*
 * What the inbox does with a person's data: a deleted request leaves no e-mail file behind, and a
 * request caught as spam is restored only with an e-mail address that is one.
 */

const email = 'owner@example.com'
const password = 'correct horse battery staple'
// A navigation of the inbox's own pages, as a browser sends it.
const browser = { 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'document', 'sec-fetch-user': '?1' }
const form = { ...browser, 'content-type': 'application/x-www-form-urlencoded', origin: 'http://localhost' }

/** Every cookie the response sets, merged into what the browser holds. */
function withCookies(held: string, response: LightMyRequestResponse): string {
  const jar = new Map(
    held
      .split('; ')
      .filter(Boolean)
      .map((pair) => [pair.split('=')[0]!, pair] as const),
  )
  for (const header of [response.headers['set-cookie'] ?? []].flat()) {
    const pair = String(header).split(';')[0]!
    jar.set(pair.split('=')[0]!, pair)
  }
  return [...jar.values()].join('; ')
}

async function logIn(t: TestApp): Promise<string> {
  const loginPage = await t.app.inject({ url: '/admin/login', headers: browser })
  let cookie = withCookies('', loginPage)
  const response = await t.app.inject({
    method: 'POST',
    url: '/admin/login',
    headers: { ...form, cookie },
    payload: new URLSearchParams({ _csrf: csrfOf(loginPage), email, password, returnTo: '/admin' }).toString(),
  })
  expect(response.statusCode).toBe(303)
  cookie = withCookies(cookie, response)
  return cookie
}

/** Posts one of the lead page's forms, with the page's CSRF token. */
async function postLeadForm(t: TestApp, cookie: string, leadId: string, action: string, fields: Record<string, string> = {}) {
  const detail = await t.app.inject({ url: `/admin/leads/${leadId}`, headers: { ...browser, cookie } })
  return t.app.inject({
    method: 'POST',
    url: `/admin/leads/${leadId}/${action}`,
    headers: { ...form, cookie: withCookies(cookie, detail) },
    payload: new URLSearchParams({ _csrf: csrfOf(detail), ...fields }).toString(),
  })
}

describe('deleting a request in the inbox', () => {
  let dataDir: string
  let t: TestApp

  beforeEach(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'inbox-erase-'))
    const env = { DATA_DIR: dataDir, ADMIN_LOCAL_HTTP: 'true' }
    // Without SMTP, as a default install: each e-mail is a file under DATA_DIR/mail.
    t = await createTestApp({ env, notifications: createNotifications(loadServerConfig(env)) })
    await t.repository.owner.createOwner(email, await hashPassword(password), new Date())
  })
  afterEach(async () => {
    await t.close()
    fs.rmSync(dataDir, { recursive: true, force: true })
  })

  it('erases the e-mails written as files along with the rows, as the page says', async () => {
    const post = (payload: object) => t.app.inject({ method: 'POST', url: '/api/leads', headers: clientKeyHeaders, payload: JSON.stringify(payload) })
    const { id } = (await post(leadPayload())).json()
    const { id: otherId } = (await post(leadPayload({ email: 'someone.else@example.com' }))).json()
    while ((await t.app.outbox.runOnce()) > 0);
    const mailDir = path.join(dataDir, 'mail')
    const filesOf = (leadId: string) => fs.readdirSync(mailDir).filter((file) => file.includes(leadId))
    expect(filesOf(id)).toEqual([`lead-${id}.confirmation.eml`, `lead-${id}.email.eml`])

    const cookie = await logIn(t)
    const deleted = await postLeadForm(t, cookie, id, 'delete', { confirm: 'yes' })
    expect(deleted.statusCode).toBe(200)
    expect(deleted.body).toContain('are deleted')
    expect(await t.repository.getLead(id)).toBeUndefined()
    expect(filesOf(id)).toEqual([])
    expect(filesOf(otherId)).toHaveLength(2)
  })
})

describe('restoring a request caught as spam', () => {
  let t: TestApp

  beforeEach(async () => {
    t = await createTestApp({ env: { ADMIN_LOCAL_HTTP: 'true' }, notifications: recordingNotifications(['email', 'webhook']).notifications })
    await t.repository.owner.createOwner(email, await hashPassword(password), new Date())
  })
  afterEach(() => t.close())

  it('checks the e-mail address again: a spam row keeps what the bot sent, which must not become a Reply-To', async () => {
    const cookie = await logIn(t)
    const bad = (await t.repository.saveLead(newLead({ spam: true, email: 'a@b.co?bcc=everyone@example.com' }), [])).id
    const refused = await postLeadForm(t, cookie, bad, 'genuine')
    expect(refused.statusCode).toBe(422)
    expect(refused.body).toContain('not a valid e-mail address')
    expect(await t.repository.getLead(bad)).toMatchObject({ spam: true })
    expect(await t.repository.listJobs({ leadId: bad })).toEqual([])

    const good = (await t.repository.saveLead(newLead({ spam: true }), [])).id
    const restored = await postLeadForm(t, cookie, good, 'genuine')
    expect(restored.statusCode).toBe(303)
    expect(await t.repository.getLead(good)).toMatchObject({ spam: false })
    expect((await t.repository.listJobs({ leadId: good })).map((job) => job.channel).sort()).toEqual(['email', 'webhook'])
  })
})

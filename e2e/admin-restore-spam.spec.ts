import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { test, expect } from '@playwright/test'
import { leadPayload } from '../server/testing/fixtures.ts'
import { freePort, startServerProcess, type ServerProcess } from '../server/testing/server-process.ts'
import { startSmtpSink, type SmtpSink } from '../server/testing/smtp-sink.ts'
import { openSqliteRepository } from '../server/storage/open-repository.ts'
import { createOwner, logIn } from './fixtures/owner.ts'

/*
 * A real customer whose password manager filled the hidden `website` field is caught as spam:
 * no e-mail goes out. The owner finds the request among the spam, restores it, and its e-mail
 * then arrives, here in a local SMTP sink. Its own server, because the shared one has no SMTP.
 */

test.use({ javaScriptEnabled: false })

let smtp: SmtpSink
let server: ServerProcess
let dataDir: string

test.beforeAll(async () => {
  smtp = await startSmtpSink()
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-restore-'))
  server = await startServerProcess(await freePort(), {
    DATA_DIR: dataDir,
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    SMTP_REQUIRE_TLS: 'false',
    NOTIFY_EMAIL_TO: 'owner@example.com',
    ADMIN_LOCAL_HTTP: 'true',
  })
})

test.afterAll(async () => {
  await server?.stop('SIGTERM')
  await smtp?.close()
  fs.rmSync(dataDir, { recursive: true, force: true })
})

test('a lead caught as spam is restored from the inbox and its e-mail arrives', async ({ page, request }, testInfo) => {
  const name = `Autofilled Customer ${testInfo.project.name}`
  // The server builds the full name from the two parts.
  const payload = leadPayload({ firstName: 'Autofilled', lastName: `Customer ${testInfo.project.name}`, fullName: name, website: 'https://example.com' })
  const sent = await request.post(`${server.base}/api/leads`, { headers: { 'x-client-key': 'public-demo-client-key' }, data: payload })
  expect(sent.status()).toBe(201)
  const { id } = (await sent.json()) as { id: string }

  const repository = await openSqliteRepository(path.join(dataDir, 'leads.db'))
  try {
    expect((await repository.owner.getInboxLead(id))?.lead.spam).toBe(true)
    expect(await repository.listJobs({ leadId: id })).toEqual([])
  } finally {
    await repository.close()
  }

  await page.goto(`${server.base}/admin?spam=1`)
  await logIn(page, await createOwner(dataDir))
  await expect(page.getByRole('heading', { name: 'Caught as spam' })).toBeVisible()
  await page.getByRole('link', { name }).click()
  await page.getByRole('button', { name: 'Not spam: restore and notify' }).click()
  await expect(page.getByRole('main').getByRole('status')).toHaveText('Marked as genuine: its notifications are on their way.')

  await expect.poll(() => smtp.received.filter((message) => message.mail.text.includes(name)).length).toBe(1)
  expect(smtp.received.find((message) => message.mail.text.includes(name))?.to).toEqual(['owner@example.com'])
  await page.goto(`${server.base}/admin`)
  await expect(page.getByRole('link', { name })).toBeVisible()
  await page.getByRole('button', { name: 'Log out' }).click()
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible()
})

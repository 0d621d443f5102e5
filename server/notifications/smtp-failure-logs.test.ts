import os from 'node:os'
import { afterEach, describe, expect, it } from 'vitest'
import { loadServerConfig } from '../config.ts'
import { leadPayload } from '../testing/fixtures.ts'
import { startSmtpSink, type SmtpSink } from '../testing/smtp-sink.ts'
import { clientKeyHeaders, createTestApp, type TestApp } from '../testing/test-app.ts'
import { createSmtpMailer } from './email.ts'
import { createNotifications } from './notifications.ts'

const owner = 'owner.busy@lonestarfenceworks.example'
const visitor = 'nobody.here@example.com'

describe('an SMTP failure in the logs', () => {
  let smtp: SmtpSink
  let t: TestApp
  afterEach(async () => {
    await t.close()
    await smtp.close()
  })

  it('shows its code and command, never the answer that quotes the recipient, which the job keeps for the inbox', async () => {
    // A real SMTP server on loopback: the visitor's mailbox does not exist (550), the owner's is busy (450).
    smtp = await startSmtpSink(undefined, { rejectRecipients: [visitor], deferRecipients: [owner] })
    const env = { SMTP_HOST: '127.0.0.1', SMTP_PORT: String(smtp.port), SMTP_SECURE: 'false', SMTP_REQUIRE_TLS: 'false', NOTIFY_EMAIL_TO: owner }
    const config = loadServerConfig({ ...env, DATA_DIR: os.tmpdir() })
    t = await createTestApp({ env, notifications: createNotifications(config) })

    const reply = await t.app.inject({ method: 'POST', url: '/api/leads', headers: clientKeyHeaders, payload: JSON.stringify(leadPayload({ email: visitor })) })
    while ((await t.app.outbox.runOnce()) > 0);

    const jobs = await t.repository.listJobs({ leadId: reply.json().id })
    const confirmation = jobs.find((job) => job.channel === 'confirmation')!
    const toOwner = jobs.find((job) => job.channel === 'email')!
    expect(confirmation.status).toBe('dead')
    expect(confirmation.lastError).toContain(`550 5.1.1 <${visitor}>: Recipient address rejected: No such mailbox`)
    expect(toOwner.status).toBe('pending')
    expect(toOwner.lastError).toContain(`450 4.2.1 <${owner}>: Recipient address rejected: Mailbox busy`)

    // What the daily summary and a failed request log: the error itself, under `err`.
    const mailer = createSmtpMailer(config.smtp!)
    const direct = await mailer
      .send({ from: 'noreply@lonestarfenceworks.example', to: visitor, subject: 'Summary', text: 'Leads' })
      .catch((error: unknown) => error)
    mailer.close()
    t.app.log.error({ err: direct }, 'daily summary failed')

    const lines = t
      .logs()
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { msg: string; error?: unknown; err?: unknown })
    const logged = (message: string) => lines.find((line) => line.msg.startsWith(message))
    expect(logged('notification failed for good')?.error).toEqual({
      type: 'PermanentFailure',
      code: 'EENVELOPE',
      responseCode: 550,
      command: 'RCPT TO',
      message: 'SMTP RCPT TO failed with 550',
    })
    expect(logged('notification failed: will retry')?.error).toEqual({
      type: 'Error',
      code: 'EENVELOPE',
      responseCode: 450,
      command: 'RCPT TO',
      message: 'SMTP RCPT TO failed with 450',
    })
    expect(logged('daily summary failed')?.err).toMatchObject({ type: 'PermanentFailure', code: 'EENVELOPE', responseCode: 550, command: 'RCPT TO' })
    for (const text of [visitor, owner, 'nobody.here', 'Recipient address rejected']) expect(t.logs()).not.toContain(text)
  })
})

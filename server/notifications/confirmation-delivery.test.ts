import os from 'node:os'
import { afterEach, describe, expect, it } from 'vitest'
import { loadServerConfig } from '../config.ts'
import { leadPayload } from '../testing/fixtures.ts'
import { startSmtpSink, type SmtpSink } from '../testing/smtp-sink.ts'
import { clientKeyHeaders, createTestApp, type TestApp } from '../testing/test-app.ts'
import { deliveryHealth } from './delivery-health.ts'
import { createNotifications } from './notifications.ts'

const owner = 'owner@lonestarfenceworks.example'

describe("the visitor's confirmation e-mail", () => {
  let smtp: SmtpSink
  let t: TestApp

  async function start(env: Record<string, string> = {}, rejectRecipients: string[] = []) {
    smtp = await startSmtpSink(undefined, { rejectRecipients })
    // The sink on loopback offers no STARTTLS.
    const fullEnv = { SMTP_HOST: '127.0.0.1', SMTP_PORT: String(smtp.port), SMTP_SECURE: 'false', SMTP_REQUIRE_TLS: 'false', NOTIFY_EMAIL_TO: owner, ...env }
    const notifications = createNotifications(loadServerConfig({ ...fullEnv, DATA_DIR: os.tmpdir() }))
    t = await createTestApp({ env: fullEnv, notifications })
  }
  afterEach(async () => {
    await t.close()
    await smtp.close()
  })

  const post = (payload: object) => t.app.inject({ method: 'POST', url: '/api/leads', headers: clientKeyHeaders, payload: JSON.stringify(payload) })
  const toVisitor = (address: string) => smtp.received.filter((mail) => mail.to.includes(address))
  const deliverAll = async () => {
    while ((await t.app.outbox.runOnce()) > 0);
  }

  it('goes to the visitor with the promise and the summary, never with what they wrote', async () => {
    await start()
    const reply = await post(
      leadPayload({ projectDetails: 'Call my cousin at http://spam.example about the gate', lastName: 'Zwicky', fullName: 'Maria Zwicky' }),
    )
    await deliverAll()
    const [mail] = toVisitor('maria.gonzalez@example.com')
    expect(mail).toBeDefined()
    const { headers, text, html } = mail!.mail
    expect(headers['message-id']).toBe(`<lead-${reply.json().id}.confirmation@www.lonestarfenceworks.example>`)
    expect(text).toMatch(/Hi Maria,/)
    expect(text).toMatch(/within the hour|by \d{1,2}(:\d\d)? [AP]M/)
    expect(text).toContain('Wood Fencing')
    for (const part of [text, html]) {
      expect(part).not.toContain('cousin')
      expect(part).not.toContain('spam.example')
      expect(part).not.toContain('Zwicky')
    }
    // The owner's notification went too, separately.
    expect(toVisitor(owner)).toHaveLength(1)
  })

  it('is not sent for spam, for a repeated submission, or twice to one address in a day', async () => {
    await start()
    await post(leadPayload({ website: 'http://bot.example' }))
    const first = leadPayload({ email: 'Sam@Example.com', firstName: 'Sam' })
    await post(first)
    await post(first)
    await post(leadPayload({ email: 'sam@example.com ', firstName: 'Sam' }))
    await post(leadPayload({ email: 'other@example.com', firstName: 'Olga' }))
    await deliverAll()
    expect(toVisitor('maria.gonzalez@example.com')).toHaveLength(0)
    expect(smtp.received.filter((mail) => /^sam@example\.com$/i.test(mail.to[0]!))).toHaveLength(1)
    expect(toVisitor('other@example.com')).toHaveLength(1)
    // Every genuine lead still reached the owner: three leads (the repeat is the first lead).
    expect(toVisitor(owner)).toHaveLength(3)
  })

  it('is not retried after a hard bounce, which shows in the timeline and delivery health, and loses nothing', async () => {
    await start({}, ['nobody@example.com'])
    const reply = await post(leadPayload({ email: 'nobody@example.com' }))
    const { id } = reply.json()
    await deliverAll()
    const jobs = await t.repository.listJobs({ leadId: id })
    const confirmation = jobs.find((job) => job.channel === 'confirmation')!
    expect(confirmation.status).toBe('dead')
    expect(confirmation.attempts).toBe(1)
    expect(jobs.find((job) => job.channel === 'email')!.status).toBe('done')
    const found = await t.repository.owner.getInboxLead(id)
    expect(found!.attempts).toHaveLength(2)
    expect(found!.attempts).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ channel: 'email', outcome: 'delivered' }),
        expect.objectContaining({ channel: 'confirmation', outcome: 'failed', error: expect.stringContaining('No such mailbox') }),
      ]),
    )
    expect((await deliveryHealth(t.repository, true, new Date())).deadLetters).toBe(1)
  })

  it('can be switched off, and takes its sender, reply-to and wording from configuration', async () => {
    await start({ CONFIRMATION_EMAIL: 'false' })
    await post(leadPayload())
    await deliverAll()
    expect(toVisitor('maria.gonzalez@example.com')).toHaveLength(0)
    await t.close()
    await smtp.close()

    await start({
      CONFIRMATION_FROM: '"Lone Star Fence" <hello@lonestarfenceworks.example>',
      CONFIRMATION_REPLY_TO: 'office@lonestarfenceworks.example',
      CONFIRMATION_WORDING: JSON.stringify({ subject: 'Thanks from {business}', withinTheHour: 'in a few minutes' }),
    })
    await post(leadPayload())
    await deliverAll()
    const { headers } = toVisitor('maria.gonzalez@example.com')[0]!.mail
    expect(headers.from).toContain('hello@lonestarfenceworks.example')
    expect(headers['reply-to']).toBe('office@lonestarfenceworks.example')
    expect(headers.subject).toBe('Thanks from Lone Star Fence Works')
  })
})

import { loadSiteConfig } from '#config/site-config.ts'
import os from 'node:os'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { loadServerConfig } from '../config.ts'
import { testDatabases } from '../testing/databases.ts'
import { newLead } from '../testing/fixtures.ts'
import { startSmtpSink, type SmtpSink } from '../testing/smtp-sink.ts'
import { createTestApp } from '../testing/test-app.ts'
import type { LeadRepository } from '../storage/lead-repository.ts'
import { sendDailySummaryIfDue, summaryTask, type DailySummaryOptions } from './daily-summary.ts'
import { createSmtpMailer, type Mailer } from './email.ts'
import { createNotifications } from './notifications.ts'

const silent = { info() {}, error() {} }
const site = { businessName: 'Lone Star Fence Works', siteUrl: 'https://www.lonestarfenceworks.example', hours: loadSiteConfig({}).hours }

describe.each(testDatabases)('daily summary on $name', (database) => {
  let smtp: SmtpSink
  let db: Awaited<ReturnType<typeof database.create>>
  let repository: LeadRepository
  let clock: number
  const mailers: Mailer[] = []

  beforeEach(async () => {
    smtp = await startSmtpSink({ user: 'site', pass: 's3cret-pass' })
    db = await database.create()
    repository = await db.open()
    // 6:59 in Celina (CST, UTC-6).
    clock = Date.parse('2026-03-02T12:59:00.000Z')
  })
  afterEach(async () => {
    mailers.splice(0).forEach((mailer) => mailer.close())
    await repository.close()
    await db.dispose()
    await smtp.close()
  })

  const smtpMailer = () => {
    const mailer = createSmtpMailer({ host: '127.0.0.1', port: smtp.port, secure: false, requireTLS: false, auth: { user: 'site', pass: 's3cret-pass' } })
    mailers.push(mailer)
    return mailer
  }
  const options = (repo: LeadRepository, mailer: Mailer | undefined): DailySummaryOptions => ({
    repository: repo,
    mailer,
    from: 'noreply@lonestarfenceworks.example',
    to: ['owner@lonestarfenceworks.example'],
    hour: 7,
    site,
    now: () => new Date(clock),
    log: silent,
  })

  it('is sent once a day from the hour on, even by two servers, with the new leads and the failing notifications', async () => {
    const yesterday = await repository.saveLead(
      newLead({ fullName: 'Yesterday Lead', city: 'Prosper', services: ['automatic-gates'], receivedAt: new Date('2026-03-01T20:00:00Z') }),
      [],
    )
    await repository.saveLead(newLead({ fullName: 'Spam Bot', spam: true, receivedAt: new Date('2026-03-01T21:00:00Z') }), [])
    await repository.saveLead(newLead({ fullName: 'Last Week Lead', receivedAt: new Date('2026-02-23T20:00:00Z') }), [])
    await repository.saveLead(newLead({ fullName: 'Morning Lead', receivedAt: new Date('2026-03-02T11:00:00Z') }), ['email'])
    const [job] = await repository.claimJobs({ now: new Date(clock), limit: 1, leaseMs: 60_000, workerId: 'test' })
    await repository.retryJob(job!.id, 'test', { error: 'SMTP 421 busy', nextAttemptAt: new Date(clock + 60_000), now: new Date(clock) })

    expect(await sendDailySummaryIfDue(options(repository, smtpMailer()))).toBe('not-yet')
    clock += 60_000
    const other = await db.open()
    try {
      const outcomes = await Promise.all([sendDailySummaryIfDue(options(repository, smtpMailer())), sendDailySummaryIfDue(options(other, smtpMailer()))])
      expect(outcomes.sort()).toEqual(['sent', 'sent-already'])
    } finally {
      await other.close()
    }
    expect(smtp.received).toHaveLength(1)
    const [first] = smtp.received
    expect(first!.to).toEqual(['owner@lonestarfenceworks.example'])
    expect(first!.mail.headers.subject).toBe('Lone Star Fence Works daily summary: 2 new leads')
    expect(first!.mail.headers['message-id']).toBe('<summary-2026-03-02@www.lonestarfenceworks.example>')
    const text = first!.mail.text
    expect(text).toContain('2 new leads since Mar 1, 2026, 7:00 AM (Celina time).')
    expect(text).toContain(`- Mar 1, 2026, 2:00 PM · Yesterday Lead · 4695550199 · Prosper · Automatic Gates`)
    expect(text).toContain(`https://www.lonestarfenceworks.example/admin/leads/${yesterday.id}`)
    expect(text).toContain('Morning Lead')
    expect(text).not.toMatch(/Spam Bot|Last Week Lead/)
    expect(text).toContain('1 notification(s) failing and being retried; last failure Mar 2, 2026, 6:59 AM (E-mail to the business): SMTP 421 busy')
    expect(text).toContain('Inbox: https://www.lonestarfenceworks.example/admin')
    expect(text).toContain('No lead answered in the last 30 days yet.')

    clock += 5 * 3_600_000
    expect(await sendDailySummaryIfDue(options(repository, smtpMailer()))).toBe('sent-already')

    const afternoon = await repository.saveLead(newLead({ fullName: 'Afternoon Lead', receivedAt: new Date(clock) }), [])
    // Answered 25 minutes later (on a Monday at noon: all business time), the yesterday lead the next morning.
    await repository.owner.recordAnswer(afternoon.id, 'call', new Date(clock + 25 * 60_000))
    await repository.owner.setLeadStatus(yesterday.id, 'contacted', { actor: 'owner@example.com', now: new Date(clock) })
    clock = Date.parse('2026-03-03T13:30:00.000Z')
    expect(await sendDailySummaryIfDue(options(repository, smtpMailer()))).toBe('sent')
    expect(smtp.received).toHaveLength(2)
    const second = smtp.received[1]!.mail
    expect(second.headers.subject).toBe('Lone Star Fence Works daily summary: 1 new lead')
    expect(second.text).toContain('1 new lead since Mar 2, 2026, 7:00 AM (Celina time).')
    expect(second.text).toContain('Afternoon Lead')
    expect(second.text).not.toMatch(/Yesterday Lead|Morning Lead/)
    // Yesterday (a Sunday, closed) at 2 PM, answered Monday 12:00 PM: 5 business hours.
    expect(second.text).toContain('median 25 min, 90th percentile 5 h, over 2 answered leads.')
  })

  it('is not sent, nor the day claimed, without SMTP', async () => {
    clock += 3_600_000
    expect(await sendDailySummaryIfDue(options(repository, undefined))).toBe('no-smtp')
    expect(smtp.received).toEqual([])
    expect(await repository.claimDay(summaryTask, '2026-03-02', new Date(clock))).toEqual({ previous: null })
  })
})

describe('daily summary in the server', () => {
  it('goes out through the configured SMTP server once the server is up past the hour', async () => {
    const smtp = await startSmtpSink({ user: 'site', pass: 's3cret-pass' })
    const env = {
      SMTP_URL: `smtp://site:s3cret-pass@127.0.0.1:${smtp.port}`,
      SMTP_REQUIRE_TLS: 'false',
      NOTIFY_EMAIL_TO: 'owner@lonestarfenceworks.example',
      DAILY_SUMMARY_HOUR: '9',
    }
    // The server's own notifications, as buildApp makes them from the configuration: the summary uses their mailer.
    const notifications = createNotifications(loadServerConfig({ ...env, DATA_DIR: os.tmpdir() }))
    const t = await createTestApp({ env, notifications, startDailySummary: true, now: () => new Date('2026-03-02T15:30:00.000Z') })
    try {
      const deadline = Date.now() + 10_000
      while (smtp.received.length === 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20))
      expect(smtp.received.map((message) => message.mail.headers.subject)).toEqual(['Lone Star Fence Works daily summary: 0 new leads'])
      expect(smtp.received[0]!.mail.text).toContain('No new requests.')
    } finally {
      await t.close()
      await smtp.close()
    }
  })
})

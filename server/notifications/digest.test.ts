import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { loadServerConfig } from '../config.ts'
import { testDatabases } from '../testing/databases.ts'
import { leadPayload, newLead } from '../testing/fixtures.ts'
import { parseMail } from '../testing/mime.ts'
import { startSmtpSink, type SmtpSink } from '../testing/smtp-sink.ts'
import { clientKeyHeaders, createTestApp, type TestApp } from '../testing/test-app.ts'
import { buildDigestEmail, digestListMax, queueDigestIfDue } from './digest.ts'
import { eraseLeadMail, eraseMailOfErasedLeads } from './mail-files.ts'
import { createNotifications } from './notifications.ts'
import type { LeadRecord } from '../storage/lead-repository.ts'
import { openSqliteRepository } from '../storage/open-repository.ts'

const silent = { info() {}, error() {} }
const interval = 15 * 60_000

describe.each(testDatabases)('the digest of leads past the notification cap on $name', (database) => {
  let smtp: SmtpSink
  let db: Awaited<ReturnType<typeof database.create>>
  let t: TestApp
  let clock: number

  beforeEach(async () => {
    smtp = await startSmtpSink()
    db = await database.create()
    clock = Date.parse('2026-03-02T15:00:00.000Z')
    const env = {
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(smtp.port),
      SMTP_SECURE: 'false',
      SMTP_REQUIRE_TLS: 'false',
      NOTIFY_EMAIL_TO: 'owner@lonestarfenceworks.example',
      CONFIRMATION_EMAIL: 'false',
      LEAD_CAP_PER_MINUTE: '1',
      LEAD_CAP_PER_DAY: '0',
    }
    const repository = await db.open()
    const notifications = createNotifications(loadServerConfig({ ...env, DATA_DIR: os.tmpdir() }), undefined, undefined, repository)
    t = await createTestApp({ env, repository, notifications, now: () => new Date(clock) })
  })
  afterEach(async () => {
    await t.close()
    await db.dispose()
    await smtp.close()
  })

  const post = async (payload: ReturnType<typeof leadPayload>) => {
    clock += 1000
    const reply = await t.app.inject({ method: 'POST', url: '/api/leads', headers: clientKeyHeaders, payload: JSON.stringify(payload) })
    expect(reply.statusCode).toBe(201)
    return reply.json().id as string
  }
  const queueDigest = () =>
    queueDigestIfDue({ repository: t.repository, intervalMs: interval, now: () => new Date(clock), wake: () => t.app.outbox.wake(), log: silent })

  it('with LEAD_CAP_PER_MINUTE=1, three leads: the first gets its own e-mail, the other two arrive in one digest naming both', async () => {
    const first = await post(leadPayload({ firstName: 'Ana', fullName: 'Ana Flores' }))
    const second = await post(
      leadPayload({ firstName: 'Ben <b>', lastName: 'Carter', city: 'Prosper', phone: '2145550123', servicesNeeded: ['automatic-gates'] }),
    )
    const third = await post(leadPayload({ firstName: 'Cleo', lastName: 'Diaz', city: 'Frisco', phone: '9725550177', servicesNeeded: ['wood-fencing'] }))
    await t.app.outbox.runOnce()
    expect(smtp.received.map((message) => message.mail.headers.subject)).toEqual(['New quote request: Ana Gonzalez – Wood Fencing, Automatic Gates'])
    expect(smtp.received[0]!.mail.headers['x-lead-id']).toBe(first)

    expect(await queueDigest()).toBe(2)
    // Asked again at once (another instance, the next tick), nothing more is queued.
    expect(await queueDigest()).toBe(0)
    await t.app.outbox.runOnce()
    expect(smtp.received).toHaveLength(2)
    const digest = smtp.received[1]!
    expect(digest.to).toEqual(['owner@lonestarfenceworks.example'])
    const { headers, text, html } = digest.mail
    expect(headers.subject).toBe('2 quote requests while notifications were paused')
    expect(headers['x-lead-ids']).toBe(`${second}, ${third}`)
    expect(text).toContain('Ben <b> Carter · Automatic Gates · Prosper · (214) 555-0123')
    expect(text).toContain('Cleo Diaz · Wood Fencing · Frisco · (972) 555-0177')
    expect(text).toContain(`https://www.lonestarfenceworks.example/admin/leads/${second}`)
    expect(text).toContain(`https://www.lonestarfenceworks.example/admin/leads/${third}`)
    expect(text).not.toContain(first)
    expect(html).toContain('Ben &lt;b&gt; Carter')
    expect(html).not.toContain('<b>')
    expect(html).toContain('<a href="tel:+19725550177">(972) 555-0177</a>')

    // The digest is on the timeline of each lead it lists.
    for (const id of [second, third]) {
      const { attempts } = (await t.repository.owner.getInboxLead(id))!
      expect(attempts.map((attempt) => [attempt.channel, attempt.outcome])).toEqual([['digest', 'delivered']])
    }

    // A lead capped in the same minute waits for the interval, then comes in a digest of its own.
    const fourth = await post(leadPayload({ firstName: 'Dana', lastName: 'Evans' }))
    expect(await queueDigest()).toBe(0)
    const digestQueuedAt = clock - 1000
    clock = digestQueuedAt + interval - 1
    expect(await queueDigest()).toBe(0)
    clock += 1
    expect(await queueDigest()).toBe(1)
    await t.app.outbox.runOnce()
    expect(smtp.received.map((message) => message.mail.headers.subject).slice(2)).toEqual(['1 quote request while notifications were paused'])
    expect(smtp.received[2]!.mail.headers['x-lead-ids']).toBe(fourth)
  })
})

describe('the digest e-mail', () => {
  const site = { businessName: 'Lone Star Fence Works' }
  const lead = (n: number, overrides: Partial<LeadRecord> = {}): LeadRecord => ({
    ...newLead({ fullName: `Lead ${n}` }),
    visitSlot: null,
    reviewOpenedAt: null,
    id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    receivedAt: '2026-03-02T15:00:00.000Z',
    ...overrides,
  })

  it(`lists at most ${digestListMax} leads, counts the rest, and links the inbox`, () => {
    const leads = Array.from({ length: digestListMax }, (_, index) => lead(index + 1))
    const { subject, text, html } = buildDigestEmail(leads, digestListMax + 7, { site, inboxUrl: 'https://inbox.example.com/admin' })
    expect(subject).toBe(`${digestListMax + 7} quote requests while notifications were paused`)
    expect(text.match(/^- Lead/gm)).toHaveLength(digestListMax)
    expect(text).toContain('https://inbox.example.com/admin/leads/00000000-0000-4000-8000-000000000050')
    expect(text).toContain('… and 7 more in the inbox: https://inbox.example.com/admin')
    expect(html).toContain('… and 7 more in <a href="https://inbox.example.com/admin">the inbox</a>.')
  })

  it('escapes what the leads hold in the HTML part and keeps the subject on one line', () => {
    const hostile = lead(1, { fullName: `"><script>x</script>`, city: `Celina & <i>Co</i>`, services: ['wood-fencing'] })
    const { subject, html } = buildDigestEmail([hostile], 1, { site, inboxUrl: 'https://www.example.com/admin' })
    expect(subject).toBe('1 quote request while notifications were paused')
    expect(html).toContain('&quot;&gt;&lt;script&gt;x&lt;/script&gt;')
    expect(html).toContain('Celina &amp; &lt;i&gt;Co&lt;/i&gt;')
    expect(html).not.toContain('<script>')
    expect(html).not.toContain('<i>')
  })
})

describe('the digest written as a file without SMTP', () => {
  it('is erased with any lead it lists, by a deletion or by the sweep after a purge', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'digest-files-'))
    const mailDir = path.join(dataDir, 'mail')
    const repository = await openSqliteRepository(path.join(dataDir, 'leads.db'))
    const notifications = createNotifications(loadServerConfig({ DATA_DIR: dataDir }), undefined, undefined, repository)
    try {
      const now = new Date('2026-03-02T15:00:00.000Z')
      const ids: string[] = []
      for (const [index, name] of ['First', 'Second', 'Third'].entries()) {
        ids.push((await repository.saveLead(newLead({ fullName: name, receivedAt: new Date(now.getTime() - 3000 + index * 1000) }), 'digest')).id)
      }
      const { jobId } = (await repository.queueDigest(now, interval))!
      const send = async () => {
        const job = (await repository.listJobs()).find((candidate) => candidate.id === jobId)!
        await notifications.deliveries.digest!((await repository.getLead(job.leadId))!, job)
      }
      await send()
      const file = `lead-${ids[0]}.digest-${jobId}.eml`
      expect(fs.readdirSync(mailDir)).toEqual([file])
      const mail = parseMail(fs.readFileSync(path.join(mailDir, file), 'utf8'))
      expect(mail.headers.subject).toBe('3 quote requests while notifications were paused')
      expect(mail.text).toContain('Third')

      // The third lead's deletion: the file that holds its name goes, though it is named after the first.
      await repository.owner.deleteLead(ids[2]!)
      expect(await eraseLeadMail(mailDir, ids[2]!)).toBe(1)
      expect(fs.readdirSync(mailDir)).toEqual([])

      // Sent again (a retry), it lists the two left; a lead purged without a word to the mail
      // folder is caught by the sweep.
      await send()
      expect(fs.readdirSync(mailDir)).toEqual([file])
      expect(parseMail(fs.readFileSync(path.join(mailDir, file), 'utf8')).headers['x-lead-ids']).toBe(`${ids[0]}, ${ids[1]}`)
      expect(await eraseMailOfErasedLeads(mailDir, async (id) => id !== ids[1])).toBe(1)
      expect(fs.readdirSync(mailDir)).toEqual([])
    } finally {
      notifications.close()
      await repository.close()
      fs.rmSync(dataDir, { recursive: true, force: true })
    }
  })
})

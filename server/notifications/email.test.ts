import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { loadServerConfig } from '../config.ts'
import { leadEstimate, leadPayload, newLead } from '../testing/fixtures.ts'
import { parseMail } from '../testing/mime.ts'
import { openSqliteRepository } from '../storage/open-repository.ts'
import { startSmtpSink, type SmtpSink } from '../testing/smtp-sink.ts'
import { clientKeyHeaders, createTestApp, type TestApp } from '../testing/test-app.ts'
import { buildLeadEmail, escapeHtml } from './lead-email.ts'
import { createFileMailer, createSmtpMailer } from './email.ts'
import { createNotifications } from './notifications.ts'

describe('e-mail to the business', () => {
  let smtp: SmtpSink
  let t: TestApp

  beforeEach(async () => {
    smtp = await startSmtpSink({ user: 'site', pass: 's3cret-pass' })
    const env = {
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(smtp.port),
      SMTP_SECURE: 'false',
      SMTP_USER: 'site',
      SMTP_PASS: 's3cret-pass',
      NOTIFY_EMAIL_TO: 'owner@lonestarfenceworks.example, office@lonestarfenceworks.example',
      NOTIFY_EMAIL_FROM: '"Website" <noreply@lonestarfenceworks.example>',
      // The visitor's confirmation has tests of its own (confirmation-delivery.test.ts).
      CONFIRMATION_EMAIL: 'false',
      // The sink on loopback offers no STARTTLS.
      SMTP_REQUIRE_TLS: 'false',
    }
    const notifications = createNotifications(loadServerConfig({ ...env, DATA_DIR: os.tmpdir() }))
    t = await createTestApp({ env, notifications })
  })
  afterEach(async () => {
    await t.close()
    await smtp.close()
  })

  it('is delivered over SMTP with the lead in plain text and escaped HTML', async () => {
    const payload = leadPayload({
      firstName: 'Ana <b>',
      fullName: 'Ana <b> Gonzalez',
      projectDetails: 'Gate & fence <script>alert("x")</script>\nSecond line',
      servicesNeeded: ['wood-fencing', 'patios-pergolas'],
    })
    const reply = await t.app.inject({ method: 'POST', url: '/api/leads', headers: clientKeyHeaders, payload: JSON.stringify(payload) })
    const { id } = reply.json()
    await t.app.outbox.runOnce()

    expect(smtp.received).toHaveLength(1)
    const [message] = smtp.received
    expect(message!.user).toBe('site')
    expect(message!.from).toBe('noreply@lonestarfenceworks.example')
    expect(message!.to).toEqual(['owner@lonestarfenceworks.example', 'office@lonestarfenceworks.example'])

    const { headers, text, html } = message!.mail
    expect(headers.subject).toBe('New quote request: Ana <b> Gonzalez – Wood Fencing, Patios & Pergolas')
    expect(headers['reply-to']).toContain('maria.gonzalez@example.com')
    expect(headers['message-id']).toBe(`<lead-${id}.email@www.lonestarfenceworks.example>`)
    expect(headers['x-lead-id']).toBe(id)

    expect(text).toContain('Name: Ana <b> Gonzalez')
    expect(text).toContain('Phone: (469) 555-0199')
    expect(text).toContain('E-mail: maria.gonzalez@example.com')
    expect(text).toContain('Services: Wood Fencing, Patios & Pergolas')
    expect(text).toContain('Address: 1200 Preston Rd, Celina, TX 75009')
    expect(text).toContain('Campaign: google / cpc / spring-fences')
    expect(text).toContain(`Lead id: ${id}`)
    expect(text).toContain('Gate & fence <script>alert("x")</script>\nSecond line')

    expect(html).toContain('Ana &lt;b&gt; Gonzalez')
    expect(html).toContain('Gate &amp; fence &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;')
    expect(html).toContain('Patios &amp; Pergolas')
    expect(html).toContain('<a href="tel:+14695550199">(469) 555-0199</a>')
    expect(html).toContain('<a href="mailto:maria.gonzalez@example.com">')
    expect(html).not.toContain('<script>')
    expect(html).not.toContain('<b>')

    const [job] = await t.repository.listJobs()
    expect(job).toMatchObject({ channel: 'email', status: 'done', attempts: 1 })
  })

  it('is retried when the SMTP server refuses the login', async () => {
    const env = { SMTP_URL: `smtp://site:wrong@127.0.0.1:${smtp.port}`, SMTP_REQUIRE_TLS: 'false' }
    const notifications = createNotifications(loadServerConfig({ ...env, DATA_DIR: os.tmpdir() }))
    const other = await createTestApp({ env, notifications })
    try {
      await other.app.inject({ method: 'POST', url: '/api/leads', headers: clientKeyHeaders, payload: JSON.stringify(leadPayload()) })
      await other.app.outbox.runOnce()
      const [job] = await other.repository.listJobs()
      expect(job).toMatchObject({ status: 'pending', attempts: 1 })
      expect(job!.lastError).toMatch(/auth|login|credentials|invalid/i)
      expect(smtp.received).toHaveLength(0)
    } finally {
      await other.close()
    }
  })
})

describe('e-mail over a connection the SMTP server does not secure', () => {
  it('is not sent unless SMTP_REQUIRE_TLS=false: a stripped STARTTLS would expose the login and the lead', async () => {
    const smtp = await startSmtpSink({ user: 'site', pass: 's3cret-pass' })
    const env = { SMTP_HOST: '127.0.0.1', SMTP_PORT: String(smtp.port), SMTP_USER: 'site', SMTP_PASS: 's3cret-pass' }
    const message = { from: 'noreply@lonestarfenceworks.example', to: 'owner@lonestarfenceworks.example', subject: 'Lead', text: 'Maria' }
    const strict = createSmtpMailer(loadServerConfig(env).smtp!)
    const plain = createSmtpMailer(loadServerConfig({ ...env, SMTP_REQUIRE_TLS: 'false' }).smtp!)
    const byUrl = createSmtpMailer(loadServerConfig({ SMTP_URL: `smtp://site:s3cret-pass@127.0.0.1:${smtp.port}` }).smtp!)
    try {
      await expect(strict.send(message)).rejects.toThrow(/STARTTLS|TLS/)
      await expect(byUrl.send(message)).rejects.toThrow(/STARTTLS|TLS/)
      expect(smtp.received).toHaveLength(0)
      await plain.send(message)
      expect(smtp.received).toHaveLength(1)
    } finally {
      for (const mailer of [strict, plain, byUrl]) mailer.close()
      await smtp.close()
    }
  })
})

describe('e-mail without an SMTP server', () => {
  it("is written where only the server's user can read it: the folders 0700, the files 0600", async () => {
    const parent = fs.mkdtempSync(path.join(os.tmpdir(), 'mail-modes-'))
    const dataDir = path.join(parent, 'data')
    const mailer = createFileMailer(path.join(dataDir, 'mail'))
    try {
      await mailer.send({ from: 'a@example.com', to: 'b@example.com', subject: 'Lead', text: 'Maria', messageId: '<lead-x.email@example.com>' })
      const mode = (file: string) => fs.statSync(file).mode & 0o777
      expect(mode(dataDir)).toBe(0o700)
      expect(mode(path.join(dataDir, 'mail'))).toBe(0o700)
      expect(mode(path.join(dataDir, 'mail', 'lead-x.email.eml'))).toBe(0o600)

      // A mail folder made before (0755, files 0644) is closed on the next send.
      fs.chmodSync(path.join(dataDir, 'mail'), 0o755)
      const again = createFileMailer(path.join(dataDir, 'mail'))
      await again.send({ from: 'a@example.com', to: 'b@example.com', subject: 'Lead', text: 'Maria', messageId: '<lead-y.email@example.com>' })
      expect(mode(path.join(dataDir, 'mail'))).toBe(0o700)
      again.close()
    } finally {
      mailer.close()
      fs.rmSync(parent, { recursive: true, force: true })
    }
  })

  it('is written as an .eml file under the data directory', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mail-files-'))
    const notifications = createNotifications(loadServerConfig({ DATA_DIR: dataDir }))
    const t = await createTestApp({ notifications })
    try {
      const reply = await t.app.inject({ method: 'POST', url: '/api/leads', headers: clientKeyHeaders, payload: JSON.stringify(leadPayload()) })
      const { id } = reply.json()
      await t.app.outbox.runOnce()
      const files = fs.readdirSync(path.join(dataDir, 'mail')).sort()
      expect(files).toEqual([`lead-${id}.confirmation.eml`, `lead-${id}.email.eml`])
      const read = (file: string) => parseMail(fs.readFileSync(path.join(dataDir, 'mail', file), 'utf8'))
      const mail = read(`lead-${id}.email.eml`)
      expect(mail.headers.to).toBe('quotes@lonestarfenceworks.example')
      expect(mail.text).toContain('Name: Maria Gonzalez')
      expect(read(`lead-${id}.confirmation.eml`).headers.to).toBe('maria.gonzalez@example.com')
      expect((await t.repository.listJobs()).map((job) => job.status)).toEqual(['done', 'done'])
    } finally {
      await t.close()
      fs.rmSync(dataDir, { recursive: true, force: true })
    }
  })
})

describe('lead e-mail content', () => {
  const leadUrl = 'https://www.lonestarfenceworks.example/admin/leads/id-1'

  it('escapes every character that matters in HTML', () => {
    expect(escapeHtml(`<a href="x" onclick='y'>&</a>`)).toBe('&lt;a href=&quot;x&quot; onclick=&#39;y&#39;&gt;&amp;&lt;/a&gt;')
  })

  it('keeps header text on one line', () => {
    const content = buildLeadEmail(
      {
        id: 'id-1',
        submissionId: 's',
        spam: false,
        receivedAt: '2025-05-01T15:04:05.000Z',
        firstName: 'Eve',
        lastName: 'Evil',
        fullName: 'Eve\r\nBcc: victim@example.com',
        email: 'eve@example.com',
        phone: '4695550100',
        services: ['other'],
        address: '1 Main St, Celina',
        streetAddress: '',
        city: '',
        zipCode: '',
        state: '',
        projectDetails: '',
        page: 'Home',
        formType: 'Hero Contact Form',
        utm: { source: null, medium: null, campaign: null },
        submittedAt: '2025-05-01T15:04:05.000Z',
        consent: true,
        estimate: null,
        visit: null,
        visitSlot: null,
        reviewOpenedAt: null,
        language: 'en',
      },
      { businessName: 'Lone Star Fence Works' },
      { leadUrl },
    )
    expect(content.subject).toBe('New quote request: Eve Bcc: victim@example.com – Other')
    expect(content.text).toContain('Received: Thursday, May 1, 2025 at 10:04 AM')
    expect(content.text).toContain('(none given)')
  })

  it('shows the fence cost estimate the visitor brought, escaped in HTML', () => {
    const lead = { ...newLead({ estimate: leadEstimate() }), id: 'id-2', receivedAt: '2025-05-01T15:04:05.000Z', visitSlot: null, reviewOpenedAt: null }
    const content = buildLeadEmail(lead, { businessName: 'Lone Star Fence Works' }, { leadUrl })
    expect(content.text).toContain(
      [
        'Fence cost estimate:',
        'Online estimate: $6,050-$8,150',
        'Wood Fencing, board-on-board, 6 ft tall, 150 ft (60 + 90)',
        'Gates: 1 walk gate',
        'Remove and haul away the old fence',
      ].join('\n'),
    )
    expect(content.html).toContain('<h2 style="font-size:16px;margin:20px 0 4px">Fence cost estimate</h2>')
    expect(content.html).toContain('Wood Fencing, board-on-board, 6 ft tall, 150 ft (60 + 90)')
  })

  it('says nothing of an estimate when the lead has none', () => {
    const content = buildLeadEmail(
      { ...newLead(), id: 'id-3', receivedAt: '2025-05-01T15:04:05.000Z', visitSlot: null, reviewOpenedAt: null },
      { businessName: 'Lone Star Fence Works' },
      { leadUrl },
    )
    expect(content.text).not.toContain('Fence cost estimate')
    expect(content.html).not.toContain('Fence cost estimate')
  })
})

describe("the owner's e-mail about a new lead, read on a phone", () => {
  // Friday 2:29 AM in Celina: the business opens at 7 AM, so the customer is promised "by 7 AM today".
  const night = new Date('2026-11-27T08:29:54.909Z')
  let dataDir: string
  let t: TestApp

  async function start(env: Record<string, string> = {}) {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'owner-mail-'))
    const repository = await openSqliteRepository(path.join(dataDir, 'leads.db'))
    const config = loadServerConfig({ DATA_DIR: dataDir, ...env })
    t = await createTestApp({ env, repository, notifications: createNotifications(config, undefined, undefined, repository), now: () => night })
  }
  afterEach(async () => {
    await t.close()
    fs.rmSync(dataDir, { recursive: true, force: true })
  })

  async function postLead(overrides: Parameters<typeof leadPayload>[0] = {}): Promise<string> {
    const reply = await t.app.inject({ method: 'POST', url: '/api/leads', headers: clientKeyHeaders, payload: JSON.stringify(leadPayload(overrides)) })
    while ((await t.app.outbox.runOnce()) > 0);
    return (reply.json() as { id: string }).id
  }
  const mailFile = (id: string, part: 'email' | 'confirmation') => parseMail(fs.readFileSync(path.join(dataDir, 'mail', `lead-${id}.${part}.eml`), 'utf8'))

  it("links to the lead's page in the inbox (its own host), photos or not, and fits a 390 px screen", async () => {
    await start({ ADMIN_HOST: 'inbox.lonestarfenceworks.example' })
    const id = await postLead()
    const { text, html } = mailFile(id, 'email')
    const leadUrl = `https://inbox.lonestarfenceworks.example/admin/leads/${id}`
    expect(text).toContain(`Open it in the inbox: ${leadUrl}`)
    expect(html).toMatch(new RegExp(`<a href="${leadUrl}"[^>]*>Open it in the inbox</a>`))
    expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">')
    const widths = [...html.matchAll(/width(?::\s*|=")(\d+)/g)].map((match) => Number(match[1]))
    expect(widths.filter((width) => width > 600)).toEqual([])
  })

  it("states the promise the customer's confirmation gave, not a general one", async () => {
    await start()
    const id = await postLead()
    expect(mailFile(id, 'confirmation').text).toContain('will call or text you by 7 AM today')
    const { text, html } = mailFile(id, 'email')
    expect(text).toContain("Promise: contact by 7 AM today, as the customer's confirmation says.")
    expect(html).toContain('Promise: contact by 7 AM today, as the customer&#39;s confirmation says.')
    expect(text).not.toContain('24 hours')
  })

  it("states what a Spanish customer was told, in English, even when the owner's wording changed the English phrases", async () => {
    await start({ CONFIRMATION_WORDING: JSON.stringify({ byTimeToday: 'before {time} this morning' }) })
    const spanish = await postLead({ language: 'es' })
    expect(mailFile(spanish, 'confirmation').text).toContain('por teléfono o mensaje de texto hoy antes de las 7 AM')
    expect(mailFile(spanish, 'email').text).toContain("Promise: contact by 7 AM today, as the customer's confirmation says.")
    const english = await postLead({ firstName: 'Sam', email: 'sam@example.com' })
    expect(mailFile(english, 'email').text).toContain("Promise: contact before 7 AM this morning, as the customer's confirmation says.")
  })

  it('keeps the general promise when no confirmation goes to the customer', async () => {
    await start()
    await postLead({ firstName: 'Sam', email: 'sam@example.com' })
    // A second request from the address the same day gets no confirmation of its own.
    const again = await postLead({ firstName: 'Sam', email: 'sam@example.com' })
    expect(fs.existsSync(path.join(dataDir, 'mail', `lead-${again}.confirmation.eml`))).toBe(false)
    expect(mailFile(again, 'email').text).toContain('Promise: contact within 24 hours.')
    await t.close()
    fs.rmSync(dataDir, { recursive: true, force: true })

    await start({ CONFIRMATION_EMAIL: 'false' })
    const id = await postLead()
    expect(mailFile(id, 'email').text).toContain('Promise: contact within 24 hours.')
  })
})

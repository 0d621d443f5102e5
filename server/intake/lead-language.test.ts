import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { leadMessages, tooLongMessage } from '#lead/lead-rules.ts'
import { hashPassword } from '../admin/passwords.ts'
import { buildDigestEmail } from '../notifications/digest.ts'
import { buildLeadEmail } from '../notifications/lead-email.ts'
import { newLeadMessage } from '../notifications/push.ts'
import { testDatabases } from '../testing/databases.ts'
import { leadPayload } from '../testing/fixtures.ts'
import { cookieOf, signInThroughForm } from '../testing/inbox-forms.ts'
import { clientKeyHeaders, createTestApp, recordingNotifications, type TestApp } from '../testing/test-app.ts'

const owner = { email: 'owner@example.com', password: 'correct horse battery staple' }
const site = { businessName: 'Lone Star Fence Works' }
const leadUrl = 'https://www.lonestarfenceworks.example/admin/leads/1'

describe.each(testDatabases)('the language a lead was sent in, on $name', (database) => {
  let db: Awaited<ReturnType<typeof database.create>>
  let t: TestApp
  let recorder: ReturnType<typeof recordingNotifications>

  beforeEach(async () => {
    db = await database.create()
    recorder = recordingNotifications(['email', 'push'])
    t = await createTestApp({ repository: await db.open(), notifications: recorder.notifications, env: { ADMIN_LOCAL_HTTP: 'true' } })
    await t.repository.owner.createOwner(owner.email, await hashPassword(owner.password), new Date())
  })
  afterEach(async () => {
    await t.close()
    await db.dispose()
  })

  const send = (body: object) => t.app.inject({ method: 'POST', url: '/api/leads', headers: clientKeyHeaders, payload: JSON.stringify(body) })
  const asOwner = async (url: string) => {
    const login = await signInThroughForm(t.app, owner)
    return (await t.app.inject({ url, headers: { cookie: cookieOf(login) } })).body
  }

  it('is stored with the lead and shown to the owner as "Prefers Spanish" in the e-mail, the push alert, the inbox and the CSV', async () => {
    const sent = await send(leadPayload({ firstName: 'Lucía', lastName: 'Ramírez', fullName: 'Lucía Ramírez', language: 'es' }))
    expect(sent.statusCode).toBe(201)
    const { id } = sent.json() as { id: string }
    expect((await t.repository.getLead(id))?.language).toBe('es')

    await t.app.outbox.runOnce()
    const delivered = recorder.delivered.find((d) => d.channel === 'email')!.lead
    const email = buildLeadEmail(delivered, site, { leadUrl })
    expect(email.subject).toContain('· Prefers Spanish')
    expect(email.text).toContain('Language: Prefers Spanish')
    expect(newLeadMessage(delivered).title).toBe('New quote request: Lucía · Prefers Spanish')

    expect(await asOwner('/admin')).toContain('Prefers Spanish')
    expect(await asOwner(`/admin/leads/${id}`)).toContain('Prefers Spanish')
    expect(buildDigestEmail([delivered], 1, { site, inboxUrl: leadUrl }).text).toContain('Lucía Ramírez · Prefers Spanish')
    const [header, row] = (await asOwner('/admin/leads.csv')).trimEnd().split('\r\n')
    expect(header).toContain(',form_type,language,')
    expect(row).toContain(',Contact Form,es,')
  })

  it('is English when a page sends none, and the owner sees no note', async () => {
    const { language: _, ...withoutLanguage } = leadPayload()
    const sent = await send(withoutLanguage)
    expect(sent.statusCode).toBe(201)
    const { id } = sent.json() as { id: string }
    expect((await t.repository.getLead(id))?.language).toBe('en')

    await t.app.outbox.runOnce()
    const delivered = recorder.delivered.find((d) => d.channel === 'email')!.lead
    expect(buildLeadEmail(delivered, site, { leadUrl }).text).not.toContain('Language')
    expect(newLeadMessage(delivered).title).toBe('New quote request: Maria')
    expect(await asOwner(`/admin/leads/${id}`)).not.toContain('Prefers Spanish')
  })

  it('tells what to fix in the language of the page the lead was sent from', async () => {
    const reasonOf = async (body: object) => ((await send(body)).json() as { reason: string }).reason
    expect(await reasonOf(leadPayload({ email: 'lucia-at-example', language: 'es' }))).toBe(`email: ${leadMessages.es.email}`)
    expect(await reasonOf(leadPayload({ firstName: 'L'.repeat(51), language: 'es' }))).toBe(`firstName: ${tooLongMessage('es', 'firstName')}`)
    expect(await reasonOf(leadPayload({ email: 'maria-at-example' }))).toBe(`email: ${leadMessages.en.email}`)
    expect(await t.repository.listLeads({ includeSpam: true })).toEqual([])
  })

  it('is kept on a lead the spam trap caught, so a lead restored by the owner still says it', async () => {
    const caught = await send(leadPayload({ website: 'https://spam.example', language: 'es' }))
    const unreadable = await send({ ...leadPayload({ language: 'es' }), website: 'x', email: 'not-an-address' })
    for (const sent of [caught, unreadable]) {
      const { id } = sent.json() as { id: string }
      expect((await t.repository.getLead(id))?.language).toBe('es')
    }
  })

  it('refuses a language the site is not written in, and stores nothing', async () => {
    const sent = await send(leadPayload({ language: 'fr' as 'es' }))
    expect(sent.statusCode).toBe(422)
    expect((sent.json() as { reason: string }).reason).toMatch(/^language: /)
    expect((await t.repository.listLeads({ includeSpam: true })).length).toBe(0)
  })
})

import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { testDatabases } from '#server/testing/databases.ts'
import { leadPayload } from '#server/testing/fixtures.ts'
import { clientKeyHeaders, createTestApp, recordingNotifications, type TestApp } from '#server/testing/test-app.ts'
import { KeyedBudget } from '#server/keyed-budget.ts'

describe.each(testDatabases)('notification budgets per source on $name', (database) => {
  let db: Awaited<ReturnType<typeof database.create>>
  let t: TestApp | undefined
  let clock: number

  beforeEach(async () => {
    db = await database.create()
    clock = Date.parse('2026-03-02T15:00:00.000Z')
  })
  afterEach(async () => {
    await t?.close()
    await db.dispose()
  })

  /** A collector sending e-mail, confirmations and alerts, with one device listening for alerts. */
  async function start(env: Record<string, string>) {
    t = await createTestApp({
      repository: await db.open(),
      notifications: recordingNotifications(['email', 'confirmation', 'push']).notifications,
      env,
      now: () => new Date(clock),
    })
    await t.repository.owner.createOwner('owner@example.com', 'hash', new Date(clock))
    const owner = (await t.repository.owner.findOwner('owner@example.com'))!
    await t.repository.owner.savePushSubscription({ ownerId: owner.id, endpoint: 'https://push.example/a', p256dh: 'k', auth: 'a', now: new Date(clock) })
    return t
  }

  const send = async (t: TestApp, remoteAddress: string, email: string) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/leads',
      headers: clientKeyHeaders,
      payload: JSON.stringify(leadPayload({ email })),
      remoteAddress,
    })
    expect(response.statusCode).toBe(201)
    return response.json().id as string
  }
  const jobsOf = async (t: TestApp, id: string) => (await t.repository.listJobs({ leadId: id })).map((job) => job.channel).sort()
  const everything = ['confirmation', 'email', 'push']

  it("past one address's own daily budget its leads go to the digest, and another address's lead is still notified in full", async () => {
    // Room for five notified leads a day in all: one source must not take it.
    const t = await start({ LEAD_CAP_PER_ADDRESS: '2', LEAD_CAP_PER_DAY: '5' })
    const flood = [] as string[]
    for (let n = 1; n <= 6; n++) flood.push(await send(t, '203.0.113.7', `flood${n}@example.com`))
    for (const id of flood.slice(0, 2)) expect(await jobsOf(t, id)).toEqual(everything)
    for (const id of flood.slice(2)) expect(await jobsOf(t, id)).toEqual([])
    expect(t.logs()).toContain('address notification budget reached: lead stored without notifications, for the next digest')
    expect(t.logs()).not.toContain('203.0.113.7')

    // The flood's leads past its budget did not use the global cap: a customer's lead gets its confirmation, e-mail and alert.
    const customer = await send(t, '198.51.100.20', 'customer@example.net')
    expect(await jobsOf(t, customer)).toEqual(everything)
    expect(t.logs()).not.toContain('notification cap reached')

    // One IPv6 subscriber (a /64) is one source.
    const ipv6 = [] as string[]
    for (const [n, address] of ['2001:db8:1:2::1', '2001:db8:1:2:ffff::9', '2001:db8:1:2:abcd::1'].entries())
      ipv6.push(await send(t, address, `six${n}@example.org`))
    expect([await jobsOf(t, ipv6[0]!), await jobsOf(t, ipv6[1]!), await jobsOf(t, ipv6[2]!)]).toEqual([everything, everything, []])
    // The global cap still holds over every source.
    const capped = await send(t, '198.51.100.21', 'late@example.net')
    expect(await jobsOf(t, capped)).toEqual([])
    expect(t.logs()).toContain('notification cap reached')

    // Every lead is stored, and those past a budget or the cap wait for one digest.
    expect(await t.repository.listLeads()).toHaveLength(11)
    const digest = await t.repository.queueDigest(new Date(clock), 15 * 60_000)
    const listed = await t.repository.digestLeads(digest!.jobId, 50)
    expect(listed.leads.map((lead) => lead.id).sort()).toEqual([...flood.slice(2), ipv6[2]!, capped].sort())

    // A day later the address has its budget again.
    clock += 24 * 3_600_000 + 1
    expect(await jobsOf(t, await send(t, '203.0.113.7', 'flood7@example.com'))).toEqual(everything)
  })

  it('bounds confirmations per recipient domain an hour, leaving the e-mail and alert to the owner; common providers are not bounded', async () => {
    const t = await start({ CONFIRMATION_DOMAIN_CAP: '2' })
    let n = 0
    const fromNew = (email: string) => send(t, `10.0.0.${++n}`, email)
    expect(await jobsOf(t, await fromNew('a@smallco.example'))).toEqual(everything)
    expect(await jobsOf(t, await fromNew('B+x@SmallCo.example'))).toEqual(everything)
    expect(await jobsOf(t, await fromNew('c@smallco.example'))).toEqual(['email', 'push'])
    expect(t.logs()).toContain('confirmation left out: its recipient domain reached its hourly bound')
    expect(t.logs()).not.toContain('smallco')
    // Another domain has its own bound; Gmail (and googlemail) has none.
    expect(await jobsOf(t, await fromNew('a@other.example'))).toEqual(everything)
    for (const email of ['one@gmail.com', 'two@googlemail.com', 'three@gmail.com']) expect(await jobsOf(t, await fromNew(email)), email).toEqual(everything)

    clock += 3_600_000 + 1
    expect(await jobsOf(t, await fromNew('d@smallco.example'))).toEqual(everything)
  })
})

describe('KeyedBudget', () => {
  it('gives each key its places in the sliding window, and places given back are free again', () => {
    const budget = new KeyedBudget(2, 1000)
    expect([budget.take('a', 0), budget.take('a', 10), budget.take('a', 20), budget.take('b', 20)]).toEqual([true, true, false, true])
    budget.giveBack('a', 10)
    expect(budget.take('a', 30)).toBe(true)
    expect(budget.take('a', 1001)).toBe(true)
    expect(new KeyedBudget(0, 1000).take('a', 0)).toBe(true)
  })

  it('remembers a bounded number of keys, however many addresses send', () => {
    const budget = new KeyedBudget(1, 60_000, 100)
    for (let n = 0; n < 10_000; n++) budget.take(`key-${n}`, n)
    expect(budget.size).toBe(100)
    // The most recent keys are the ones kept.
    expect(budget.take('key-9999', 10_000)).toBe(false)
    // Keys whose window has passed are dropped as time goes on.
    budget.take('late', 200_000)
    expect(budget.size).toBe(1)
  })
})

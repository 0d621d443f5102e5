import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { loadServerConfig } from '../config.ts'
import { openSqliteRepository } from '../storage/open-repository.ts'
import { leadPayload } from '../testing/fixtures.ts'
import { startPushEndpoint } from '../testing/push-endpoint.ts'
import { clientKeyHeaders, createTestApp, type TestApp } from '../testing/test-app.ts'
import { deliveryHealth } from './delivery-health.ts'
import { createNotifications } from './notifications.ts'
import { loadPushKeys } from './push.ts'
import { queueDueReminders } from './reminders.ts'

const hours = loadServerConfig({}).site.hours
const quietMailer = { description: 'nowhere', send: async () => {}, close: () => {} }

describe("alerts on the owner's devices", () => {
  let t: TestApp
  let dataDir: string
  let devices: Array<Awaited<ReturnType<typeof startPushEndpoint>>>
  let clock: number
  const at = (iso: string) => (clock = Date.parse(iso))

  beforeEach(async () => {
    // Monday, March 2, 2026, 9:00 AM in Celina: open.
    at('2026-03-02T15:00:00.000Z')
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'push-test-'))
    const env = { PUSH_LOOPBACK_ENDPOINTS: 'true', CONFIRMATION_EMAIL: 'false', DATA_DIR: dataDir }
    const config = loadServerConfig(env)
    const repository = await openSqliteRepository(path.join(dataDir, 'leads.db'))
    const keys = await loadPushKeys(config.push, repository, new Date(clock))
    const notifications = createNotifications(config, quietMailer, { keys, store: repository.owner })
    t = await createTestApp({ env, repository, notifications, now: () => new Date(clock) })
    expect(t.app.push.publicKey).toBe(keys.publicKey)
    await repository.owner.createOwner('owner@example.com', 'hash', new Date(clock))
    devices = [await startPushEndpoint(), await startPushEndpoint()]
    const owner = (await repository.owner.findOwner('owner@example.com'))!
    for (const device of devices) {
      const { endpoint, keys: deviceKeys } = device.subscription
      await repository.owner.savePushSubscription({ ownerId: owner.id, endpoint, ...deviceKeys, now: new Date(clock) })
    }
  })
  afterEach(async () => {
    await t.close()
    for (const device of devices) await device.close()
    fs.rmSync(dataDir, { recursive: true, force: true })
  })

  const post = async (overrides: Parameters<typeof leadPayload>[0] = {}) =>
    (await t.app.inject({ method: 'POST', url: '/api/leads', headers: clientKeyHeaders, payload: JSON.stringify(leadPayload(overrides)) })).json().id as string
  const deliverAll = async () => {
    while ((await t.app.outbox.runOnce()) > 0);
  }
  const remind = () =>
    queueDueReminders({ repository: t.repository, hours, afterMs: 10 * 60_000, now: () => new Date(clock), wake: () => {}, log: { info() {}, error() {} } })
  const jobOf = async (leadId: string, channel: string) => (await t.repository.listJobs({ leadId })).find((job) => job.channel === channel)

  it('sends every new genuine lead to every device, encrypted to it and signed with the server key', async () => {
    const id = await post({ firstName: 'Ana', city: 'Prosper', servicesNeeded: ['wood-fencing', 'automatic-gates'] })
    await post({ website: 'http://bot.example' })
    await deliverAll()
    for (const device of devices) {
      expect(device.received).toHaveLength(1)
      const [push] = device.received
      expect(JSON.parse(push!.payload)).toEqual({
        title: 'New quote request: Ana',
        body: 'Wood Fencing, Automatic Gates · Prosper',
        url: `/admin/leads/${id}`,
        tag: `lead-${id}`,
      })
      expect(push!.headers.authorization).toContain(`k=${t.app.push.publicKey}`)
      expect(push!.headers.urgency).toBe('high')
    }
    expect((await jobOf(id, 'push'))!.status).toBe('done')
  })

  it('forgets a device its push service says is gone, and still reaches the others', async () => {
    devices[0]!.answer.status = 410
    const id = await post()
    await deliverAll()
    expect((await jobOf(id, 'push'))!.status).toBe('done')
    expect(devices[1]!.received).toHaveLength(1)
    expect((await t.repository.owner.listPushSubscriptions()).map((device) => device.endpoint)).toEqual([devices[1]!.subscription.endpoint])
  })

  it('retries when no device was reached, and shows it in the timeline and delivery health', async () => {
    for (const device of devices) device.answer.status = 503
    const id = await post()
    await deliverAll()
    const job = (await jobOf(id, 'push'))!
    expect(job.status).toBe('pending')
    expect(job.lastError).toBe(`2 device(s) not reached: ${new URL(devices[0]!.subscription.endpoint).host} answered 503`)
    expect((await t.repository.owner.getInboxLead(id))!.attempts).toContainEqual(expect.objectContaining({ channel: 'push', outcome: 'failed' }))
    expect((await deliveryHealth(t.repository, false, new Date(clock))).failing).toBe(1)
    // A push service that refuses the request itself will refuse it again: a dead letter at once.
    for (const device of devices) device.answer.status = 400
    clock += 60_000
    await deliverAll()
    expect((await jobOf(id, 'push'))!.status).toBe('dead')
  })

  it('shows the owner only the push service’s host and status or error code, never its text or the device’s address', async () => {
    const [down, refusing] = devices as [(typeof devices)[0], (typeof devices)[0]]
    await down.close()
    refusing.answer.status = 400
    const id = await post()
    await deliverAll()
    const { lastError } = (await jobOf(id, 'push'))!
    expect(lastError).toBe(`2 device(s) not reached: ${new URL(down.subscription.endpoint).host} not reached (ECONNREFUSED)`)
    expect(lastError).not.toContain(new URL(down.subscription.endpoint).pathname)
  })

  it('reminds once about a lead nobody answered within 10 minutes of business time', async () => {
    const waiting = await post({ firstName: 'Wes' })
    const answered = await post({ firstName: 'Ann' })
    await deliverAll()
    await t.repository.owner.setLeadStatus(answered, 'contacted', { actor: 'owner@example.com', now: new Date(clock + 60_000) })
    clock += 9 * 60_000
    expect(await remind()).toBe(0)
    clock += 60_000
    expect(await remind()).toBe(1)
    expect(await remind()).toBe(0)
    await deliverAll()
    const reminder = JSON.parse(devices[0]!.received.at(-1)!.payload)
    expect(reminder).toMatchObject({ title: 'Still waiting (10 min): Wes', url: `/admin/leads/${waiting}`, tag: `lead-${waiting}` })
    expect(devices[0]!.received).toHaveLength(3)
  })

  it('counts only business time: a lead from Friday evening is reminded Saturday morning', async () => {
    at('2026-03-06T23:55:00.000Z') // Friday 5:55 PM, 5 minutes before closing
    await post()
    await deliverAll()
    at('2026-03-07T14:04:00.000Z') // Saturday 8:04 AM: 5 min on Friday + 4 min on Saturday
    expect(await remind()).toBe(0)
    at('2026-03-07T14:05:00.000Z')
    expect(await remind()).toBe(1)
  })
})

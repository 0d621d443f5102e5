import { createHmac } from 'node:crypto'
import fs from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { loadServerConfig } from '../config.ts'
import { leadPayload } from '../testing/fixtures.ts'
import { hashPassword } from '../admin/passwords.ts'
import { openSqliteRepository } from '../storage/open-repository.ts'
import { cookieOf, csrfOf, signInThroughForm } from '../testing/inbox-forms.ts'
import { clientKeyHeaders, createTestApp, type TestApp } from '../testing/test-app.ts'
import { createNotifications } from './notifications.ts'
import { signWebhook, verifyWebhookSignature } from './webhook.ts'

const secret = 'crm-webhook-secret-0123456789'

interface Hit {
  headers: http.IncomingHttpHeaders
  body: string
  verified: boolean
}

/** A CRM on loopback: checks the signature the way a receiver would and answers with `status`. */
async function startReceiver() {
  const hits: Hit[] = []
  const state = { status: 200, location: undefined as string | undefined }
  const server = http.createServer((request, response) => {
    let body = ''
    request.on('data', (chunk: Buffer) => (body += chunk.toString()))
    request.on('end', () => {
      const verified = verifyWebhookSignature({
        secret,
        timestamp: request.headers['x-lead-timestamp'] as string | undefined,
        signature: request.headers['x-lead-signature'] as string | undefined,
        deliveryId: request.headers['x-lead-delivery'] as string | undefined,
        body,
      })
      hits.push({ headers: request.headers, body, verified })
      if (state.location) response.setHeader('location', state.location)
      response.writeHead(state.status).end()
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks/leads`
  return { url, hits, state, close: () => new Promise<void>((resolve) => server.close(() => resolve())) }
}

describe('CRM webhook', () => {
  let receiver: Awaited<ReturnType<typeof startReceiver>>
  let t: TestApp
  let clock: number

  beforeEach(async () => {
    receiver = await startReceiver()
    const config = loadServerConfig({ WEBHOOK_URL: receiver.url, WEBHOOK_SECRET: secret })
    const notifications = createNotifications(config, { description: 'none', send: async () => {}, close: () => {} })
    expect(notifications.channels).toEqual(['email', 'webhook', 'confirmation'])
    clock = Date.now()
    t = await createTestApp({ notifications, now: () => new Date(clock) })
  })
  afterEach(async () => {
    await t.close()
    await receiver.close()
  })

  const submit = async () => {
    const reply = await t.app.inject({ method: 'POST', url: '/api/leads', headers: clientKeyHeaders, payload: JSON.stringify(leadPayload()) })
    return reply.json().id as string
  }
  const webhookJob = async () => (await t.repository.listJobs()).find((job) => job.channel === 'webhook')!

  it('posts the lead signed with HMAC-SHA256 that the receiver verifies', async () => {
    const id = await submit()
    await t.app.outbox.runOnce()

    expect(receiver.hits).toHaveLength(1)
    const [hit] = receiver.hits
    expect(hit!.verified).toBe(true)
    expect(hit!.headers['content-type']).toBe('application/json')
    expect(hit!.headers['x-lead-id']).toBe(id)
    const job = await webhookJob()
    expect(hit!.headers['x-lead-delivery']).toBe(String(job.id))
    expect(job.status).toBe('done')

    const body = JSON.parse(hit!.body)
    expect(body).toMatchObject({
      event: 'lead.created',
      deliveryId: String(job.id),
      lead: {
        id,
        fullName: 'Maria Gonzalez',
        phone: '4695550199',
        services: [
          { value: 'wood-fencing', label: 'Wood Fencing' },
          { value: 'automatic-gates', label: 'Automatic Gates' },
        ],
        utm: { source: 'google', medium: 'cpc', campaign: 'spring-fences' },
      },
    })
  })

  it('retries a non-2xx answer and never follows a redirect', async () => {
    receiver.state.status = 500
    await submit()
    await t.app.outbox.runOnce()
    expect(await webhookJob()).toMatchObject({ status: 'pending', attempts: 1, lastError: 'webhook answered HTTP 500' })

    receiver.state.status = 302
    receiver.state.location = 'http://127.0.0.1:9/elsewhere'
    clock += 1000
    await t.app.outbox.runOnce()
    expect(await webhookJob()).toMatchObject({ status: 'pending', attempts: 2, lastError: 'webhook answered HTTP 302' })
    expect(receiver.hits).toHaveLength(2)
  })
})

describe('webhook signature', () => {
  const body = '{"event":"lead.created"}'
  const now = new Date('2025-06-01T12:00:00Z')
  const timestamp = String(now.getTime() / 1000)
  const deliveryId = '42'

  it('accepts the right secret and a fresh timestamp only', () => {
    const signature = signWebhook(secret, timestamp, deliveryId, body)
    expect(signature).toMatch(/^sha256=[0-9a-f]{64}$/)
    expect(verifyWebhookSignature({ secret, timestamp, signature, deliveryId, body, now })).toBe(true)
    expect(verifyWebhookSignature({ secret: 'another-secret-0123456789', timestamp, signature, deliveryId, body, now })).toBe(false)
    expect(verifyWebhookSignature({ secret, timestamp, signature, deliveryId, body: `${body} `, now })).toBe(false)
    expect(verifyWebhookSignature({ secret, timestamp, signature, deliveryId, body, now: new Date(now.getTime() + 301_000) })).toBe(false)
    expect(verifyWebhookSignature({ secret, timestamp: undefined, signature, deliveryId, body, now })).toBe(false)
  })

  it('covers the delivery id: a changed or missing X-Lead-Delivery fails verification', () => {
    const signature = signWebhook(secret, timestamp, deliveryId, body)
    // A replay under a new delivery id would pass a receiver's duplicate check.
    expect(verifyWebhookSignature({ secret, timestamp, signature, deliveryId: '43', body, now })).toBe(false)
    expect(verifyWebhookSignature({ secret, timestamp, signature, deliveryId: undefined, body, now })).toBe(false)
    expect(signature).toBe(`sha256=${createHmac('sha256', secret).update(`${timestamp}.${deliveryId}.${body}`).digest('hex')}`)
  })
})

describe('CRM webhook: stage changes', () => {
  const owner = { email: 'owner@example.com', password: 'correct horse battery staple' }
  const silent = { description: 'none', send: async () => {}, close: () => {} }
  let receiver: Awaited<ReturnType<typeof startReceiver>>
  let t: TestApp

  beforeEach(async () => {
    receiver = await startReceiver()
    const config = loadServerConfig({ WEBHOOK_URL: receiver.url, WEBHOOK_SECRET: secret, WEBHOOK_STAGE_CHANGES: 'true' })
    const repository = await openSqliteRepository(path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'stage-webhook-')), 'leads.db'))
    const notifications = createNotifications(config, silent, undefined, repository)
    t = await createTestApp({ repository, notifications, env: { TRUST_PROXY: '1', ADMIN_LOCAL_HTTP: 'true' } })
    await repository.owner.createOwner(owner.email, await hashPassword(owner.password), new Date())
  })
  afterEach(async () => {
    await t.close()
    await receiver.close()
  })

  it('tells a CRM each stage the owner moves a lead to, signed, each with a delivery id of its own', async () => {
    const reply = await t.app.inject({ method: 'POST', url: '/api/leads', headers: clientKeyHeaders, payload: JSON.stringify(leadPayload()) })
    const id = reply.json().id as string
    await t.app.outbox.runOnce()
    const cookie = cookieOf(await signInThroughForm(t.app, owner))
    const tap = async (from: string, status: string) => {
      const inbox = await t.app.inject({ url: '/admin', headers: { cookie } })
      return t.app.inject({
        method: 'POST',
        url: `/admin/leads/${id}/status`,
        headers: { 'content-type': 'application/x-www-form-urlencoded', cookie },
        payload: new URLSearchParams({ _csrf: csrfOf(inbox), from, status, back: '/admin' }).toString(),
      })
    }
    const first = await tap('new', 'contacted')
    expect(first.statusCode).toBe(303)
    expect(first.headers.location).toBe('/admin')
    await t.app.outbox.runOnce()
    // A visit the owner confirms moves the lead on, and the event says when it is.
    const page = await t.app.inject({ url: `/admin/leads/${id}`, headers: { cookie } })
    const visit = await t.app.inject({
      method: 'POST',
      url: `/admin/leads/${id}/visit`,
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie },
      payload: new URLSearchParams({ _csrf: csrfOf(page), day: '2099-03-09', part: 'morning' }).toString(),
    })
    expect(visit.statusCode).toBe(303)
    await t.app.outbox.runOnce()

    const events = receiver.hits.map((hit) => ({ verified: hit.verified, delivery: hit.headers['x-lead-delivery'], body: JSON.parse(hit.body) }))
    expect(events.map((event) => event.body.event)).toEqual(['lead.created', 'lead.status_changed', 'lead.status_changed'])
    expect(events.map((event) => event.verified)).toEqual([true, true, true])
    expect(events.slice(1).map((event) => event.body.change)).toMatchObject([
      { from: 'new', to: 'contacted', label: 'Contacted' },
      { from: 'contacted', to: 'visit_scheduled', label: 'Visit scheduled' },
    ])
    expect(events[1]!.body).toMatchObject({ deliveryId: events[1]!.delivery, lead: { id, fullName: 'Maria Gonzalez', agreedVisit: null } })
    expect(events[2]!.body.lead.agreedVisit).toEqual({ day: '2099-03-09', part: 'morning' })
    expect(new Set(events.map((event) => event.delivery)).size).toBe(3)
  })
})

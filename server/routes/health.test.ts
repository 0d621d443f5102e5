import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../testing/test-app.ts'

describe('health checks', () => {
  let t: TestApp
  beforeEach(async () => {
    t = await createTestApp()
  })
  afterEach(() => t.close())

  it('/healthz says the process is alive', async () => {
    const response = await t.app.inject('/healthz')
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ ok: true })
    expect(response.headers['cache-control']).toBe('no-store')
  })

  it('/readyz says whether the database answers', async () => {
    expect((await t.app.inject('/readyz')).json()).toEqual({ ok: true })

    t.repository.ping = async () => {
      throw new Error('connection refused')
    }
    const down = await t.app.inject('/readyz')
    expect(down.statusCode).toBe(503)
    expect(down.json()).toEqual({ ok: false, reason: 'database unreachable' })
  })
})

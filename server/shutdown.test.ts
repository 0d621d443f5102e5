import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { AddressInfo } from 'node:net'
import { describe, expect, it } from 'vitest'
import { openSqliteRepository } from './storage/open-repository.ts'
import { leadPayload } from './testing/fixtures.ts'
import { clientKeyHeaders, createTestApp } from './testing/test-app.ts'

describe('graceful shutdown', () => {
  it('answers the requests in flight and stores their leads before closing the database', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shutdown-test-'))
    const file = path.join(dir, 'leads.db')
    const repository = await openSqliteRepository(file)
    let entered!: () => void
    let release!: () => void
    const inside = new Promise<void>((resolve) => (entered = resolve))
    const gate = new Promise<void>((resolve) => (release = resolve))
    const save = repository.saveLead.bind(repository)
    repository.saveLead = async (...args) => {
      entered()
      await gate
      return save(...args)
    }

    const t = await createTestApp({ repository })
    await t.app.listen({ port: 0, host: '127.0.0.1' })
    const { port } = t.app.server.address() as AddressInfo

    const inFlight = fetch(`http://127.0.0.1:${port}/api/leads`, {
      method: 'POST',
      headers: clientKeyHeaders,
      body: JSON.stringify(leadPayload()),
    })
    await inside
    const closed = t.close()
    await new Promise((resolve) => setTimeout(resolve, 100))
    release()

    const response = await inFlight
    expect(response.status).toBe(201)
    const { id } = (await response.json()) as { id: string }
    await closed

    const reopened = await openSqliteRepository(file)
    expect((await reopened.getLead(id))?.id).toBe(id)
    await reopened.close()
    fs.rmSync(dir, { recursive: true, force: true })
  })
})

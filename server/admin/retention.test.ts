import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { expect, it, vi } from 'vitest'
import { SqliteLeadRepository } from '../storage/sqlite-repository.ts'
import { newLead } from '../testing/fixtures.ts'
import { retentionCutoff, scheduleRetention } from './retention.ts'

it('keeps the privacy page’s three years: the cutoff is three years before now', () => {
  expect(retentionCutoff(new Date('2026-11-24T12:00:00.000Z')).toISOString()).toBe('2023-11-24T12:00:00.000Z')
})

it('the server’s schedule purges at start and again each interval', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'retention-'))
  const repository = SqliteLeadRepository.open(path.join(dir, 'leads.db'))
  const now = new Date('2026-11-24T12:00:00.000Z')
  const stale = (await repository.saveLead(newLead({ receivedAt: new Date('2022-01-01T00:00:00Z') }), [])).id
  const fresh = (await repository.saveLead(newLead({ receivedAt: new Date('2026-01-01T00:00:00Z') }), [])).id
  await repository.owner.saveSession('expired', { ownerId: null, data: '{}', expiresAt: new Date('2026-11-24T11:00:00.000Z') })
  const info = vi.fn()
  const schedule = scheduleRetention({ store: repository.owner, now: () => now, log: { info, error: () => {} }, intervalMs: 50 })
  await vi.waitFor(() => expect(info).toHaveBeenCalledWith({ purged: 1 }, 'retention: expired leads erased'))
  expect(await repository.getLead(stale)).toBeUndefined()
  expect(await repository.getLead(fresh)).toBeDefined()
  // Read as of an hour before it expired: the row itself is gone.
  await vi.waitFor(async () => expect(await repository.owner.getSession('expired', new Date('2026-11-24T10:00:00.000Z'))).toBeUndefined())

  const later = (await repository.saveLead(newLead({ receivedAt: new Date('2021-06-01T00:00:00Z') }), [])).id
  await vi.waitFor(async () => expect(await repository.getLead(later)).toBeUndefined())
  schedule.stop()
  await repository.close()
  fs.rmSync(dir, { recursive: true, force: true })
})

import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { expect, it, vi } from 'vitest'
import { openSqliteRepository } from '../storage/open-repository.ts'
import { newLead } from '../testing/fixtures.ts'
import { auditRetentionCutoff, auditRetentionDays, retentionCutoff, scheduleRetention } from './retention.ts'

/** The .eml files the server writes for a lead without SMTP (notifications/email.ts). */
function writeMailFiles(mailDir: string, leadId: string): string[] {
  fs.mkdirSync(mailDir, { recursive: true })
  const files = ['email', 'confirmation'].map((channel) => path.join(mailDir, `lead-${leadId}.${channel}.eml`))
  for (const file of files) fs.writeFileSync(file, leadId)
  return files
}
const existing = (files: string[]) => files.filter((file) => fs.existsSync(file))

it('keeps the privacy page’s three years: the cutoff is three years before now', () => {
  expect(retentionCutoff(new Date('2026-11-24T12:00:00.000Z')).toISOString()).toBe('2023-11-24T12:00:00.000Z')
})

it('the server’s schedule purges at start and again each interval', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'retention-'))
  const repository = await openSqliteRepository(path.join(dir, 'leads.db'))
  const now = new Date('2026-11-24T12:00:00.000Z')
  const stale = (await repository.saveLead(newLead({ receivedAt: new Date('2022-01-01T00:00:00Z') }), [])).id
  const fresh = (await repository.saveLead(newLead({ receivedAt: new Date('2026-01-01T00:00:00Z') }), [])).id
  await repository.owner.saveSession('expired', { ownerId: null, data: '{}', expiresAt: new Date('2026-11-24T11:00:00.000Z') }, { create: true })
  const info = vi.fn()
  const schedule = scheduleRetention({ store: repository.owner, now: () => now, log: { info, error: () => {} }, intervalMs: 1_000 })
  await vi.waitFor(() => expect(info).toHaveBeenCalledWith({ purged: 1 }, 'retention: expired leads erased'))
  expect(await repository.getLead(stale)).toBeUndefined()
  expect(await repository.getLead(fresh)).toBeDefined()
  // Read as of an hour before it expired: the row itself is gone.
  await vi.waitFor(async () => expect(await repository.owner.getSession('expired', new Date('2026-11-24T10:00:00.000Z'))).toBeUndefined())

  const later = (await repository.saveLead(newLead({ receivedAt: new Date('2021-06-01T00:00:00Z') }), [])).id
  // The scheduler counts whole seconds: the next purge comes within one.
  await vi.waitFor(async () => expect(await repository.getLead(later)).toBeUndefined(), { timeout: 3_000 })
  await schedule.stop()
  await repository.close()
  fs.rmSync(dir, { recursive: true, force: true })
})

it('erases the e-mail files of the leads it purges, and of leads deleted while their e-mail was being written', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'retention-mail-'))
  const mailDir = path.join(dir, 'mail')
  const repository = await openSqliteRepository(path.join(dir, 'leads.db'))
  const now = new Date('2026-11-24T12:00:00.000Z')
  const stale = (await repository.saveLead(newLead({ receivedAt: new Date('2022-01-01T00:00:00Z') }), [])).id
  const fresh = (await repository.saveLead(newLead({ receivedAt: new Date('2026-01-01T00:00:00Z') }), [])).id
  const staleFiles = writeMailFiles(mailDir, stale)
  const freshFiles = writeMailFiles(mailDir, fresh)
  const orphanFiles = writeMailFiles(mailDir, '0b7c1d52-2f0e-4c5e-9a51-6f1e0c9d8a11')
  const otherFile = path.join(mailDir, 'notes.txt')
  fs.writeFileSync(otherFile, 'not a lead e-mail')
  const info = vi.fn()
  const schedule = scheduleRetention({
    store: repository.owner,
    now: () => now,
    log: { info, error: () => {} },
    mail: { dir: mailDir, leadExists: async (id) => (await repository.getLead(id)) !== undefined },
  })
  try {
    await vi.waitFor(() => expect(existing([...staleFiles, ...orphanFiles])).toEqual([]))
    expect(await repository.getLead(stale)).toBeUndefined()
    expect(existing(freshFiles)).toEqual(freshFiles)
    expect(fs.existsSync(otherFile)).toBe(true)
  } finally {
    await schedule.stop()
    await repository.close()
    fs.rmSync(dir, { recursive: true, force: true })
  }
})

it(`the schedule prunes audit entries older than ${auditRetentionDays} days and sign-in counters past their window`, async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'retention-audit-'))
  const repository = await openSqliteRepository(path.join(dir, 'leads.db'))
  const now = new Date('2026-11-24T12:00:00.000Z')
  const day = 24 * 3_600_000
  expect(auditRetentionCutoff(now).toISOString()).toBe('2025-10-20T12:00:00.000Z')
  const entry = (daysAgo: number, action: string) =>
    repository.owner.audit({
      at: new Date(now.getTime() - daysAgo * day),
      actor: 'owner@example.com',
      action,
      client: '198.51.100.7',
      userAgent: 'Mozilla/5.0',
    })
  await entry(auditRetentionDays + 1, 'login')
  await entry(auditRetentionDays - 1, 'lead_viewed')
  await repository.owner.countLoginAttempt('old', '203.0.113.50', new Date(now.getTime() - 16 * 60_000), 15 * 60_000)
  await repository.owner.countLoginAttempt('current', '203.0.113.50', new Date(now.getTime() - 60_000), 15 * 60_000)
  const info = vi.fn()
  const schedule = scheduleRetention({ store: repository.owner, now: () => now, log: { info, error: () => {} } })
  try {
    await vi.waitFor(() => expect(info).toHaveBeenCalledWith({ pruned: 1 }, 'retention: old audit entries erased'))
    expect((await repository.owner.listAudit(10)).map((kept) => kept.action)).toEqual(['lead_viewed'])
    await vi.waitFor(async () => expect(await repository.owner.clearLoginAttempts('old')).toBe(0))
    expect(await repository.owner.clearLoginAttempts('current')).toBe(1)
  } finally {
    await schedule.stop()
    await repository.close()
    fs.rmSync(dir, { recursive: true, force: true })
  }
})

import path from 'node:path'
import { eraseMailOfErasedLeads, type LeadMailFiles } from '../notifications/mail-files.ts'
import { mailDirName } from '../notifications/notifications.ts'
import type { Log } from '../notifications/outbox-worker.ts'
import { erasePhotosOfErasedLeads, type PhotoStore } from '../photos/photo-store.ts'
import { every, type ScheduledJob } from '../scheduler.ts'
import type { LeadRepository } from '../storage/lead-repository.ts'
import type { OwnerStore } from '../storage/owner-store.ts'
import { loginThrottle } from './login-throttle.ts'

// The privacy page's promise; won and completed leads are customer records and stay.
const leadRetentionYears = 3

export function retentionCutoff(now: Date): Date {
  const cutoff = new Date(now)
  cutoff.setUTCFullYear(cutoff.getUTCFullYear() - leadRetentionYears)
  return cutoff
}

// Answers "who looked at this last spring?" without keeping client addresses for ever.
export const auditRetentionDays = 400

export function auditRetentionCutoff(now: Date): Date {
  return new Date(now.getTime() - auditRetentionDays * 24 * 3_600_000)
}

export function leadMailFiles(dataDir: string, repository: LeadRepository): LeadMailFiles {
  return { dir: path.join(dataDir, mailDirName), leadExists: async (id) => (await repository.getLead(id)) !== undefined }
}

export async function purgeExpiredLeads(store: OwnerStore, now: Date, actor: string, mail?: LeadMailFiles, photos?: PhotoStore): Promise<number> {
  const purged = await store.purgeLeads(retentionCutoff(now))
  if (purged > 0) await store.audit({ at: now, actor, action: 'purged', detail: String(purged) })
  if (mail) await eraseMailOfErasedLeads(mail.dir, mail.leadExists)
  if (photos && mail) await erasePhotosOfErasedLeads(photos, mail.leadExists)
  return purged
}

export function scheduleRetention(options: {
  store: OwnerStore
  now: () => Date
  log: Pick<Log, 'info' | 'error'>
  intervalMs?: number
  mail?: LeadMailFiles
  photos?: PhotoStore
}): ScheduledJob {
  const purge = async () => {
    const now = options.now()
    const purged = await purgeExpiredLeads(options.store, now, 'retention schedule', options.mail, options.photos)
    if (purged > 0) options.log.info({ purged }, 'retention: expired leads erased')
    await options.store.purgeExpiredSessions(now)
    const pruned = await options.store.purgeAudit(auditRetentionCutoff(now))
    if (pruned > 0) options.log.info({ pruned }, 'retention: old audit entries erased')
    await options.store.purgeLoginAttempts(new Date(now.getTime() - loginThrottle.minutes * 60_000))
  }
  return every(options.intervalMs ?? 24 * 3_600_000, purge, (error) => options.log.error({ err: error }, 'retention: purge failed'), { immediately: true })
}

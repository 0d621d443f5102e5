import path from 'node:path'
import { eraseMailOfErasedLeads, type LeadMailFiles } from '../notifications/mail-files.ts'
import { mailDirName } from '../notifications/notifications.ts'
import type { Log } from '../notifications/outbox-worker.ts'
import { erasePhotosOfErasedLeads, type PhotoStore } from '../photos/photo-store.ts'
import { every, type ScheduledJob } from '../scheduler.ts'
import type { LeadRepository } from '../storage/lead-repository.ts'
import type { OwnerStore } from '../storage/owner-store.ts'
import { loginThrottle } from './login-throttle.ts'

/**
 * The privacy page's promise (app/content/privacy.ts, "How Long We Keep Your Information"): a
 * quote request that does not become a project is kept up to 3 years after the last contact.
 * Won leads are customer records and stay.
 */
export const leadRetentionYears = 3

export function retentionCutoff(now: Date): Date {
  const cutoff = new Date(now)
  cutoff.setUTCFullYear(cutoff.getUTCFullYear() - leadRetentionYears)
  return cutoff
}

/**
 * The audit log (who signed in, from which address and browser, who viewed or changed which lead)
 * is kept 400 days: a year back and a little more, enough to answer "who looked at this last
 * spring?", without keeping client addresses and user agents for ever.
 */
export const auditRetentionDays = 400

export function auditRetentionCutoff(now: Date): Date {
  return new Date(now.getTime() - auditRetentionDays * 24 * 3_600_000)
}

/** The e-mail files written without SMTP, as the retention purge erases them with their leads. */
export function leadMailFiles(dataDir: string, repository: LeadRepository): LeadMailFiles {
  return { dir: path.join(dataDir, mailDirName), leadExists: async (id) => (await repository.getLead(id)) !== undefined }
}

/**
 * Erases what the retention period has passed, and records how many in the audit log. With
 * `mail`, the e-mail files of every lead no longer stored go too (see notifications/mail-files.ts),
 * and with `photos` their photos (photos/photo-store.ts).
 */
export async function purgeExpiredLeads(store: OwnerStore, now: Date, actor: string, mail?: LeadMailFiles, photos?: PhotoStore): Promise<number> {
  const purged = await store.purgeLeads(retentionCutoff(now))
  if (purged > 0) await store.audit({ at: now, actor, action: 'purged', detail: String(purged) })
  if (mail) await eraseMailOfErasedLeads(mail.dir, mail.leadExists)
  if (photos && mail) await erasePhotosOfErasedLeads(photos, mail.leadExists)
  return purged
}

/**
 * Runs the purge at start and then once a day inside the server, with the sessions that have
 * expired (they open nothing, but are not kept), the audit entries older than
 * `auditRetentionDays` and the sign-in counters whose window has passed; the timer never keeps
 * the process alive.
 */
export function scheduleRetention(options: {
  store: OwnerStore
  now: () => Date
  log: Pick<Log, 'info' | 'error'>
  intervalMs?: number
  /** The e-mail files written without SMTP, erased with their leads. */
  mail?: LeadMailFiles
  /** The photos leads came with, erased with their leads. */
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

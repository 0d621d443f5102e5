import type { OwnerStore } from '../storage/owner-store.ts'

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

/** Erases what the retention period has passed, and records how many in the audit log. */
export async function purgeExpiredLeads(store: OwnerStore, now: Date, actor: string): Promise<number> {
  const purged = await store.purgeLeads(retentionCutoff(now))
  if (purged > 0) await store.audit({ at: now, actor, action: 'purged', detail: String(purged) })
  return purged
}

/**
 * Runs the purge at start and then once a day inside the server, with the sessions that have
 * expired (they open nothing, but are not kept); the timer never keeps the process alive.
 */
export function scheduleRetention(options: {
  store: OwnerStore
  now: () => Date
  log: { info: (data: object, message: string) => void; error: (data: object, message: string) => void }
  intervalMs?: number
}): { stop: () => void } {
  const purge = async () => {
    const now = options.now()
    const purged = await purgeExpiredLeads(options.store, now, 'retention schedule')
    if (purged > 0) options.log.info({ purged }, 'retention: expired leads erased')
    await options.store.purgeExpiredSessions(now)
  }
  const run = () => purge().catch((error: unknown) => options.log.error({ err: error }, 'retention: purge failed'))
  void run()
  const timer = setInterval(run, options.intervalMs ?? 24 * 3_600_000)
  timer.unref()
  return { stop: () => clearInterval(timer) }
}

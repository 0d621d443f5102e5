import { Cron } from 'croner'

/** A background job started by `every`: `stop()` ends it and resolves once a run in progress has finished. */
export interface ScheduledJob {
  stop: () => Promise<void>
}

/**
 * Runs a background task every `intervalMs` (croner counts whole seconds, so at least one), and
 * once right away when `immediately` is set. A run never starts while the previous one is still
 * going (croner's `protect`); a failure goes to `onError` and the next run comes as usual. The
 * timer never keeps the process alive.
 */
export function every(
  intervalMs: number,
  task: () => Promise<unknown>,
  onError: (error: unknown) => void,
  { immediately = false }: { immediately?: boolean } = {},
): ScheduledJob {
  const seconds = Math.max(1, Math.round(intervalMs / 1000))
  let running: Promise<unknown> = Promise.resolve()
  const job = new Cron(
    '* * * * * *',
    // startAt: the first scheduled run one interval from now, as a plain interval timer would.
    { interval: seconds, startAt: new Date(Date.now() + seconds * 1000), protect: true, unref: true, catch: (error) => onError(error) },
    async () => {
      await (running = task())
    },
  )
  if (immediately) void job.trigger()
  return {
    stop: async () => {
      job.stop()
      // What the run still holds (the repository, the mailer) is let go only after it.
      await running.catch(() => {})
    },
  }
}

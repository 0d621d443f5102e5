import { Cron } from 'croner'

export interface ScheduledJob {
  stop: () => Promise<void>
}

// A run never overlaps the previous one, and the timer never keeps the process alive.
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

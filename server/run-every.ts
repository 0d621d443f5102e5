/**
 * Runs a background task every `intervalMs`, and once right away when `immediately` is set. A run
 * never starts while the previous one is still going; a failure goes to `onError` and the next run
 * comes as usual. The timer never keeps the process alive.
 */
export function runEvery(
  intervalMs: number,
  task: () => Promise<unknown>,
  onError: (error: unknown) => void,
  { immediately = false }: { immediately?: boolean } = {},
): { stop: () => void } {
  let running = false
  const run = async () => {
    if (running) return
    running = true
    try {
      await task()
    } catch (error) {
      onError(error)
    } finally {
      running = false
    }
  }
  if (immediately) void run()
  const timer = setInterval(() => void run(), intervalMs)
  timer.unref()
  return { stop: () => clearInterval(timer) }
}

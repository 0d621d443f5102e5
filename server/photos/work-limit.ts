export class WaitedTooLong extends Error {
  override name = 'WaitedTooLong'
}

// A customer behind a long queue is better told at once.
export function workLimit(slots: number, { maxWaitMs = Infinity, maxWaiting = Infinity } = {}) {
  let running = 0
  const waiting: Array<() => void> = []
  return async function run<T>(task: () => Promise<T>): Promise<T> {
    if (running >= slots && waiting.length >= maxWaiting) throw new WaitedTooLong(`${waiting.length} tasks already waiting`)
    if (running >= slots) {
      await new Promise<void>((resolve, reject) => {
        const start = () => {
          clearTimeout(timer)
          resolve()
        }
        const timer =
          maxWaitMs === Infinity
            ? undefined
            : setTimeout(() => {
                waiting.splice(waiting.indexOf(start), 1)
                reject(new WaitedTooLong(`waited over ${maxWaitMs} ms`))
              }, maxWaitMs)
        waiting.push(start)
      })
    } else running++
    try {
      return await task()
    } finally {
      const next = waiting.shift()
      if (next) next()
      else running--
    }
  }
}

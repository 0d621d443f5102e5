/**
 * At most `slots` tasks at a time, the rest waiting in order. Decoding a photo is CPU and memory
 * (a 12-megapixel photo is 36 MB of pixels): twenty uploads at once take no less time for being
 * decoded side by side, only more memory.
 */
export function workLimit(slots: number) {
  let running = 0
  const waiting: Array<() => void> = []
  return async function run<T>(task: () => Promise<T>): Promise<T> {
    if (running >= slots) await new Promise<void>((resolve) => waiting.push(resolve))
    else running++
    try {
      return await task()
    } finally {
      const next = waiting.shift()
      if (next) next()
      else running--
    }
  }
}

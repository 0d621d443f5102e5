// Calls in one turn of the event loop share one write (one disk sync); if the group fails, each is written
// alone, so one bad item takes no other down.
export function groupCommit<Item, Result>(write: (items: Item[]) => Promise<Result[]>): (item: Item) => Promise<Result> {
  let queue: Array<{ item: Item; resolve: (result: Result) => void; reject: (error: unknown) => void }> = []
  async function flush() {
    const group = queue
    queue = []
    try {
      const results = await write(group.map((pending) => pending.item))
      group.forEach((pending, index) => pending.resolve(results[index]!))
    } catch {
      for (const pending of group) await write([pending.item]).then(([result]) => pending.resolve(result!), pending.reject)
    }
  }
  return (item) =>
    new Promise((resolve, reject) => {
      if (queue.push({ item, resolve, reject }) === 1) setImmediate(() => void flush())
    })
}

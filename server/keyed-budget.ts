// Past `maxKeys` the key that took longest ago is forgotten (any global limit still holds it).
export class KeyedBudget {
  private readonly taken = new Map<string, Array<[at: number, amount: number]>>()

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly maxKeys = 10_000,
  ) {}

  get size(): number {
    return this.taken.size
  }

  hasRoom(key: string, now: number): boolean {
    return this.limit === 0 || this.spent(key, now) < this.limit
  }

  record(key: string, now: number, amount: number): void {
    if (this.limit === 0) return
    const times = this.current(key, now)
    times.push([now, amount])
    this.taken.delete(key)
    this.taken.set(key, times)
    if (this.taken.size > this.maxKeys) this.taken.delete(this.taken.keys().next().value!)
  }

  take(key: string, now: number): boolean {
    if (!this.hasRoom(key, now)) return false
    this.record(key, now, 1)
    return true
  }

  giveBack(key: string, at: number): void {
    const times = this.taken.get(key)
    const index = times ? times.findLastIndex(([when]) => when === at) : -1
    if (index >= 0) times!.splice(index, 1)
    if (times?.length === 0) this.taken.delete(key)
  }

  spent(key: string, now: number): number {
    return this.current(key, now).reduce((sum, [, amount]) => sum + amount, 0)
  }

  private current(key: string, now: number): Array<[number, number]> {
    for (const [stale, times] of this.taken) {
      if (times.at(-1)![0] > now - this.windowMs) break
      this.taken.delete(stale)
    }
    const times = (this.taken.get(key) ?? []).filter(([at]) => at > now - this.windowMs)
    if (times.length > 0) this.taken.set(key, times)
    return times
  }
}

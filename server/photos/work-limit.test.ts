import { describe, expect, it } from 'vitest'
import { WaitedTooLong, workLimit } from './work-limit.ts'

describe('workLimit', () => {
  it('runs at most its slots at once, the others in order, and goes on after a failure', async () => {
    const run = workLimit(2)
    let running = 0
    let most = 0
    const order: number[] = []
    const task = (index: number) => async () => {
      running++
      most = Math.max(most, running)
      await new Promise((resolve) => setTimeout(resolve, 5))
      running--
      order.push(index)
      if (index === 1) throw new Error('bad photo')
      return index
    }
    const results = await Promise.allSettled([0, 1, 2, 3, 4].map((index) => run(task(index))))
    expect(most).toBe(2)
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'rejected', 'fulfilled', 'fulfilled', 'fulfilled'])
    expect(order.slice(0, 2).sort()).toEqual([0, 1])
  })

  it('gives up a task that waits past its bound without starting it, and the queue goes on', async () => {
    const run = workLimit(1, { maxWaitMs: 20 })
    const started: string[] = []
    let finish = () => {}
    const long = run(() => new Promise<void>((resolve) => ((finish = resolve), started.push('long'))))
    const late = run(async () => void started.push('late'))
    await expect(late).rejects.toBeInstanceOf(WaitedTooLong)
    finish()
    await long
    await run(async () => void started.push('next'))
    expect(started).toEqual(['long', 'next'])
  })

  it('refuses a task at once when its queue is full', async () => {
    const run = workLimit(1, { maxWaiting: 1 })
    let finish = () => {}
    const long = run(() => new Promise<void>((resolve) => (finish = resolve)))
    const waiting = run(async () => 'second')
    await expect(run(async () => 'third')).rejects.toBeInstanceOf(WaitedTooLong)
    finish()
    await long
    expect(await waiting).toBe('second')
  })
})

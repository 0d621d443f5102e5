import { describe, expect, it, vi } from 'vitest'
import { loadOrKeepHtml } from './lazy-boundary.tsx'

const stillPending = Symbol('still pending')
const settledWithin = <T>(promise: Promise<T>, ms: number) =>
  Promise.race([promise, new Promise<typeof stillPending>((resolve) => setTimeout(() => resolve(stillPending), ms))])

describe('loadOrKeepHtml', () => {
  it("gives the part's code when it can be fetched", async () => {
    await expect(loadOrKeepHtml(() => Promise.resolve('the form'))).resolves.toBe('the form')
  })

  it('never settles when the code cannot be fetched, so the part keeps its HTML, and says why in the console', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const failure = new TypeError('Failed to fetch dynamically imported module')
    expect(
      await settledWithin(
        loadOrKeepHtml(() => Promise.reject(failure)),
        50,
      ),
    ).toBe(stillPending)
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('keeps working from its HTML'), failure)
    warn.mockRestore()
  })
})

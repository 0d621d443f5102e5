import { describe, expect, it, vi } from 'vitest'
import { createElement } from 'react'
import { prerender } from 'react-dom/static'
import { lazyBoundary, loadOrKeepHtml } from './lazy-boundary.tsx'

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

describe('lazyBoundary', () => {
  it('preload fetches the code once, and the part renders from that same fetch', async () => {
    const load = vi.fn(() => Promise.resolve(() => createElement('p', null, 'the estimator')))
    const Part = lazyBoundary(load)
    await Part.preload()
    await Part.preload()
    const { prelude } = await prerender(createElement(Part))
    expect(await new Response(prelude).text()).toContain('<p>the estimator</p>')
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('preload settles when the code cannot be fetched, so a navigation waiting on it still goes ahead', async () => {
    const Part = lazyBoundary(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')))
    expect(await settledWithin(Part.preload(), 50)).toBeUndefined()
  })
})

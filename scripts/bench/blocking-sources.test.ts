import { describe, expect, it } from 'vitest'
import { blockingBySource, blockingMsOf, commitSource, describeBlocking, documentSource } from './blocking-sources.ts'

const page = 'http://127.0.0.1:4000/services/wood-fencing'

describe('blockingMsOf', () => {
  it('counts what a task holds beyond 50 ms', () => {
    expect(blockingMsOf({ url: page, startTime: 900, duration: 80 }, 800, 1400)).toBe(30)
  })

  it('counts only the part after first contentful paint', () => {
    // 755-910 clipped to 847-910: 63 ms in the window, 13 beyond the threshold.
    expect(blockingMsOf({ url: 'Unattributable', startTime: 755, duration: 155 }, 847, 1361)).toBe(13)
  })

  it('counts only the part before time to interactive, and nothing after it', () => {
    expect(blockingMsOf({ url: page, startTime: 1300, duration: 120 }, 800, 1400)).toBe(50)
    expect(blockingMsOf({ url: page, startTime: 1500, duration: 200 }, 800, 1400)).toBe(0)
  })

  it('counts nothing for a task of 50 ms or less', () => {
    expect(blockingMsOf({ url: page, startTime: 900, duration: 50 }, 800, 1400)).toBe(0)
  })
})

describe('blockingBySource', () => {
  it('sums the blocking time of the commit, the document and each script, largest first', () => {
    const sources = blockingBySource(
      [
        { url: 'Unattributable', startTime: 755, duration: 155 },
        { url: page, startTime: 910, duration: 59 },
        { url: page, startTime: 1099, duration: 77 },
        { url: 'http://127.0.0.1:4000/assets/site-DVTl1Iiu.js', startTime: 1200, duration: 105 },
        { url: 'http://127.0.0.1:4000/assets/router-abc.js', startTime: 1250, duration: 40 },
      ],
      847,
      1361,
      page,
    )
    expect(sources).toEqual([
      { source: '/assets/site-DVTl1Iiu.js', blockingMs: 55 },
      { source: documentSource, blockingMs: 36 },
      { source: commitSource, blockingMs: 13 },
    ])
    expect(describeBlocking(sources)).toBe(`/assets/site-DVTl1Iiu.js 55 ms, ${documentSource} 36 ms, ${commitSource} 13 ms`)
  })

  it('says none when nothing blocks', () => {
    expect(describeBlocking(blockingBySource([{ url: page, startTime: 900, duration: 40 }], 800, 1400, page))).toBe('none')
  })
})

import { afterEach, describe, expect, it, vi } from 'vitest'
import { isImageResource, isSlowImage, startWebVitalsReporting } from './web-vitals.ts'

describe('slow images', () => {
  it('counts images by initiator or file type, and calls them slow above 1000 ms', () => {
    expect(isImageResource({ initiatorType: 'img', name: 'https://site.example/photo' })).toBe(true)
    expect(isImageResource({ initiatorType: 'link', name: 'https://site.example/img/hero-640.avif' })).toBe(true)
    expect(isImageResource({ initiatorType: 'script', name: 'https://site.example/assets/root.js' })).toBe(false)
    expect(isSlowImage({ initiatorType: 'img', name: '/img/a.webp', duration: 1000 })).toBe(false)
    expect(isSlowImage({ initiatorType: 'img', name: '/img/a.webp', duration: 1001 })).toBe(true)
    expect(isSlowImage({ initiatorType: 'fetch', name: '/api/leads', duration: 5000 })).toBe(false)
  })
})

/** A stand-in for the browser's PerformanceObserver that the test feeds by hand. */
class FakeObserver {
  static supportedEntryTypes = ['largest-contentful-paint', 'resource']
  static instances: FakeObserver[] = []
  type?: string
  disconnected = false
  constructor(private readonly callback: (list: { getEntries: () => unknown[] }) => void) {
    FakeObserver.instances.push(this)
  }
  observe({ type }: { type: string }) {
    this.type = type
  }
  disconnect() {
    this.disconnected = true
  }
  emit(entries: unknown[]) {
    if (!this.disconnected) this.callback({ getEntries: () => entries })
  }
  static of(type: string) {
    return FakeObserver.instances.find((observer) => observer.type === type)!
  }
}

describe('startWebVitalsReporting', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
    FakeObserver.instances = []
  })

  it('does nothing unless enabled', () => {
    vi.stubGlobal('PerformanceObserver', FakeObserver)
    const log = { warn: vi.fn() }
    startWebVitalsReporting({ enabled: false, log })()
    expect(FakeObserver.instances).toHaveLength(0)
  })

  it('logs a poor LCP once and slow images each', () => {
    vi.stubGlobal('PerformanceObserver', FakeObserver)
    const log = { warn: vi.fn() }
    const stop = startWebVitalsReporting({ enabled: true, log })

    FakeObserver.of('largest-contentful-paint').emit([{ startTime: 1800 }, { startTime: 2500 }])
    expect(log.warn).not.toHaveBeenCalled()
    FakeObserver.of('largest-contentful-paint').emit([{ startTime: 2731.4, url: 'https://site.example/img/hero.avif', element: { tagName: 'IMG' } }])
    FakeObserver.of('largest-contentful-paint').emit([{ startTime: 3100 }])
    expect(log.warn).toHaveBeenCalledTimes(1)
    expect(log.warn).toHaveBeenCalledWith('LCP poor: 2731 ms', { element: 'img', url: 'https://site.example/img/hero.avif' })

    FakeObserver.of('resource').emit([
      { initiatorType: 'img', name: 'https://site.example/img/fast.webp', duration: 300 },
      { initiatorType: 'img', name: 'https://site.example/img/slow.webp', duration: 1450.6 },
      { initiatorType: 'script', name: 'https://site.example/assets/big.js', duration: 3000 },
    ])
    expect(log.warn).toHaveBeenLastCalledWith('Slow image: https://site.example/img/slow.webp 1451 ms')
    expect(log.warn).toHaveBeenCalledTimes(2)

    stop()
    expect(FakeObserver.instances.every((observer) => observer.disconnected)).toBe(true)
  })

  it('is a no-op where PerformanceObserver is missing', () => {
    vi.stubGlobal('PerformanceObserver', undefined)
    expect(() => startWebVitalsReporting({ enabled: true, log: { warn: vi.fn() } })()).not.toThrow()
  })
})

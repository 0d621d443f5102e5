/**
 * Performance logging (spec section 9): a Largest Contentful Paint above 2500 ms is logged
 * as poor, an image that takes more than 1000 ms to load as slow. Off by default; the site
 * configuration (WEB_VITALS_REPORTING) switches it on.
 */

export const webVitalsThresholds = {
  /** The spec logs LCP above this as poor (web.dev calls 2500 the limit of "good"). */
  lcpReportAboveMs: 2500,
  /** web.dev: good up to 2500 ms, poor above 4000 ms, needs improvement between. */
  lcpGoodMs: 2500,
  lcpPoorMs: 4000,
  /** The spec logs an image load above this as slow. */
  slowImageMs: 1000,
} as const

export type LcpRating = 'good' | 'needs-improvement' | 'poor'

/** web.dev's rating of an LCP time. */
export function rateLcp(ms: number): LcpRating {
  if (ms <= webVitalsThresholds.lcpGoodMs) return 'good'
  if (ms <= webVitalsThresholds.lcpPoorMs) return 'needs-improvement'
  return 'poor'
}

/** The spec's rule: LCP above 2500 ms is logged as poor. */
export const isLcpPoor = (ms: number) => ms > webVitalsThresholds.lcpReportAboveMs

const imageFile = /\.(avif|webp|png|jpe?g|gif|svg)(?:[?#]|$)/i

/** A resource timing entry is an image when an <img> (or SVG <image>) fetched it or its file is an image. */
export function isImageResource(entry: Pick<PerformanceResourceTiming, 'initiatorType' | 'name'>): boolean {
  return entry.initiatorType === 'img' || entry.initiatorType === 'image' || imageFile.test(entry.name)
}

export const isSlowImage = (entry: Pick<PerformanceResourceTiming, 'initiatorType' | 'name' | 'duration'>) =>
  isImageResource(entry) && entry.duration > webVitalsThresholds.slowImageMs

export interface WebVitalsLog {
  warn: (message: string, ...details: unknown[]) => void
}

interface LcpEntry extends PerformanceEntry {
  url?: string
  element?: Element | null
}

/**
 * Starts logging poor LCP and slow images; returns a function that stops it. A no-op when
 * not enabled or when the browser lacks the entry types.
 *
 * LCP candidates arrive in time order and the final LCP is the last one, so the first
 * candidate above the threshold already proves the page's LCP is poor: it is logged once.
 */
export function startWebVitalsReporting({ enabled, log = console }: { enabled: boolean; log?: WebVitalsLog }): () => void {
  if (!enabled || typeof PerformanceObserver === 'undefined') return () => {}
  const supported = PerformanceObserver.supportedEntryTypes ?? []
  const observers: PerformanceObserver[] = []

  if (supported.includes('largest-contentful-paint')) {
    const lcpObserver = new PerformanceObserver((list) => {
      const poor = (list.getEntries() as LcpEntry[]).find((entry) => isLcpPoor(entry.startTime))
      if (!poor) return
      const ms = Math.round(poor.startTime)
      log.warn(`LCP poor: ${ms} ms`, { rating: rateLcp(poor.startTime), element: poor.element?.tagName.toLowerCase(), url: poor.url || undefined })
      lcpObserver.disconnect()
    })
    lcpObserver.observe({ type: 'largest-contentful-paint', buffered: true })
    observers.push(lcpObserver)
  }

  if (supported.includes('resource')) {
    const resourceObserver = new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as PerformanceResourceTiming[]) {
        if (isSlowImage(entry)) log.warn(`Slow image: ${entry.name} ${Math.round(entry.duration)} ms`)
      }
    })
    resourceObserver.observe({ type: 'resource', buffered: true })
    observers.push(resourceObserver)
  }

  return () => observers.forEach((observer) => observer.disconnect())
}

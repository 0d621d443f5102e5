/** Performance logging, off unless WEB_VITALS_REPORTING: a poor Largest Contentful Paint, and slow images. */

/** LCP above this is logged as poor; an image load above the other as slow. */
const lcpPoorAboveMs = 2500
const slowImageAboveMs = 1000

const imageFile = /\.(avif|webp|png|jpe?g|gif|svg)(?:[?#]|$)/i

/** A resource timing entry is an image when an <img> (or SVG <image>) fetched it or its file is an image. */
export function isImageResource(entry: Pick<PerformanceResourceTiming, 'initiatorType' | 'name'>): boolean {
  return entry.initiatorType === 'img' || entry.initiatorType === 'image' || imageFile.test(entry.name)
}

export const isSlowImage = (entry: Pick<PerformanceResourceTiming, 'initiatorType' | 'name' | 'duration'>) =>
  isImageResource(entry) && entry.duration > slowImageAboveMs

type LcpEntry = PerformanceEntry & { url?: string; element?: Element | null }

/**
 * Starts logging poor LCP and slow images; returns a function that stops it. LCP candidates
 * arrive in time order, so the first one above the threshold proves the page's LCP poor: logged once.
 */
export function startWebVitalsReporting({ enabled, log = console }: { enabled: boolean; log?: Pick<Console, 'warn'> }): () => void {
  if (!enabled || typeof PerformanceObserver === 'undefined') return () => {}
  const supported = PerformanceObserver.supportedEntryTypes ?? []
  const observers: PerformanceObserver[] = []

  if (supported.includes('largest-contentful-paint')) {
    const lcpObserver = new PerformanceObserver((list) => {
      const poor = (list.getEntries() as LcpEntry[]).find((entry) => entry.startTime > lcpPoorAboveMs)
      if (!poor) return
      log.warn(`LCP poor: ${Math.round(poor.startTime)} ms`, { element: poor.element?.tagName.toLowerCase(), url: poor.url || undefined })
      lcpObserver.disconnect()
    })
    lcpObserver.observe({ type: 'largest-contentful-paint', buffered: true })
    observers.push(lcpObserver)
  }

  if (supported.includes('resource')) {
    const resourceObserver = new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as PerformanceResourceTiming[])
        if (isSlowImage(entry)) log.warn(`Slow image: ${entry.name} ${Math.round(entry.duration)} ms`)
    })
    resourceObserver.observe({ type: 'resource', buffered: true })
    observers.push(resourceObserver)
  }

  return () => observers.forEach((observer) => observer.disconnect())
}

/**
 * The page script, fetched once the page has loaded. The page works without it; it adds the page
 * behaviours, hydrates the page's islands and, when configured, analytics and performance logging.
 */
import { trackContactClicks } from '../lib/contact-clicks.ts'
import { startPageBehaviour } from '../lib/page-behaviour.ts'
import { browserSite } from '../site-config.ts'
import { hydrateIslandsWhenReached } from './reach-islands.ts'

const notLoaded = (what: string) => (error: unknown) => console.warn(`${what} could not load`, error)

trackContactClicks()
startPageBehaviour()

hydrateIslandsWhenReached()

const { gtmContainerId } = browserSite.analytics
if (gtmContainerId) {
  import('../quote/analytics.ts').then((analytics) => analytics.loadTagManagerWhenIdle(gtmContainerId), notLoaded('Analytics'))
}
if (browserSite.webVitalsReporting) {
  import('../lib/web-vitals.ts').then((vitals) => vitals.startWebVitalsReporting({ enabled: true }), notLoaded('Performance logging'))
}

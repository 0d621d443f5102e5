import type { LeadPayload } from '#lead/lead-schema.ts'
import { tagManagerOrigin } from '../seo/early-connections.ts'

declare global {
  interface Window {
    dataLayer?: Record<string, unknown>[]
    fbq?: (...args: unknown[]) => void
  }
}

/** What the tag manager receives for every lead. The city is null rather than absent: the tag manager would otherwise keep the previous lead's. */
export function leadSubmitEvent(payload: LeadPayload) {
  return { event: 'lead_submit', lead_type: payload.form_type, page: payload.page, services: payload.services_needed, city: payload.city || null } as const
}

/** Reports a sent lead to the data layer, and to the ad pixel when the page has one. Never throws. */
export function trackLeadSubmit(payload: LeadPayload, target: Window = window): void {
  try {
    target.dataLayer ??= []
    target.dataLayer.push(leadSubmitEvent(payload))
    if (typeof target.fbq === 'function') target.fbq('track', 'Lead')
  } catch {
    // Analytics must never turn a sent lead into an error for the visitor.
  }
}

export const tagManagerScriptUrl = (containerId: string) => `${tagManagerOrigin}/gtm.js?id=${encodeURIComponent(containerId)}`

const tagManagerRequested = new WeakSet<Window>()

/** Loads the tag manager once the page has loaded and gone idle, so analytics never competes with the first paint. */
export function loadTagManagerWhenIdle(containerId: string | undefined, target: Window = window): void {
  if (!containerId || tagManagerRequested.has(target)) return
  tagManagerRequested.add(target)
  const load = () => {
    target.dataLayer ??= []
    target.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' })
    const script = target.document.createElement('script')
    script.async = true
    script.src = tagManagerScriptUrl(containerId)
    target.document.head.append(script)
  }
  const whenIdle = () =>
    typeof target.requestIdleCallback === 'function' ? target.requestIdleCallback(load, { timeout: 5000 }) : target.setTimeout(load, 2000)
  if (target.document.readyState === 'complete') whenIdle()
  else target.addEventListener('load', whenIdle, { once: true })
}

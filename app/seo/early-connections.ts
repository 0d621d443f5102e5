import type { LinkDescriptor } from 'react-router'
import type { SiteConfig } from '#config/site-config.ts'

export const tagManagerOrigin = 'https://www.googletagmanager.com'

/**
 * Connections every page opens before it needs them (font and analytics hosts, for early
 * connection only). The fonts come from this site; Tag Manager's host, when a container
 * is configured, so its script finds the connection ready once the page is idle.
 */
export function earlyConnections(config: SiteConfig): LinkDescriptor[] {
  return config.analytics.gtmContainerId ? [{ rel: 'preconnect', href: tagManagerOrigin }] : []
}

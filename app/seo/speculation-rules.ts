import type { SiteConfig } from '#config/site-config.ts'

/**
 * The page's Speculation Rules (decision 20): a same-site page link is prerendered when the
 * visitor hovers it or starts to press it, and prefetched as the fallback, so the next page is
 * ready when the click lands. Never the owner inbox, the quote endpoint, files, or a link that
 * asks not to be followed; other sites are out by the `/*` pattern itself.
 */
export function speculationRules(site: Pick<SiteConfig, 'lead'>) {
  const endpoint = new URL(site.lead.endpoint, 'https://site.invalid').pathname
  const where = {
    and: [
      { href_matches: '/*' },
      { not: { href_matches: '/admin{/*}?' } },
      { not: { href_matches: `${endpoint}{/*}?` } },
      { not: { href_matches: '/*.*' } },
      { not: { selector_matches: '[rel~="nofollow"], [download], [data-no-prerender]' } },
    ],
  }
  return {
    prerender: [{ where, eagerness: 'moderate' }],
    prefetch: [{ where, eagerness: 'moderate' }],
  }
}

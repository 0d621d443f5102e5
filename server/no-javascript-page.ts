import { load, type CheerioAPI } from 'cheerio'

/**
 * A prerendered page as a visitor without JavaScript gets it: its scripts and module preloads
 * removed (JSON-LD data blocks stay, they are not scripts that run). Everything the page shows
 * is in its HTML, so what is left is the same page.
 */
export function loadPageWithoutScripts(html: string): CheerioAPI {
  const $ = load(html)
  $('script')
    .filter((_, script) => $(script).attr('type') !== 'application/ld+json')
    .remove()
  $('link[rel="modulepreload"]').remove()
  return $
}

/** The HTML of a page's no-JavaScript twin. */
export function pageWithoutScripts(html: string): string {
  return loadPageWithoutScripts(html).html()
}

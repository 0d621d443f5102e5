import * as cheerio from 'cheerio'

/** Script types that only carry data (the browser never runs them), e.g. structured data. */
const dataScriptTypes = new Set(['application/ld+json', 'application/json'])

/** The page without every script the browser would run, and their preloads: the limit the page is measured against.
 * Data blocks such as JSON-LD stay: they are part of the page, not code. */
export function noScriptTwin(html: string): string {
  const $ = cheerio.load(html)
  $('script').each((_, element) => {
    const type = ($(element).attr('type') ?? '').trim().toLowerCase()
    if (!dataScriptTypes.has(type)) $(element).remove()
  })
  $('link').each((_, element) => {
    const rel = ($(element).attr('rel') ?? '').toLowerCase().split(/\s+/)
    const preloadsScript = rel.includes('preload') && ['script', 'worker'].includes(($(element).attr('as') ?? '').toLowerCase())
    if (rel.includes('modulepreload') || preloadsScript) $(element).remove()
  })
  return $.html()
}

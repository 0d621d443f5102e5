import * as cheerio from 'cheerio'

/** Script types that only carry data (the browser never runs them), e.g. structured data. */
const dataScriptTypes = new Set(['application/ld+json', 'application/json'])

/**
 * A page's no-JavaScript twin: the same HTML, stylesheet, fonts and images, with every script
 * the browser would run and every script preload removed. It is what the page costs with no
 * script at all, the limit the page itself is measured against (`npm run bench:speed`).
 * Data blocks such as JSON-LD stay: they are part of the page, not code.
 */
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

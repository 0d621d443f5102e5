// Each page's no-JavaScript twin, and the built site made of them for `npm run bench:speed` and the speed gate.
import { cpSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import * as cheerio from 'cheerio'
import { precompressFiles } from '../build-steps/precompress.ts'

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

// The twin's compressed copies are made anew from its own pages.
const leftOut = (file: string) => /\.(?:m?js)(?:\.br|\.gz)?$|\.(?:br|gz)$/.test(file)

export function writeTwinSite(clientDir: string, twinDir: string): number {
  rmSync(twinDir, { recursive: true, force: true })
  cpSync(clientDir, twinDir, { recursive: true, filter: (source) => !leftOut(source) })
  const pages = readdirSync(twinDir, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.html'))
  for (const page of pages) {
    const file = path.join(twinDir, page)
    writeFileSync(file, noScriptTwin(readFileSync(file, 'utf8')))
  }
  precompressFiles(twinDir)
  return pages.length
}

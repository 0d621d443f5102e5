// `npm run report:dom-size [-- /path …]`: the size and depth of a prerendered page of each family, and its
// inline SVG: all of it is styled and laid out before the first paint. Reads build/client.
import { readFileSync } from 'node:fs'
import { gzipSync } from 'node:zlib'
import * as cheerio from 'cheerio'
import { pages } from '#app/route-table.ts'
import { htmlFileFor } from '../checks/built-site.ts'
import { textTable } from './speed-figures.ts'

// One page of each family: home, contact, FAQs, a service page, a city page, a plain text page.
const first = (group: string) => pages.find((page) => page.group === group)!.path
export const samplePages = ['/', '/contact', '/faqs', first('services'), first('areas'), '/privacy']

export function measureDom(page: string, html: string) {
  const $ = cheerio.load(html)
  const elements = $('*').toArray()
  const outerSvgs = $('svg').filter((_, element) => $(element).parents('svg').length === 0)
  return {
    page,
    bytes: Buffer.byteLength(html),
    gzip: gzipSync(html).length,
    elements: elements.length,
    depth: Math.max(...elements.map((element) => $(element).parents().length)),
    // Each drawing and each `<use>` of a symbol.
    svgs: $('svg').length,
    // An `<svg>` inside another is counted with it.
    svgBytes: outerSvgs.toArray().reduce((total, element) => total + Buffer.byteLength($.html(element)), 0),
  }
}

export function formatTable(rows: readonly ReturnType<typeof measureDom>[]): string {
  const kb = (bytes: number) => (bytes / 1024).toFixed(1)
  const lines = rows.map((row) => [row.page, kb(row.bytes), kb(row.gzip), String(row.elements), String(row.depth), String(row.svgs), kb(row.svgBytes)])
  return textTable([['page', 'KB', 'KB gzip', 'elements', 'depth', '<svg>', 'SVG KB'], ...lines])
}

if (import.meta.main) {
  const pages = process.argv.slice(2).length > 0 ? process.argv.slice(2) : samplePages
  console.log(formatTable(pages.map((page) => measureDom(page, readFileSync(htmlFileFor(page), 'utf8')))))
}

// `npm run report:dom-size [-- /path …]`: the size and depth of a prerendered page of each family, and its
// inline SVG: all of it is styled and laid out before the first paint. Reads build/client.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import * as cheerio from 'cheerio'
import { pages } from '#app/route-table.ts'

// One page of each family: home, contact, FAQs, a service page, a city page, a plain text page.
const first = (group: string) => pages.find((page) => page.group === group)!.path
export const samplePages = ['/', '/contact', '/faqs', first('services'), first('areas'), '/privacy']

export interface DomSize {
  page: string
  bytes: number
  gzip: number
  elements: number
  depth: number
  // Each drawing and each `<use>` of a symbol.
  svgs: number
  // An `<svg>` inside another is counted with it.
  svgBytes: number
}

export function measureDom(page: string, html: string): DomSize {
  const $ = cheerio.load(html)
  const elements = $('*').toArray()
  const outerSvgs = $('svg').filter((_, element) => $(element).parents('svg').length === 0)
  return {
    page,
    bytes: Buffer.byteLength(html),
    gzip: gzipSync(html).length,
    elements: elements.length,
    depth: Math.max(...elements.map((element) => $(element).parents().length)),
    svgs: $('svg').length,
    svgBytes: outerSvgs.toArray().reduce((total, element) => total + Buffer.byteLength($.html(element)), 0),
  }
}

const htmlFileFor = (clientDir: string, page: string) => path.join(clientDir, page === '/' ? 'index.html' : `${page.replace(/^\//, '')}/index.html`)

export function formatTable(rows: readonly DomSize[]): string {
  const kb = (bytes: number) => (bytes / 1024).toFixed(1)
  const header = ['page', 'KB', 'KB gzip', 'elements', 'depth', '<svg>', 'SVG KB']
  const lines = rows.map((row) => [row.page, kb(row.bytes), kb(row.gzip), String(row.elements), String(row.depth), String(row.svgs), kb(row.svgBytes)])
  const widths = header.map((title, column) => Math.max(title.length, ...lines.map((line) => line[column]!.length)))
  const format = (cells: string[]) => cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!))).join('  ')
  return [format(header), ...lines.map(format)].join('\n')
}

if (import.meta.main) {
  const clientDir = path.resolve('build/client')
  const pages = process.argv.slice(2).length > 0 ? process.argv.slice(2) : samplePages
  console.log(formatTable(pages.map((page) => measureDom(page, readFileSync(htmlFileFor(clientDir, page), 'utf8')))))
}

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
const samplePages = ['/', '/contact', '/faqs', first('services'), first('areas'), '/privacy']
const kb = (bytes: number) => (bytes / 1024).toFixed(1)

const rows = (process.argv.length > 2 ? process.argv.slice(2) : samplePages).map((page) => {
  const html = readFileSync(htmlFileFor(page), 'utf8')
  const $ = cheerio.load(html)
  const elements = $('*').toArray()
  const depth = Math.max(...elements.map((element) => $(element).parents().length))
  // An `<svg>` inside another is counted with it.
  const outerSvgs = $('svg').filter((_, element) => $(element).parents('svg').length === 0)
  const svgBytes = outerSvgs.toArray().reduce((total, element) => total + Buffer.byteLength($.html(element)), 0)
  // `<svg>` counts each drawing and each `<use>` of a symbol.
  return [page, kb(Buffer.byteLength(html)), kb(gzipSync(html).length), String(elements.length), String(depth), String($('svg').length), kb(svgBytes)]
})
console.log(textTable([['page', 'KB', 'KB gzip', 'elements', 'depth', '<svg>', 'SVG KB'], ...rows]))

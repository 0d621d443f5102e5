/**
 * `npm run report:bundle-size [-- --check]`: what a first visit to each page downloads,
 * gzipped: the prerendered HTML, its stylesheets (inlined or linked), and the JavaScript it
 * loads before the page is interactive: the modulepreloads and module scripts the HTML names,
 * the imports of its inline module script (React Router's bootstrap, which runs at once), and
 * every chunk those import statically, recursively. Chunks reached only through a dynamic
 * `import()` inside a chunk load later, when needed, and are not counted.
 *
 * Budgets (issue 17, for React 19): JavaScript at most 150 KB gzip on a page with the quote
 * form and at most 130 KB on a page without it, CSS at most 20 KB gzip on every page.
 * `--check` exits 1 when a budget is exceeded (`npm test` runs it after the build).
 */
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { gzipSync } from 'node:zlib'
import * as cheerio from 'cheerio'
import { notFoundPath, pages } from '../../app/route-table.ts'

export const bundleBudgets = {
  /** JavaScript on a page that shows the quote form, gzip bytes. */
  formPageJs: 150 * 1024,
  /** JavaScript on any other page, gzip bytes. */
  otherPageJs: 130 * 1024,
  /** Stylesheets on any page, gzip bytes. */
  css: 20 * 1024,
} as const

/** The JavaScript a page may load at most on a first visit, gzip bytes. */
const jsBudget = (bundle: Pick<RouteBundle, 'hasQuoteForm'>): number => (bundle.hasQuoteForm ? bundleBudgets.formPageJs : bundleBudgets.otherPageJs)

export interface AssetSize {
  /** Site path of the file, e.g. /assets/root-abc123.js. */
  file: string
  raw: number
  gzip: number
  /** A stylesheet inlined in the page's HTML rather than a file of its own. */
  inlined?: true
}

export interface RouteBundle {
  route: string
  /** The page renders the quote form (its honeypot field is in the HTML). */
  hasQuoteForm: boolean
  html: AssetSize
  css: AssetSize[]
  js: AssetSize[]
  cssGzip: number
  jsGzip: number
  totalGzip: number
}

const gzipSize = (content: Buffer) => gzipSync(content).length

/** The files of the build, read and gzipped once each. */
class BuildFiles {
  private readonly cache = new Map<string, { content: Buffer; size: AssetSize }>()
  constructor(readonly clientDir: string) {}

  read(sitePath: string): { content: Buffer; size: AssetSize } {
    const cached = this.cache.get(sitePath)
    if (cached) return cached
    const file = path.join(this.clientDir, sitePath.replace(/^\//, ''))
    if (!existsSync(file)) throw new Error(`${sitePath} is referenced by the HTML but missing from ${this.clientDir}`)
    const content = readFileSync(file)
    const entry = { content, size: { file: sitePath, raw: content.length, gzip: gzipSize(content) } }
    this.cache.set(sitePath, entry)
    return entry
  }
}

/** Module specifiers imported statically: `import x from "./a.js"`, `import "./b.js"`, `export * from "./c.js"`. */
export function staticImports(code: string): string[] {
  const specifiers = new Set<string>()
  const pattern = /(?:^|[;\s}])(?:import|export)\s*(?:[\w$*{}\s,]*?\s*from\s*)?["']([^"'\s]+\.m?js)["']/g
  for (const match of code.matchAll(pattern)) specifiers.add(match[1]!)
  return [...specifiers]
}

/** Module specifiers an inline module script loads as it runs: its static imports and its `import("…")` calls. */
function inlineScriptImports(code: string): string[] {
  const dynamic = [...code.matchAll(/\bimport\(\s*["']([^"']+)["']\s*\)/g)].map((match) => match[1]!)
  return [...new Set([...staticImports(code), ...dynamic])]
}

interface FirstVisitReferences {
  /** The page renders the quote form (its honeypot field is in the HTML). */
  hasQuoteForm: boolean
  /** Stylesheets the page links. */
  stylesheets: string[]
  /** The stylesheets inlined in the page (`<style>`), as text. */
  inlineStyles: string[]
  /** Module entry points: modulepreloads, module scripts' sources and inline module scripts' imports. */
  scripts: string[]
}

/** The stylesheets and module entry points a page's HTML makes the browser load. */
export function firstVisitReferences(html: string): FirstVisitReferences {
  const $ = cheerio.load(html)
  const stylesheets: string[] = []
  const scripts: string[] = []
  $('link[href]').each((_, element) => {
    const rel = ($(element).attr('rel') ?? '').toLowerCase().split(/\s+/)
    const href = $(element).attr('href')!
    if (rel.includes('stylesheet')) stylesheets.push(href)
    if (rel.includes('modulepreload')) scripts.push(href)
  })
  $('script[type="module"]').each((_, element) => {
    const src = $(element).attr('src')
    if (src) scripts.push(src)
    else scripts.push(...inlineScriptImports($(element).text()))
  })
  const inlineStyles = $('style')
    .toArray()
    .map((element) => $(element).text())
  return { hasQuoteForm: $('input[name="website"]').length > 0, stylesheets, inlineStyles, scripts: [...new Set(scripts)] }
}

const isLocal = (reference: string) => reference.startsWith('/') && !reference.startsWith('//')

/** A route's first-visit download, gzipped, read from the build in clientDir. */
export function measureRoute(routePath: string, clientDir = path.resolve('build/client'), files = new BuildFiles(clientDir)): RouteBundle {
  const htmlPath = routePath === notFoundPath ? '/404.html' : routePath === '/' ? '/index.html' : `${routePath}/index.html`
  const page = files.read(htmlPath)
  const html = page.content.toString('utf8')
  const references = firstVisitReferences(html)

  const linkedCss = [...new Set(references.stylesheets.filter(isLocal))].map((href) => files.read(href.split(/[?#]/)[0]!).size)
  const inlinedCss = references.inlineStyles.map((text, index) => {
    const content = Buffer.from(text)
    return { file: `${htmlPath} <style> ${index + 1}`, raw: content.length, gzip: gzipSize(content), inlined: true as const }
  })
  const css = [...inlinedCss, ...linkedCss]

  const seen = new Set<string>()
  const queue = references.scripts.filter(isLocal).map((src) => src.split(/[?#]/)[0]!)
  while (queue.length > 0) {
    const script = queue.shift()!
    if (seen.has(script)) continue
    seen.add(script)
    const code = files.read(script).content.toString('utf8')
    for (const specifier of staticImports(code)) {
      if (/^[a-z]+:/i.test(specifier) || specifier.startsWith('//')) continue
      queue.push(new URL(specifier, `http://site${script}`).pathname)
    }
  }
  const js = [...seen].map((script) => files.read(script).size)

  const cssGzip = css.reduce((sum, asset) => sum + asset.gzip, 0)
  const jsGzip = js.reduce((sum, asset) => sum + asset.gzip, 0)
  return {
    route: routePath,
    hasQuoteForm: references.hasQuoteForm,
    html: page.size,
    css,
    js,
    cssGzip,
    jsGzip,
    // Inlined stylesheets travel inside the HTML: counted once, there.
    totalGzip: page.size.gzip + linkedCss.reduce((sum, asset) => sum + asset.gzip, 0) + jsGzip,
  }
}

/** Every page of the route table plus the not-found page. */
export function measureSite(clientDir = path.resolve('build/client')): RouteBundle[] {
  const files = new BuildFiles(clientDir)
  return [...pages.map((page) => page.path), notFoundPath].map((route) => measureRoute(route, clientDir, files))
}

/** One line per exceeded budget; empty when every page is within budget. */
export function budgetViolations(bundles: readonly RouteBundle[]): string[] {
  const violations: string[] = []
  for (const bundle of bundles) {
    const budget = jsBudget(bundle)
    if (bundle.jsGzip > budget) {
      violations.push(`${bundle.route}: JavaScript ${kb(bundle.jsGzip)} KB gzip > ${kb(budget)} KB${bundle.hasQuoteForm ? ' (page with the quote form)' : ''}`)
    }
    if (bundle.cssGzip > bundleBudgets.css) violations.push(`${bundle.route}: CSS ${kb(bundle.cssGzip)} KB gzip > ${kb(bundleBudgets.css)} KB`)
  }
  return violations
}

export const kb = (bytes: number) => (bytes / 1024).toFixed(1)

function printReport(bundles: readonly RouteBundle[], verbose: boolean): void {
  const rows = bundles.map((bundle) => [
    bundle.route,
    bundle.hasQuoteForm ? 'yes' : '',
    kb(bundle.html.gzip),
    kb(bundle.cssGzip),
    String(bundle.js.length),
    kb(bundle.jsGzip),
    kb(bundle.totalGzip),
  ])
  const header = ['route', 'form', 'HTML KB', 'CSS KB', 'JS files', 'JS KB', 'total KB']
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]!.length)))
  const line = (cells: string[]) => cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!))).join('  ')
  console.log('First-visit download per page, gzip (KB = 1024 bytes)\n')
  console.log(line(header))
  console.log(line(widths.map((width) => '-'.repeat(width))))
  for (const row of rows) console.log(line(row))

  const max = (pick: (bundle: RouteBundle) => number) => Math.max(...bundles.map(pick))
  const unique = new Map<string, AssetSize>()
  for (const bundle of bundles) for (const asset of [...bundle.css, ...bundle.js]) if (!asset.inlined) unique.set(asset.file, asset)
  const uniqueGzip = (extension: string) => [...unique.values()].filter((asset) => asset.file.endsWith(extension)).reduce((sum, asset) => sum + asset.gzip, 0)
  console.log(line(widths.map((width) => '-'.repeat(width))))
  console.log(
    line([
      'largest',
      '',
      kb(max((b) => b.html.gzip)),
      kb(max((b) => b.cssGzip)),
      String(max((b) => b.js.length)),
      kb(max((b) => b.jsGzip)),
      kb(max((b) => b.totalGzip)),
    ]),
  )
  console.log(
    `\nDistinct first-visit files across all pages (inlined stylesheets aside): CSS ${kb(uniqueGzip('.css'))} KB, JS ${kb(uniqueGzip('.js'))} KB gzip (${unique.size} files)`,
  )
  console.log(
    `Budgets: JS ≤ ${kb(bundleBudgets.formPageJs)} KB on pages with the quote form, ≤ ${kb(bundleBudgets.otherPageJs)} KB on the others, CSS ≤ ${kb(bundleBudgets.css)} KB on every page`,
  )

  if (verbose) {
    for (const bundle of bundles) {
      console.log(`\n${bundle.route}`)
      for (const asset of [...bundle.css, ...bundle.js].sort((a, b) => b.gzip - a.gzip)) {
        console.log(`  ${kb(asset.gzip).padStart(7)} KB  ${asset.file}`)
      }
    }
  }
}

function main(): void {
  const args = process.argv.slice(2)
  const clientDirFlag = args.indexOf('--dir')
  const clientDir = path.resolve(clientDirFlag >= 0 ? args[clientDirFlag + 1]! : 'build/client')
  if (!existsSync(path.join(clientDir, 'index.html'))) {
    console.error(`${clientDir}/index.html is missing: run \`npm run build\` first`)
    process.exit(2)
  }
  const bundles = measureSite(clientDir)
  printReport(bundles, args.includes('--files'))
  const violations = budgetViolations(bundles)
  if (violations.length === 0) {
    console.log('\nEvery page is within budget.')
    return
  }
  console.log(`\nOver budget (${violations.length}):`)
  for (const violation of violations) console.log(`  ✖ ${violation}`)
  if (args.includes('--check')) process.exit(1)
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) main()

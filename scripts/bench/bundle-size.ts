// `npm run report:bundle-size [-- --check]`: what a first visit to each page downloads, gzipped: the HTML with
// its inlined stylesheet, the page script, and each island's code once reached (other `import()`s are not).
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { gzipSync } from 'node:zlib'
import * as cheerio from 'cheerio'
import { notFoundPath, pages } from '#app/route-table.ts'
import { textTable } from './speed-figures.ts'

export const bundleBudgets = {
  jsBeforeLoad: 0,
  formPageJs: 116 * 1024,
  css: 20 * 1024,
} as const

// Kept beside the client directory, out of what is published.
export const islandsManifestFile = '../islands-manifest.json'

// `file` as the site serves it, e.g. /assets/react-abc123.js
const assetSize = (file: string, content: Buffer) => ({ file, raw: content.length, gzip: gzipSync(content).length })
type AssetSize = ReturnType<typeof assetSize>
export type RouteBundle = ReturnType<typeof measureRoute>

const sum = (assets: readonly AssetSize[]) => assets.reduce((total, asset) => total + asset.gzip, 0)

// Read and gzipped once each.
function buildFiles(clientDir: string) {
  const cache = new Map<string, { content: Buffer; size: AssetSize }>()
  return (sitePath: string) => {
    if (!cache.has(sitePath)) {
      const file = path.join(clientDir, sitePath.replace(/^\//, ''))
      if (!existsSync(file)) throw new Error(`${sitePath} is referenced by the build but missing from ${clientDir}`)
      const content = readFileSync(file)
      cache.set(sitePath, { content, size: assetSize(sitePath, content) })
    }
    return cache.get(sitePath)!
  }
}

export function readChunkGraph(clientDir: string) {
  const file = path.join(clientDir, islandsManifestFile)
  if (!existsSync(file)) throw new Error(`${file} is missing: \`npm run build\` writes it`)
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Record<string, { file: string; src?: string; imports?: string[] }>
  const sitePath = (key: string) => `/${manifest[key]!.file}`
  return new Map(Object.entries(manifest).map(([key, chunk]) => [sitePath(key), { src: chunk.src, imports: (chunk.imports ?? []).map(sitePath) }]))
}

type ChunkGraph = ReturnType<typeof readChunkGraph>

function chunkOf(graph: ChunkGraph, source: string): string {
  for (const [file, chunk] of graph) if (chunk.src?.endsWith(source)) return file
  throw new Error(`The islands build has no chunk for …${source}`)
}

// A file the islands build did not make counts alone.
export function withStaticImports(graph: ChunkGraph, files: readonly string[]): string[] {
  const seen = new Set<string>()
  const visit = (file: string) => {
    if (seen.has(file)) return
    seen.add(file)
    for (const imported of graph.get(file)?.imports ?? []) visit(imported)
  }
  files.forEach(visit)
  return [...seen]
}

function staticImports(code: string): string[] {
  const pattern = /(?:^|[;\s}])(?:import|export)\s*(?:[\w$*{}\s,]*?\s*from\s*)?["']([^"'\s]+\.m?js)["']/g
  return [...new Set(Array.from(code.matchAll(pattern), (match) => match[1]!))]
}

const isLocal = (reference: string) => reference.startsWith('/') && !reference.startsWith('//')
const sitePathOf = (reference: string) => reference.split(/[?#]/)[0]!

function pageReferences(html: string) {
  const $ = cheerio.load(html)
  const stylesheets: string[] = []
  const beforeLoad: string[] = []
  const afterLoad: string[] = []
  $('link[href]').each((_, element) => {
    const rel = ($(element).attr('rel') ?? '').toLowerCase().split(/\s+/)
    const href = $(element).attr('href')!
    if (rel.includes('stylesheet')) stylesheets.push(href)
    if (rel.includes('modulepreload') || (rel.includes('preload') && $(element).attr('as') === 'script')) beforeLoad.push(href)
  })
  // The loader imports the page script after `load`.
  $('script').each((_, element) => {
    const type = ($(element).attr('type') || 'text/javascript').toLowerCase()
    const src = $(element).attr('src')
    const code = $(element).text()
    const dynamicImports = [...code.matchAll(/\bimport\(\s*["']([^"']+)["']\s*\)/g)].map((match) => match[1]!)
    if (src) beforeLoad.push(src)
    // A classic script's `import()` is the loader's, after `load`; data scripts (JSON-LD) do not run.
    else if (type === 'module') beforeLoad.push(...staticImports(code), ...dynamicImports)
    else if (type === 'text/javascript') afterLoad.push(...dynamicImports)
  })
  const islands = $('[data-island]')
    .map((_, element) => $(element).attr('data-island'))
    .get()
  const local = (references: string[]) => [...new Set(references.filter(isLocal).map(sitePathOf))]
  return {
    hasQuoteForm: $('input[name="website"]').length > 0,
    islands: [...new Set(islands)],
    stylesheets: local(stylesheets),
    inlineStyles: $('style')
      .map((_, element) => $(element).text())
      .get(),
    beforeLoad: local(beforeLoad),
    afterLoad: local(afterLoad),
  }
}

export function measureRoute(route: string, clientDir: string, read = buildFiles(clientDir), graph = readChunkGraph(clientDir)) {
  const htmlPath = route === notFoundPath ? '/404.html' : route === '/' ? '/index.html' : `${route}/index.html`
  const page = read(htmlPath)
  const references = pageReferences(page.content.toString('utf8'))

  const linkedCss = references.stylesheets.map((href) => read(href).size)
  const css = [...references.inlineStyles.map((text, index) => assetSize(`${htmlPath} <style> ${index + 1}`, Buffer.from(text))), ...linkedCss]

  const beforeLoad = withStaticImports(graph, references.beforeLoad)
  const hydration = references.islands.length > 0 ? ['/islands/hydrate-islands.ts', ...references.islands.map((name) => `/${name}.island.tsx`)] : []
  const all = withStaticImports(graph, [...beforeLoad, ...references.afterLoad, ...hydration.map((source) => chunkOf(graph, source))])
  const jsBeforeLoad = beforeLoad.map((file) => read(file).size)
  // Before `load` and after.
  const js = all.map((file) => read(file).size)

  const jsGzip = sum(js)
  return {
    route,
    // Its honeypot field is in the HTML.
    hasQuoteForm: references.hasQuoteForm,
    islands: references.islands,
    html: page.size,
    css,
    jsBeforeLoad,
    js,
    cssGzip: sum(css),
    jsBeforeLoadGzip: sum(jsBeforeLoad),
    jsGzip,
    // Inlined stylesheets travel inside the HTML: counted once, there.
    totalGzip: page.size.gzip + sum(linkedCss) + jsGzip,
  }
}

export function measureSite(clientDir: string) {
  const read = buildFiles(clientDir)
  const graph = readChunkGraph(clientDir)
  return [...pages.map((page) => page.path), notFoundPath].map((route) => measureRoute(route, clientDir, read, graph))
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1)

export function budgetViolations(bundles: readonly RouteBundle[]): string[] {
  const violations: string[] = []
  for (const bundle of bundles) {
    if (bundle.jsBeforeLoadGzip > bundleBudgets.jsBeforeLoad) {
      const files = bundle.jsBeforeLoad.map((asset) => asset.file).join(', ')
      violations.push(`${bundle.route}: JavaScript before load ${bundle.jsBeforeLoadGzip} bytes gzip > ${bundleBudgets.jsBeforeLoad} (${files})`)
    }
    if (bundle.hasQuoteForm && bundle.jsGzip > bundleBudgets.formPageJs) {
      violations.push(`${bundle.route}: JavaScript ${kb(bundle.jsGzip)} KB gzip > ${kb(bundleBudgets.formPageJs)} KB (page with the quote form)`)
    }
    if (bundle.cssGzip > bundleBudgets.css) violations.push(`${bundle.route}: CSS ${kb(bundle.cssGzip)} KB gzip > ${kb(bundleBudgets.css)} KB`)
  }
  return violations
}

function printReport(bundles: readonly RouteBundle[], verbose: boolean): void {
  const figures: Array<[title: string, value: (bundle: RouteBundle) => number, format: (value: number) => string]> = [
    ['HTML KB', (b) => b.html.gzip, kb],
    ['CSS KB', (b) => b.cssGzip, kb],
    ['JS before load KB', (b) => b.jsBeforeLoadGzip, kb],
    ['JS files', (b) => b.js.length, String],
    ['JS KB', (b) => b.jsGzip, kb],
    ['total KB', (b) => b.totalGzip, kb],
  ]
  const rows = bundles.map((b) => [b.route, b.hasQuoteForm ? 'yes' : '', b.islands.join(' '), ...figures.map(([, value, format]) => format(value(b)))])
  const largest = ['largest', '', '', ...figures.map(([, value, format]) => format(Math.max(...bundles.map(value))))]
  console.log('First visit, every island reached, per page, gzip (KB = 1024 bytes)\n')
  console.log(textTable([['route', 'form', 'islands', ...figures.map(([title]) => title)], ...rows, largest], 3))

  const scripts = new Map(bundles.flatMap((bundle) => bundle.js.map((asset) => [asset.file, asset] as const)))
  console.log(`\nDistinct JavaScript files across all pages: ${scripts.size}, ${kb(sum([...scripts.values()]))} KB gzip`)
  console.log(
    `Budgets: no JavaScript before load on any page, JS ≤ ${kb(bundleBudgets.formPageJs)} KB in all on pages with the quote form, CSS ≤ ${kb(bundleBudgets.css)} KB on every page`,
  )

  if (verbose) {
    for (const bundle of bundles) {
      console.log(`\n${bundle.route}`)
      for (const asset of [...bundle.css, ...bundle.js].sort((a, b) => b.gzip - a.gzip)) console.log(`  ${kb(asset.gzip).padStart(7)} KB  ${asset.file}`)
    }
  }
}

function main(): void {
  const { values } = parseArgs({ options: { dir: { type: 'string', default: 'build/client' }, files: { type: 'boolean' }, check: { type: 'boolean' } } })
  const clientDir = path.resolve(values.dir)
  if (!existsSync(path.join(clientDir, 'index.html'))) {
    console.error(`${clientDir}/index.html is missing: run \`npm run build\` first`)
    process.exit(2)
  }
  const bundles = measureSite(clientDir)
  printReport(bundles, values.files === true)
  const violations = budgetViolations(bundles)
  if (violations.length === 0) {
    console.log('\nEvery page is within budget.')
    return
  }
  console.log(`\nOver budget (${violations.length}):`)
  for (const violation of violations) console.log(`  ✖ ${violation}`)
  if (values.check) process.exit(1)
}

if (import.meta.main) main()

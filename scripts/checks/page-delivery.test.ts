/**
 * How each prerendered page reaches a phone: it paints from its own HTML (the stylesheet
 * inlined by app/entry.server.tsx, no stylesheet or script for the browser to wait for: its one
 * script, inline, fetches the page script after `load`), its
 * hero image and subset fonts are preloaded, it sets its text in fonts that hold every
 * character it uses, and it carries no pair of Tailwind utilities fighting over one property
 * (`cn` does not resolve conflicts at run time). Every text file ships with Brotli and gzip
 * copies of its final content (scripts/build-steps/precompress.ts), so the server never
 * compresses per request.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { JSDOM } from 'jsdom'
import { twMerge } from 'tailwind-merge'
import { beforeAll, describe, expect, it } from 'vitest'
import { notFoundPath, pages } from '#app/route-table.ts'
import { subsetCharacters, systemFontCharacters } from '#app/fonts/font-subsets.ts'
import { islandLoaderScript } from '#app/islands/loader-script.ts'
import { compressibleExtensions } from '../build-steps/precompress.ts'
import { assertBuilt, clientDir, htmlFileFor } from './built-site.ts'

beforeAll(() => assertBuilt())

/** The one script a page runs: inline, it fetches the page script, the islands build's entry, once the page has loaded. */
const pageScript = '/islands.js'
const loaderScript = islandLoaderScript(pageScript)

it('publishes the page script the loader fetches', () => {
  expect(existsSync(path.join(clientDir, pageScript.slice(1)))).toBe(true)
})

const routes = [...pages.map((page) => page.path), notFoundPath]
const fileFor = (route: string) => (route === notFoundPath ? path.join(clientDir, '404.html') : htmlFileFor(route))
const load = (route: string) => new JSDOM(readFileSync(fileFor(route), 'utf8')).window.document
const inlinedCss = (document: Document) => [...document.head.querySelectorAll('style')].map((style) => style.textContent ?? '').join('\n')

describe.each(routes.map((route) => [route]))('%s', (route) => {
  const document = load(route)

  it('inlines the stylesheet in its head and links none for the browser to wait for', () => {
    const css = inlinedCss(document)
    // Tailwind's layers and the site's own rules, whole.
    expect(css).toContain('@layer utilities')
    expect(css).toContain('@layer base')
    expect([...document.querySelectorAll('link[rel~="stylesheet"]')].map((link) => link.outerHTML)).toEqual([])
  })

  it('writes every part where it belongs: no part is held back for a script to move into place', () => {
    // React sends a large Suspense boundary apart (a hidden <div id="S:…"> and a <template id="B:…">)
    // unless told not to (app/entry.server.tsx); without JavaScript it would never be shown.
    expect([...document.querySelectorAll('div[hidden][id^="S:"], template[id^="B:"]')].map((element) => element.id)).toEqual([])
  })

  it('requests no script before load: its only scripts are inline, the island loader, JSON-LD and the speculation rules', () => {
    // Nothing for the browser to fetch while it reads and paints the page (decision 20): the loader waits for `load`.
    const requested = [...document.querySelectorAll('script[src], link[rel~="modulepreload"], link[rel~="preload"][as="script"]')]
    expect(requested.map((element) => element.outerHTML)).toEqual([])
    const kinds = [...document.querySelectorAll('script')].map((script) => {
      const type = script.getAttribute('type')
      if (type === 'application/ld+json' || type === 'speculationrules') return type
      return script.textContent === loaderScript ? 'loader' : script.outerHTML.slice(0, 200)
    })
    expect(kinds.filter((kind) => kind !== 'application/ld+json' && kind !== 'speculationrules')).toEqual(['loader'])
  })

  it('preloads the subset fonts its stylesheet declares, which exist in the build, shown only if they arrive in time', () => {
    const css = inlinedCss(document)
    const faces = [...css.matchAll(/@font-face\{([^}]*)\}/g)].map(([, body]) => body!)
    const fontUrls = faces.flatMap((body) => [...body.matchAll(/url\(\s*["']?(\/assets\/[^"')]+\.woff2)/g)].map(([, url]) => url!))
    expect(fontUrls.length).toBeGreaterThanOrEqual(2)
    const preloaded = [...document.querySelectorAll('link[rel="preload"][as="font"][type="font/woff2"][crossorigin]')].map((link) => link.getAttribute('href'))
    for (const url of fontUrls) {
      expect(existsSync(path.join(clientDir, url)), `${url} is missing from the build`).toBe(true)
      expect(preloaded, `${url} is not preloaded`).toContain(url)
    }
    for (const body of faces.filter((face) => face.includes('url('))) expect(body).toContain('font-display:optional')
  })

  it('draws its stylesheet images without SVG, which would cost an SVG document in the first style pass', () => {
    const images = [...inlinedCss(document).matchAll(/url\(\s*["']?([^"')]+)/g)].map(([, url]) => url!).filter((url) => !url.endsWith('.woff2'))
    expect(images.length).toBeGreaterThan(0) // the trust banner's shield
    for (const url of images) expect(url).toMatch(/^data:image\/png;base64,/)
  })

  it('never holds back its largest image: the high-priority image is not lazy', () => {
    expect(document.querySelectorAll('img[fetchpriority="high"][loading="lazy"]')).toHaveLength(0)
  })

  it('uses only characters the subset fonts draw (or the system font draws on purpose)', () => {
    const copy = document.cloneNode(true) as Document
    for (const element of copy.querySelectorAll('script, style, template')) element.remove()
    const text = `${copy.body.textContent ?? ''}${copy.title}`
    const missing = new Set(
      [...text].filter((character) => !/\s/.test(character) && !subsetCharacters.includes(character) && !systemFontCharacters.includes(character)),
    )
    expect([...missing]).toEqual([])
  })

  it('gives no element two utilities for the same property', () => {
    const conflicts: string[] = []
    for (const element of document.querySelectorAll('[class]')) {
      const classes = (element.getAttribute('class') ?? '').split(/\s+/).filter(Boolean)
      const kept = new Set(twMerge(classes.join(' ')).split(' '))
      const dropped = classes.filter((name) => !kept.has(name))
      if (dropped.length > 0) conflicts.push(`<${element.tagName.toLowerCase()} class="${classes.join(' ')}">: ${dropped.join(' ')} overridden`)
    }
    expect(conflicts).toEqual([])
  })
})

describe('precompressed copies', () => {
  const textFiles = readdirSync(clientDir, { recursive: true, encoding: 'utf8' }).filter((file) => compressibleExtensions.includes(path.extname(file)))

  it('exist for every page, script and site map, and hold exactly the file as built', () => {
    for (const kind of ['.html', '.js', '.xml'])
      expect(
        textFiles.some((file) => file.endsWith(kind)),
        kind,
      ).toBe(true)
    const wrong: string[] = []
    for (const file of textFiles) {
      const source = readFileSync(path.join(clientDir, file))
      const copies = { br: brotliDecompressSync, gz: gunzipSync }
      for (const [extension, decompress] of Object.entries(copies)) {
        const copy = path.join(clientDir, `${file}.${extension}`)
        // A copy is left out only when it would not be smaller (tiny files).
        if (!existsSync(copy)) {
          if (source.length > 1024) wrong.push(`${file}.${extension} missing`)
        } else if (!decompress(readFileSync(copy)).equals(source)) wrong.push(`${file}.${extension} is stale`)
      }
    }
    expect(wrong).toEqual([])
  })
})

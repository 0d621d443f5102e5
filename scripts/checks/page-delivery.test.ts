/**
 * How each prerendered page reaches a phone (see scripts/build-steps/critical-path.ts and
 * app/fonts/font-subsets.ts): it paints from its own HTML, starts hydration only after that
 * paint, sets its text in fonts that hold every character it uses, and carries no pair of
 * Tailwind utilities fighting over one property (`cn` does not resolve conflicts at run time).
 * Every text file ships with Brotli and gzip copies of its final content
 * (scripts/build-steps/precompress.ts), so the server never compresses per request.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { twMerge } from 'tailwind-merge'
import { beforeAll, describe, expect, it } from 'vitest'
import { notFoundPath, pages } from '../../app/route-table.ts'
import { subsetCharacters, systemFontCharacters } from '../../app/fonts/font-subsets.ts'
import { deferredSections, pageShownClass, sectionsShownClass } from '../build-steps/critical-path.ts'
import { compressibleExtensions } from '../build-steps/precompress.ts'
import { assertBuilt, clientDir, htmlFileFor } from './built-site.ts'
import { JSDOM } from 'jsdom'

beforeAll(() => assertBuilt())

const routes = [...pages.map((page) => page.path), notFoundPath]
const fileFor = (route: string) => (route === notFoundPath ? path.join(clientDir, '404.html') : htmlFileFor(route))
const load = (route: string) => {
  const html = readFileSync(fileFor(route), 'utf8')
  return { html, document: new JSDOM(html).window.document }
}

describe.each(routes.map((route) => [route]))('%s', (route) => {
  const { html, document } = load(route)

  it('inlines the stylesheet and keeps the original link only disabled, neither blocking nor fetched', () => {
    const inlined = document.querySelector('style[data-inlined]')
    expect(inlined, 'no inlined stylesheet').not.toBeNull()
    const href = inlined!.getAttribute('data-inlined')!
    expect(inlined!.textContent).toBe(readFileSync(path.join(clientDir, href), 'utf8'))
    const live = [...document.querySelectorAll('link[rel="stylesheet"]')].filter(
      (link) => link.getAttribute('media') !== 'print' || !link.hasAttribute('disabled'),
    )
    expect(live.map((link) => link.outerHTML)).toEqual([])
  })

  it('holds lazy images back until the start script marks the page shown, and only when scripts run', () => {
    const css = document.querySelector('style[data-inlined]')?.textContent ?? ''
    expect(css).toMatch(new RegExp(`\\.js:not\\(\\.${pageShownClass}\\) img\\[loading=["']?lazy["']?\\]\\{display:none\\}`))
    const code = document.querySelector('script[type="module"]')?.textContent ?? ''
    expect(code).toContain(`document.documentElement.classList.add(${JSON.stringify(pageShownClass)})`)
    expect(html).toContain("document.documentElement.classList.add('js')")
    // Only images below the hero are lazy: the hero (the largest paint) is never held back.
    expect(document.querySelectorAll('img[fetchpriority="high"][loading="lazy"]')).toHaveLength(0)
  })

  it('draws its stylesheet images without SVG, which would cost an SVG document in the first style pass', () => {
    const css = document.querySelector('style[data-inlined]')?.textContent ?? ''
    const images = [...css.matchAll(/url\(\s*["']?([^"')]+)/g)].map(([, url]) => url!)
    expect(images.length).toBeGreaterThan(0) // the trust banner's shield
    for (const url of images) {
      expect(url).not.toMatch(/^data:image\/svg|\.svg(?:[?#]|$)/)
      expect(url).toMatch(/^data:image\/png;base64,/)
    }
  })

  it('leaves the sections after the first and the footer to the browser until the start script renders them, and only when scripts run', () => {
    const css = document.querySelector('style[data-inlined]')?.textContent ?? ''
    // The same parts, in the same words, as the start script's `deferredSections`.
    const skipped = deferredSections
      .split(',')
      .map((part) => `.js:not(.${sectionsShownClass}) ${part}`)
      .join(',')
    expect(css).toContain(`${skipped}{content-visibility:auto;contain-intrinsic-size:auto 640px}`)
    expect(document.querySelectorAll('body>footer')).toHaveLength(1)
    const code = document.querySelector('script[type="module"]')?.textContent ?? ''
    expect(code).toContain(`document.querySelector(${JSON.stringify(deferredSections)})`)
    expect(code).toContain(`classList.add(${JSON.stringify(sectionsShownClass)})`)
  })

  it('starts hydration once the page has loaded and its largest paint is on screen, with every module React Router preloads', () => {
    expect(document.querySelectorAll('link[rel="modulepreload"]')).toHaveLength(0)
    const modules = [...document.querySelectorAll('script[type="module"]')]
    expect(modules).toHaveLength(1)
    const code = modules[0]!.textContent ?? ''
    expect(code).toContain("addEventListener('load',onLoad")
    expect(code).toContain("watch('largest-contentful-paint')")
    expect(code).toMatch(/window\.__reactRouterRouteModules/)
    expect(code).toMatch(/\/assets\/entry\.client-[\w-]+\.js/)
    expect(code).toMatch(/\/assets\/root-[\w-]+\.js/)
    expect(html).not.toMatch(/<script type="module"[^>]*>\s*import /)
  })

  it('evaluates React, React Router and the page modules one by one before the entry module hydrates', () => {
    const code = document.querySelector('script[type="module"]')?.textContent ?? ''
    const evaluated = JSON.parse(/for\(const href of (\[[^\]]*\])\)\{await import\(href\)/.exec(code)?.[1] ?? '[]') as string[]
    expect(evaluated.some((href) => /\/assets\/react-[\w-]+\.js$/.test(href))).toBe(true)
    expect(evaluated.some((href) => /\/assets\/router-[\w-]+\.js$/.test(href))).toBe(true)
    expect(evaluated.some((href) => /\/assets\/root-[\w-]+\.js$/.test(href))).toBe(true)
    // The entry module (it calls hydrateRoot) is left to React Router's bootstrap, which sets the route modules first.
    expect(evaluated.filter((href) => href.includes('entry.client'))).toEqual([])
    expect(code).toMatch(/window\.__reactRouterRouteModules = [^;]*;\\n\\nimport\(\\"\/assets\/entry\.client-[\w-]+\.js\\"\)/)
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

  it('exist for every page, script and stylesheet, and hold exactly the file as built', () => {
    for (const kind of ['.html', '.js', '.css'])
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

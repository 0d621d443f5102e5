import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { JSDOM } from 'jsdom'
import { sitePaths } from '#app/lib/site-paths.ts'
import { languageOfPath } from '#lead/languages.ts'

export const clientDir = path.resolve('build/client')

export function assertBuilt(): void {
  if (!existsSync(path.join(clientDir, 'index.html'))) throw new Error('build/client/index.html is missing: run `npm run build` before the build checks')
}

export function htmlFileFor(routePath: string): string {
  return routePath === '/' ? path.join(clientDir, 'index.html') : path.join(clientDir, routePath.slice(1), 'index.html')
}

export function readPage(routePath: string): Document {
  return new JSDOM(readFileSync(htmlFileFor(routePath), 'utf8')).window.document
}

export function jsonLdBlocks(document: Document): Array<Record<string, unknown>> {
  return [...document.querySelectorAll('script[type="application/ld+json"]')].map((script) => JSON.parse(script.textContent ?? '') as Record<string, unknown>)
}

/** Either language's home page, the one page without a breadcrumb trail. */
export const isHomePage = (route: string) => route === sitePaths.home[languageOfPath(route)]

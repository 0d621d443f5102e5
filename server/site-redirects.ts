import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import type { Redirect } from './routes/site.ts'

export const redirectsFileName = '_redirects'

const sitePathSegment = /^(?!\.+$)[\w.~-]+$/

// Some clients resolve `//host`, `/\host` or `/%2F%2Fhost` to another host.
export function isSitePath(urlPath: string): boolean {
  return (
    urlPath === '/' ||
    (urlPath.startsWith('/') &&
      urlPath
        .slice(1)
        .split('/')
        .every((segment) => sitePathSegment.test(segment)))
  )
}

export function formatRedirects(redirects: readonly Redirect[]): string {
  return redirects.map(({ from, to }) => `${from} ${to} 301\n`).join('')
}

export function readSiteRedirects(staticDir: string): Redirect[] {
  const file = path.join(staticDir, redirectsFileName)
  if (!existsSync(file)) return []
  return readFileSync(file, 'utf8')
    .split('\n')
    .map((line) => line.trim().split(/\s+/))
    .filter(([from, to]) => from?.startsWith('/') && to?.startsWith('/'))
    .map(([from, to]) => ({ from: from!, to: to! }))
}

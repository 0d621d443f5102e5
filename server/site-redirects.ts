import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import type { Redirect } from './routes/site.ts'

/**
 * The site's alternate addresses, in the `_redirects` file the build publishes with it (one
 * `from to 301` per line, the format static hosts such as Netlify and Cloudflare Pages read): the
 * collector answers each with a 301 and never serves the file itself.
 */
export const redirectsFileName = '_redirects'

export function formatRedirects(redirects: readonly Redirect[]): string {
  return redirects.map(({ from, to }) => `${from} ${to} 301\n`).join('')
}

/** The redirects published in `staticDir`; none when it has no `_redirects`. */
export function readSiteRedirects(staticDir: string): Redirect[] {
  const file = path.join(staticDir, redirectsFileName)
  if (!existsSync(file)) return []
  return readFileSync(file, 'utf8')
    .split('\n')
    .map((line) => line.trim().split(/\s+/))
    .filter(([from, to]) => from?.startsWith('/') && to?.startsWith('/'))
    .map(([from, to]) => ({ from: from!, to: to! }))
}

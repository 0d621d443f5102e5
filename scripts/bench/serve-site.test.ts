import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { staticFileFor } from './serve-site.ts'

describe('staticFileFor', () => {
  const root = path.resolve('/srv/peer')
  const files = new Set(['index.html', 'contact/index.html', 'about.html', '_astro/site.css'].map((file) => path.join(root, file)))
  const find = (url: string) => staticFileFor(root, url, (file) => files.has(file))

  it('finds a file, a folder index and a page without its .html, ignoring the query', () => {
    expect(find('/')).toBe(path.join(root, 'index.html'))
    expect(find('/contact/')).toBe(path.join(root, 'contact/index.html'))
    expect(find('/contact?ref=nav')).toBe(path.join(root, 'contact/index.html'))
    expect(find('/about')).toBe(path.join(root, 'about.html'))
    expect(find('/_astro/site.css')).toBe(path.join(root, '_astro/site.css'))
  })

  it('finds nothing for an unknown path or one that leaves the folder', () => {
    expect(find('/missing')).toBeUndefined()
    expect(find('/../index.html')).toBe(path.join(root, 'index.html'))
    expect(staticFileFor(root, '/%2e%2e/etc/passwd', () => true)).toBe(path.join(root, 'etc/passwd'))
    expect(find('/%E0%A4%A')).toBeUndefined()
  })
})

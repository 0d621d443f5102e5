import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { freePort, serveStaticDir, type RunningSite } from './serve-site.ts'

describe('serveStaticDir', () => {
  let root: string
  let site: RunningSite
  const files: Record<string, string> = {
    'index.html': 'home',
    'contact/index.html': 'contact',
    'about.html': 'about',
    '_astro/site.css': 'body{}',
    '404.html': 'not here',
    '_astro/page.js': 'console.log(1);'.repeat(200),
  }
  beforeAll(async () => {
    root = mkdtempSync(path.join(os.tmpdir(), 'peer-'))
    for (const [file, content] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(root, file)), { recursive: true })
      writeFileSync(path.join(root, file), content)
    }
    site = await serveStaticDir(root, await freePort())
  })
  afterAll(() => {
    site.stop()
    rmSync(root, { recursive: true, force: true })
  })
  const get = async (url: string) => {
    const response = await fetch(`${site.baseUrl}${url}`)
    return [response.status, await response.text()]
  }

  it('finds a file, a folder index and a page without its .html, ignoring the query', async () => {
    expect(await get('/')).toEqual([200, 'home'])
    expect(await get('/contact/')).toEqual([200, 'contact'])
    expect(await get('/contact?ref=nav')).toEqual([200, 'contact'])
    expect(await get('/about')).toEqual([200, 'about'])
    expect(await get('/_astro/site.css')).toEqual([200, 'body{}'])
  })

  it("answers an unknown path, or one that leaves the folder, with the build's 404 page", async () => {
    expect(await get('/missing')).toEqual([404, 'not here'])
    expect((await get('/%2e%2e/%2e%2e/etc/passwd'))[0]).not.toBe(200)
    expect((await get('/%E0%A4%A'))[0]).not.toBe(200)
  })

  it('compresses what a static host compresses, and asks for revalidation', async () => {
    const response = await fetch(`${site.baseUrl}/_astro/page.js`, { headers: { 'accept-encoding': 'gzip' } })
    expect(response.headers.get('content-encoding')).toBe('gzip')
    expect(response.headers.get('cache-control')).toBe('no-cache')
    expect(response.headers.get('vary')).toMatch(/accept-encoding/i)
    expect(await response.text()).toBe(files['_astro/page.js'])
  })
})

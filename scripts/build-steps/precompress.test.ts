import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { precompressFiles, type PrecompressResult } from './precompress.ts'

describe('precompressFiles', () => {
  let root: string
  let result: PrecompressResult
  const page = `<!doctype html><title>Fences</title>${'<p>Cedar privacy fence, stained and sealed.</p>'.repeat(200)}`
  const script = `export const services = ${JSON.stringify(Array.from({ length: 300 }, (_, index) => ({ id: index, name: 'Wood fencing' })))}`

  beforeAll(() => {
    root = mkdtempSync(path.join(os.tmpdir(), 'precompress-'))
    mkdirSync(path.join(root, 'services', 'wood-fencing'), { recursive: true })
    mkdirSync(path.join(root, 'assets'))
    writeFileSync(path.join(root, 'services', 'wood-fencing', 'index.html'), page)
    writeFileSync(path.join(root, 'assets', 'entry-1.js'), script)
    writeFileSync(path.join(root, 'assets', 'inter.woff2'), Buffer.from([0x77, 0x4f, 0x46, 0x32, 1, 2, 3]))
    writeFileSync(path.join(root, 'robots.txt'), 'a')
    result = precompressFiles(root)
  })
  afterAll(() => rmSync(root, { recursive: true, force: true }))

  it('writes Brotli and gzip copies that decompress to the very same bytes', () => {
    const html = path.join(root, 'services', 'wood-fencing', 'index.html')
    expect(brotliDecompressSync(readFileSync(`${html}.br`)).toString()).toBe(page)
    expect(gunzipSync(readFileSync(`${html}.gz`)).toString()).toBe(page)
    const js = path.join(root, 'assets', 'entry-1.js')
    expect(brotliDecompressSync(readFileSync(`${js}.br`)).toString()).toBe(script)
    expect(readFileSync(`${js}.br`).length).toBeLessThan(readFileSync(`${js}.gz`).length)
  })

  it('leaves compressed formats alone and skips copies that would not be smaller', () => {
    expect(existsSync(path.join(root, 'assets', 'inter.woff2.br'))).toBe(false)
    expect(existsSync(path.join(root, 'robots.txt.br'))).toBe(false)
    expect(existsSync(path.join(root, 'robots.txt.gz'))).toBe(false)
  })

  it('reports what it compressed', () => {
    expect(result.files).toBe(3)
    expect(result.bytes).toBe(page.length + script.length + 1)
    expect(result.brotliBytes).toBeLessThan(result.gzipBytes)
    expect(result.gzipBytes).toBeLessThan(result.bytes)
  })
})

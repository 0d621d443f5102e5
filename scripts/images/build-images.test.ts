import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { imageRoles } from '../../app/content/images.ts'
import { buildImages } from './build-images.ts'

let root: string
let outDir: string
let photosDir: string
const quiet = () => {}

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'images-test-'))
  outDir = join(root, 'img')
  photosDir = join(root, 'photos')
})

afterAll(async () => {
  await rm(root, { recursive: true, force: true })
})

async function dimensions(file: string): Promise<[number, number, string | undefined]> {
  const meta = await sharp(file).metadata()
  return [meta.width ?? 0, meta.height ?? 0, meta.format]
}

describe('buildImages', () => {
  it('encodes artwork to AVIF and WebP at every width of the role', { timeout: 180_000 }, async () => {
    const result = await buildImages({ outDir, photosDir, names: ['wood-picket'], log: quiet })
    expect(result.encoded).toBe(1)
    expect(result.images[0]?.source).toBe('artwork')
    for (const width of imageRoles.card.widths) {
      const height = (width * 3) / 4
      const avif = await dimensions(join(outDir, `wood-picket-${width}.avif`))
      const webp = await dimensions(join(outDir, `wood-picket-${width}.webp`))
      expect(avif).toEqual([width, height, 'heif'])
      expect(webp).toEqual([width, height, 'webp'])
    }
    expect(result.files).toBe(6)
    expect(result.bytes).toBeGreaterThan(0)
    expect(result.summary).toMatch(/^images: encoded 1, reused 0; 6 files, .* total in /)
    const manifest = JSON.parse(await readFile(join(outDir, '.manifest.json'), 'utf8'))
    expect(manifest.entries['wood-picket'].source).toBe('artwork')
    expect(Object.keys(manifest.entries['wood-picket'].files)).toHaveLength(6)
  })

  it('reuses unchanged images and re-encodes a missing file', { timeout: 180_000 }, async () => {
    const again = await buildImages({ outDir, photosDir, names: ['wood-picket'], log: quiet })
    expect([again.encoded, again.reused]).toEqual([0, 1])
    await rm(join(outDir, 'wood-picket-600.webp'))
    const repaired = await buildImages({ outDir, photosDir, names: ['wood-picket'], log: quiet })
    expect(repaired.encoded).toBe(1)
    expect((await stat(join(outDir, 'wood-picket-600.webp'))).size).toBeGreaterThan(0)
  })

  it('uses a photo from the photos folder instead of the artwork, cropped to the role', { timeout: 180_000 }, async () => {
    const { mkdir } = await import('node:fs/promises')
    await mkdir(photosDir, { recursive: true })
    // A wide red photo: the 4:3 crop must come from it, not from the generated scene.
    const photo = await sharp({ create: { width: 1200, height: 600, channels: 3, background: '#d01010' } })
      .png()
      .toBuffer()
    await writeFile(join(photosDir, 'after-1.png'), photo)
    const result = await buildImages({ outDir, photosDir, names: ['after-1'], log: quiet })
    expect(result.images[0]?.source).toBe('after-1.png')
    expect(result.summary).toContain('1 from photos')
    for (const width of imageRoles.card.widths) {
      const file = join(outDir, `after-1-${width}.webp`)
      expect(await dimensions(file)).toEqual([width, (width * 3) / 4, 'webp'])
      const { channels } = await sharp(file).stats()
      expect(channels[0]!.mean).toBeGreaterThan(170)
      expect(channels[1]!.mean).toBeLessThan(60)
      expect(await dimensions(join(outDir, `after-1-${width}.avif`))).toEqual([width, (width * 3) / 4, 'heif'])
    }
    // Replacing the photo's bytes invalidates the cache.
    const blue = await sharp({ create: { width: 900, height: 900, channels: 3, background: '#1030d0' } })
      .png()
      .toBuffer()
    await writeFile(join(photosDir, 'after-1.png'), blue)
    const rebuilt = await buildImages({ outDir, photosDir, names: ['after-1'], log: quiet })
    expect(rebuilt.encoded).toBe(1)
    const { channels } = await sharp(join(outDir, 'after-1-400.webp')).stats()
    expect(channels[2]!.mean).toBeGreaterThan(170)
  })
})

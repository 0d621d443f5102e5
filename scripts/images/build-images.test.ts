import { mkdir, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { imageRoles } from '#app/lib/images.ts'
import { buildImages } from './build-images.ts'

let root: string
let outDir: string
let mastersDir: string
const quiet = () => {}

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'images-test-'))
  outDir = join(root, 'img')
  mastersDir = join(root, 'masters')
  await mkdir(mastersDir)
})

afterAll(async () => {
  await rm(root, { recursive: true, force: true })
})

function solid(width: number, height: number, background: string): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer()
}

async function dimensions(file: string): Promise<[number, number, string | undefined]> {
  const meta = await sharp(file).metadata()
  return [meta.width ?? 0, meta.height ?? 0, meta.format]
}

async function meanColour(file: string): Promise<[number, number, number]> {
  // Read the bytes: sharp would serve a file name it opened before from its cache.
  const { channels } = await sharp(await readFile(file)).stats()
  return [channels[0]!.mean, channels[1]!.mean, channels[2]!.mean]
}

describe('buildImages', () => {
  it('encodes a master to AVIF and WebP at every width of its role, cropped to the role', { timeout: 180_000 }, async () => {
    // A wide red master: the 4:3 card crop must come from it.
    await writeFile(join(mastersDir, 'wood-picket.png'), await solid(1600, 800, '#d01010'))
    const result = await buildImages({ outDir, mastersDir, names: ['wood-picket'], log: quiet })
    expect(result.encoded).toBe(1)
    expect(result.images[0]?.source).toBe('wood-picket.png')
    for (const width of imageRoles.card.widths) {
      const height = (width * 3) / 4
      expect(await dimensions(join(outDir, `wood-picket-${width}.avif`))).toEqual([width, height, 'heif'])
      expect(await dimensions(join(outDir, `wood-picket-${width}.webp`))).toEqual([width, height, 'webp'])
    }
    const [red, green] = await meanColour(join(outDir, 'wood-picket-400.webp'))
    expect(red).toBeGreaterThan(170)
    expect(green).toBeLessThan(60)
    expect(result.files).toBe(6)
    expect(result.summary).toMatch(/^images: encoded 1, reused 0; 6 files, .* total in /)
    const manifest = JSON.parse(await readFile(join(outDir, '.manifest.json'), 'utf8'))
    expect(manifest.entries['wood-picket'].source).toBe('wood-picket.png')
    expect(Object.keys(manifest.entries['wood-picket'].files)).toHaveLength(6)
  })

  it('reuses unchanged images and re-encodes a missing file', { timeout: 180_000 }, async () => {
    const again = await buildImages({ outDir, mastersDir, names: ['wood-picket'], log: quiet })
    expect([again.encoded, again.reused]).toEqual([0, 1])
    await rm(join(outDir, 'wood-picket-600.webp'))
    const repaired = await buildImages({ outDir, mastersDir, names: ['wood-picket'], log: quiet })
    expect(repaired.encoded).toBe(1)
    expect((await stat(join(outDir, 'wood-picket-600.webp'))).size).toBeGreaterThan(0)
  })

  it('re-encodes a picture whose master was replaced by a file of the same name', { timeout: 180_000 }, async () => {
    await writeFile(join(mastersDir, 'wood-picket.png'), await solid(900, 900, '#1030d0'))
    const rebuilt = await buildImages({ outDir, mastersDir, names: ['wood-picket'], log: quiet })
    expect(rebuilt.encoded).toBe(1)
    const [, , blue] = await meanColour(join(outDir, 'wood-picket-400.webp'))
    expect(blue).toBeGreaterThan(170)
  })

  it('fails loudly when a picture has no master or more than one', async () => {
    await expect(buildImages({ outDir, mastersDir, names: ['after-1'], log: quiet })).rejects.toThrow(/no master for "after-1"/)
    await writeFile(
      join(mastersDir, 'wood-picket.JPG'),
      await sharp(await solid(800, 600, '#10d010'))
        .jpeg()
        .toBuffer(),
    )
    await expect(buildImages({ outDir, mastersDir, names: ['wood-picket'], log: quiet })).rejects.toThrow(
      /several masters \(wood-picket\.JPG, wood-picket\.png\)/,
    )
  })
})

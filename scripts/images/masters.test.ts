import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { imageCatalog, imageHeight, imageNames, imageRoles, isImageName } from '#app/lib/images.ts'
import { pages } from '#app/route-table.ts'
import { defaultMastersDir, masterExtensions } from './build-images.ts'

/** Keys under which content names a picture. */
const imageKeys = new Set(['image', 'before', 'after', 'backgroundImage', 'heroImage'])

const contentModules = import.meta.glob<Record<string, unknown>>(['../../app/content/**/*.{ts,json}', '!../../app/content/**/*.test.ts'], { eager: true })

/** Every picture the content and the route table name, with where each was found. */
function imageUses(): Map<string, string[]> {
  const uses = new Map<string, string[]>()
  const visit = (value: unknown, where: string, seen = new Set<object>()) => {
    if (value === null || typeof value !== 'object' || seen.has(value)) return
    seen.add(value)
    for (const [key, child] of Object.entries(value)) {
      if (imageKeys.has(key) && typeof child === 'string') uses.set(child, [...new Set([...(uses.get(child) ?? []), where])])
      else visit(child, where, seen)
    }
  }
  for (const [file, exports] of Object.entries(contentModules)) visit(exports, file.replace('../../', ''))
  visit(pages, 'app/route-table.ts')
  return uses
}

const masterFiles = readdirSync(defaultMastersDir).filter((file) => file !== 'README.md')
const masterName = (file: string) => file.replace(/\.[^.]+$/, '')
const uses = imageUses()

describe('image masters', () => {
  it('finds the pictures the pages name', () => {
    expect(uses.get('hero-fence')).toContain('app/route-table.ts')
    expect(uses.get('before-2')).toContain('app/content/home.ts')
    expect(uses.get('patio-lounge')).toContain('app/content/services/patios-pergolas.json')
  })

  it('has exactly one master file for every picture the content names', () => {
    for (const [name, where] of uses) {
      expect(isImageName(name), `"${name}" (used in ${where.join(', ')}) is not in app/lib/images.ts`).toBe(true)
      const files = masterFiles.filter((file) => masterName(file) === name)
      expect(files, `master for "${name}" in assets/images`).toHaveLength(1)
      expect(masterExtensions).toContain(files[0]!.split('.').pop()!.toLowerCase())
    }
  })

  it('keeps no picture that nothing uses', () => {
    for (const file of masterFiles) expect(uses.has(masterName(file)), `assets/images/${file} is used nowhere`).toBe(true)
    for (const name of imageNames) expect(uses.has(name), `"${name}" in the catalog is used nowhere`).toBe(true)
  })

  it('has masters at least as large as the largest encoded width of their role', async () => {
    for (const file of masterFiles) {
      const name = masterName(file)
      if (!isImageName(name)) continue
      const role = imageCatalog[name]
      const width = Math.max(...imageRoles[role].widths)
      const meta = await sharp(join(defaultMastersDir, file)).metadata()
      expect(meta.width, file).toBeGreaterThanOrEqual(width)
      expect(meta.height, file).toBeGreaterThanOrEqual(imageHeight(role, width))
    }
  })
})

import { JSDOM } from 'jsdom'
import { describe, expect, it } from 'vitest'
import { imageCatalog, imageHeight, imageNames, imageRoles, type ImageName } from '../../app/content/images.ts'
import { catalog, renderSceneSvg, scenes } from './catalog.ts'

const { DOMParser } = new JSDOM('').window

const rendered = new Map<ImageName, string>()
function svgOf(name: ImageName): string {
  let svg = rendered.get(name)
  if (svg === undefined) {
    svg = renderSceneSvg(name)
    rendered.set(name, svg)
  }
  return svg
}

describe('scene catalog', () => {
  it('has exactly one generator per image name', () => {
    expect(Object.keys(scenes).sort()).toEqual([...imageNames].sort())
    expect(catalog.map((entry) => entry.name)).toEqual(imageNames)
    for (const entry of catalog) {
      expect(typeof entry.scene).toBe('function')
      expect(entry.role).toBe(imageCatalog[entry.name])
    }
  })

  it.each(imageNames)('%s renders well-formed SVG of the right size and aspect', { timeout: 60_000 }, (name) => {
    const svg = svgOf(name)
    const doc = new DOMParser().parseFromString(svg, 'image/svg+xml')
    expect(doc.getElementsByTagName('parsererror')).toHaveLength(0)
    const root = doc.documentElement
    expect(root.tagName).toBe('svg')
    const role = imageCatalog[name]
    const width = Math.max(...imageRoles[role].widths)
    expect(Number(root.getAttribute('width'))).toBe(width)
    expect(Number(root.getAttribute('height'))).toBe(imageHeight(role, width))
    const [x, y, w, h] = (root.getAttribute('viewBox') ?? '').split(' ').map(Number)
    expect([x, y]).toEqual([0, 0])
    const { aspect } = imageRoles[role]
    expect(w! / h!).toBeCloseTo(aspect.width / aspect.height, 6)
    // Original artwork only: no text, no external resources, and every url(#id) resolves.
    expect(doc.getElementsByTagName('text')).toHaveLength(0)
    expect(svg).not.toMatch(/(?:xlink:)?href="(?!#)/)
    const ids = new Set(Array.from(doc.querySelectorAll('[id]'), (el) => el.getAttribute('id')))
    for (const [, id] of svg.matchAll(/url\(#([^)]+)\)/g)) expect(ids.has(id!)).toBe(true)
    expect(svg).not.toMatch(/NaN|Infinity|undefined/)
  })

  it('is deterministic: the same image renders to the same bytes', { timeout: 60_000 }, () => {
    for (const name of ['hero-fence', 'before-1', 'permits-hoa'] as const) {
      expect(renderSceneSvg(name)).toBe(svgOf(name))
    }
  })

  it('gives different images different artwork', { timeout: 120_000 }, () => {
    const svgs = new Set(imageNames.map((name) => svgOf(name)))
    expect(svgs.size).toBe(imageNames.length)
  })
})

import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import * as cheerio from 'cheerio'
import * as lucide from 'lucide'
import { Check, CheckCircle2, Egg, Star, TrendingUp, Triangle, type IconNode } from 'lucide'
import { renderToStaticMarkup } from 'react-dom/server'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { iconNames } from '#app/lib/icon-names.ts'
import { contentIconDrawings } from './content-icon.tsx'
import { Icon, IconDrawerProvider } from './icon.tsx'
import { drawIcon, shapePath, standalonePath } from './icon-drawing.ts'

/** Every lucide icon the site's code imports by name (`import { … } from 'lucide'`), by that name. */
function lucideIconsTheSiteImports(): Map<string, IconNode> {
  const files = execFileSync('git', ['ls-files', 'app/**/*.tsx', 'app/**/*.ts'], { encoding: 'utf8' }).split('\n').filter(Boolean)
  const used = new Map<string, IconNode>()
  for (const file of files) {
    for (const [, names = ''] of readFileSync(file, 'utf8').matchAll(/import \{([^}]*)\} from 'lucide'/g)) {
      for (const name of names
        .split(',')
        .map((part) => part.trim())
        .filter((part) => part && !part.startsWith('type '))) {
        const icon = (lucide as unknown as Record<string, IconNode | undefined>)[name]
        if (Array.isArray(icon)) used.set(name, icon)
      }
    }
  }
  return used
}

const inPage = (icon: IconNode, props: { className?: string; filled?: boolean } = {}) =>
  cheerio.load(
    renderToStaticMarkup(
      <IconDrawerProvider draw={drawIcon}>
        <Icon icon={icon} {...props} />
      </IconDrawerProvider>,
    ),
  )

describe('Icon', () => {
  it('is lucide’s <svg>, one element per shape, without a drawer (an island, the answer page, a test)', () => {
    const $ = cheerio.load(renderToStaticMarkup(<Icon icon={CheckCircle2} className="size-4" />), { xml: true })
    const svg = $('svg')
    expect(svg.attr('class')).toBe('lucide size-4')
    expect([svg.attr('aria-hidden'), svg.attr('viewBox'), svg.attr('fill'), svg.attr('stroke')]).toEqual(['true', '0 0 24 24', 'none', 'currentColor'])
    expect([svg.attr('stroke-width'), svg.attr('stroke-linecap'), svg.attr('stroke-linejoin')]).toEqual(['2', 'round', 'round'])
    expect(
      svg
        .children()
        .toArray()
        .map((shape) => [shape.tagName, shape.attribs]),
    ).toEqual(CheckCircle2)
    expect(
      cheerio
        .load(renderToStaticMarkup(<Icon icon={Star} filled />))('svg')
        .attr('fill'),
    ).toBe('currentColor')
    expect(
      cheerio
        .load(renderToStaticMarkup(<Icon icon={Check} />))('svg')
        .attr('class'),
    ).toBe('lucide')
  })

  it('in a prerendered page, is one decorative path with lucide’s box and colour', () => {
    const $ = inPage(CheckCircle2, { className: 'size-5 text-success' })
    const svg = $('svg')
    expect(svg.attr('aria-hidden')).toBe('true')
    expect(svg.attr('class')).toBe('icon size-5 text-success')
    expect(svg.attr('viewBox')).toBe('0 0 24 24')
    expect([svg.attr('fill'), svg.attr('stroke')]).toEqual(['none', 'currentColor'])
    expect(svg.children().length).toBe(1)
    expect(svg.children('path').attr('d')).toMatch(/^M/)
  })

  it('fills a filled icon (the stars)', () => {
    expect(inPage(Star, { filled: true })('svg').attr('fill')).toBe('currentColor')
  })
})

describe('one path for a drawing', () => {
  it('makes a leading relative move absolute, and the pairs after it relative lines', () => {
    expect(standalonePath('m16 9-5.5 5.5L8 12')).toBe('M16 9l-5.5 5.5L8 12')
    expect(standalonePath('m6 6 12 12')).toBe('M6 6l12 12')
    expect(standalonePath('m22 7-8.991 5.727a2 2 0 0 1-2.009 0L2 7')).toBe('M22 7l-8.991 5.727a2 2 0 0 1-2.009 0L2 7')
    expect(standalonePath('M5 12h14')).toBe('M5 12h14')
  })

  it('draws circles, rounded rectangles, lines and polylines as paths', () => {
    expect(shapePath('circle', { cx: '12', cy: '12', r: '10' })).toBe('M2 12a10 10 0 1 0 20 0a10 10 0 1 0 -20 0z')
    expect(shapePath('rect', { x: '2', y: '4', width: '20', height: '16', rx: '2' })).toBe(
      'M4 4h16a2 2 0 0 1 2 2v12a2 2 0 0 1 -2 2h-16a2 2 0 0 1 -2 -2v-12a2 2 0 0 1 2 -2z',
    )
    expect(shapePath('line', { x1: '8', x2: '16', y1: '6', y2: '6' })).toBe('M8 6L16 6')
    expect(shapePath('polyline', { points: '22 7 13.5 15.5 8.5 10.5 2 17' })).toBe('M22 7L13.5 15.5 8.5 10.5 2 17')
  })

  // Every icon the site draws, and a few with every kind of shape.
  const siteIcons = lucideIconsTheSiteImports()
  const icons: IconNode[] = [...Object.values(contentIconDrawings), ...siteIcons.values(), TrendingUp, Triangle, Egg]

  it('finds the icons the site imports', () => {
    expect(siteIcons.size).toBeGreaterThan(30)
    expect([...siteIcons.keys()]).toEqual(expect.arrayContaining(['Phone', 'Clock', 'Loader2', 'ChevronDown', 'Plus', 'Minus']))
  })

  const pixels = async (svg: string) =>
    (await sharp(Buffer.from(svg), { density: 72 * 4 })
      .resize(96, 96)
      .flatten({ background: '#ffffff' })
      .greyscale()
      .raw()
      .toBuffer()) as Buffer

  it('looks as lucide draws it, icon for icon', async () => {
    expect(iconNames.every((name) => icons.includes(contentIconDrawings[name]))).toBe(true)
    const different: string[] = []
    for (const icon of new Set(icons)) {
      const theirs = renderToStaticMarkup(<Icon icon={icon} />).replaceAll('currentColor', '#000')
      const ours = `<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="#000" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"><path d="${drawIcon(icon)}"/></svg>`
      const [a, b] = await Promise.all([pixels(theirs), pixels(ours)])
      // Antialiasing may differ by a shade where a circle's arcs meet; a wrong shape differs by far more.
      const off = a.reduce((count, value, index) => count + (Math.abs(value - b[index]!) > 64 ? 1 : 0), 0)
      if (off > 4) different.push(`${JSON.stringify(icon).slice(0, 60)}: ${off} pixels`)
    }
    expect(different).toEqual([])
  })
})

import * as cheerio from 'cheerio'
import { Check, CheckCircle2, Star } from 'lucide'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { Icon } from './icon.tsx'

const svgOf = (markup: string) => cheerio.load(markup, { xml: true })('svg')

describe('Icon', () => {
  it('is lucide’s decorative <svg>, one element per shape, sized by its classes', () => {
    const svg = svgOf(renderToStaticMarkup(<Icon icon={CheckCircle2} className="size-4" />))
    expect(svg.attr('class')).toBe('lucide size-4')
    expect([svg.attr('aria-hidden'), svg.attr('viewBox'), svg.attr('fill'), svg.attr('stroke')]).toEqual(['true', '0 0 24 24', 'none', 'currentColor'])
    expect([svg.attr('stroke-width'), svg.attr('stroke-linecap'), svg.attr('stroke-linejoin')]).toEqual(['2', 'round', 'round'])
    expect(
      svg
        .children()
        .toArray()
        .map((shape) => [shape.tagName, shape.attribs]),
    ).toEqual(CheckCircle2)
    expect(svgOf(renderToStaticMarkup(<Icon icon={Check} />)).attr('class')).toBe('lucide')
  })

  it('fills a filled icon (the stars)', () => {
    expect(svgOf(renderToStaticMarkup(<Icon icon={Star} filled />)).attr('fill')).toBe('currentColor')
  })
})

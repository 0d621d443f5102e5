import * as cheerio from 'cheerio'
import { describe, expect, it } from 'vitest'
import { iconNames } from '../../app/content/icons.ts'
import { renderIconSprite } from './build-icon-sprite.ts'

describe('the content icon sprite', () => {
  const sprite = cheerio.load(renderIconSprite(), { xml: true })

  it('has one symbol per icon name content may use, and no other', () => {
    expect(
      sprite('symbol')
        .map((_, symbol) => sprite(symbol).attr('id'))
        .get(),
    ).toEqual([...iconNames])
  })

  it("draws each with lucide's stroke on a 24 px grid, in the text colour", () => {
    for (const name of iconNames) {
      const symbol = sprite(`symbol[id="${name}"]`)
      expect(symbol.attr('viewBox'), name).toBe('0 0 24 24')
      expect(symbol.attr('stroke'), name).toBe('currentColor')
      expect(symbol.attr('fill'), name).toBe('none')
      expect(symbol.children('path, circle, rect, line, polyline, polygon, ellipse').length, name).toBeGreaterThan(0)
    }
  })
})

import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { iconMasks, maskSizePx, renderIconMask } from './build-icon-masks.ts'

describe('icon masks', () => {
  it('draws the trust banner shield from lucide as a square PNG whose alpha carries the outline and the tick', async () => {
    const icon = iconMasks['shield-check-mask.png']!
    const { data, info } = await sharp(await renderIconMask(icon))
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true })
    expect([info.width, info.height, info.channels]).toEqual([maskSizePx, maskSizePx, 4])
    // On lucide's 24-unit grid, scaled to the mask: the shield's left side runs along x = 4,
    // the tick passes through (11, 14), and the middle of the shield (12, 9) and the corners are empty.
    const alphaAt = (x: number, y: number) => data[(Math.round((y * maskSizePx) / 24) * maskSizePx + Math.round((x * maskSizePx) / 24)) * 4 + 3]!
    expect(alphaAt(4, 10)).toBeGreaterThan(200)
    expect(alphaAt(11, 14)).toBeGreaterThan(200)
    expect(alphaAt(12, 8)).toBe(0)
    for (const [x, y] of [
      [0, 0],
      [23.5, 0],
      [0, 23.5],
      [23.5, 23.5],
    ] as const)
      expect(alphaAt(x, y)).toBe(0)
  })
})

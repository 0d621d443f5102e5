import { readFileSync } from 'node:fs'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { inboxColors, inboxIcons } from '#server/admin/web-app.ts'
import { renderInboxIcon } from './build-inbox-icons.ts'

const favicon = readFileSync(new URL('../../public/favicon.svg', import.meta.url), 'utf8')
const hex = (r: number, g: number, b: number) => `#${[r, g, b].map((value) => value.toString(16).padStart(2, '0')).join('')}`

async function pixels(file: string) {
  const icon = inboxIcons.find((candidate) => candidate.file === file)!
  const { data, info } = await sharp(await renderInboxIcon(icon, favicon))
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true })
  const at = (x: number, y: number) => {
    const offset = (Math.round(y * (info.height - 1)) * info.width + Math.round(x * (info.width - 1))) * 4
    return { colour: hex(data[offset]!, data[offset + 1]!, data[offset + 2]!), alpha: data[offset + 3]! }
  }
  return { info, at, data }
}

describe('the inbox app icons', () => {
  it('are square PNGs of the size the manifest names', async () => {
    for (const icon of inboxIcons) {
      const { info } = await pixels(icon.file)
      expect([icon.file, info.width, info.height]).toEqual([icon.file, icon.size, icon.size])
    }
  })

  it('keep the favicon’s rounded corners, or fill the whole square when the platform cuts its own shape', async () => {
    expect((await pixels('icon-512.png')).at(0, 0).alpha).toBe(0)
    for (const file of ['maskable-512.png', 'apple-touch-icon.png']) {
      const { at } = await pixels(file)
      for (const [x, y] of [
        [0, 0],
        [1, 0],
        [0, 1],
        [1, 1],
      ] as const)
        expect(at(x, y)).toEqual({ colour: inboxColors.theme, alpha: 255 })
    }
  })

  it('draw the badge in white on transparency', async () => {
    const { data, at } = await pixels('badge-96.png')
    expect(at(0.5, 0.5).alpha).toBe(255)
    expect(at(0.02, 0.02).alpha).toBe(0)
    for (let offset = 0; offset < data.length; offset += 4)
      if (data[offset + 3]! > 0) expect(hex(data[offset]!, data[offset + 1]!, data[offset + 2]!)).toBe('#ffffff')
  })
})

// `tsx scripts/images/build-inbox-icons.ts` (run by the build): the inbox's app icons from the favicon.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import sharp from 'sharp'
import { inboxColors, inboxIcons, inboxIconsPath, type InboxIcon } from '#server/admin/web-app.ts'

const faviconFile = fileURLToPath(new URL('../../public/favicon.svg', import.meta.url))
const iconsDir = fileURLToPath(new URL(`../../build/client${inboxIconsPath}/`, import.meta.url))

// A maskable icon's drawing must stay in the middle 80% circle; iOS rounds the corners itself.
const drawingShare = { maskable: 0.7, apple: 0.8 }

// SVG is drawn at 72 dpi unless told a density.
function rasterise(svg: string, size: number) {
  const viewBoxWidth = Number(/viewBox="[\d.]+ [\d.]+ ([\d.]+)/.exec(svg)?.[1] ?? size)
  return sharp(Buffer.from(svg), { density: Math.min(100_000, Math.ceil((72 * size * 2) / viewBoxWidth)) }).resize(size, size)
}

// Android shows only a badge's alpha.
function badgeSvg(favicon: string): string {
  return favicon.replace(/<rect\b[^>]*\/>/, '').replace(/(fill|stroke)="#[0-9a-fA-F]{3,8}"/g, '$1="#fff"')
}

export async function renderInboxIcon(icon: InboxIcon, favicon: string): Promise<Buffer> {
  if (icon.kind === 'any') return rasterise(favicon, icon.size).png({ compressionLevel: 9 }).toBuffer()
  if (icon.kind === 'badge') return rasterise(badgeSvg(favicon), icon.size).png({ compressionLevel: 9 }).toBuffer()
  const inner = Math.round(icon.size * drawingShare[icon.kind])
  const drawing = await rasterise(favicon, inner).png().toBuffer()
  return sharp({ create: { width: icon.size, height: icon.size, channels: 4, background: inboxColors.theme } })
    .composite([{ input: drawing, gravity: 'center' }])
    .png({ compressionLevel: 9 })
    .toBuffer()
}

if (import.meta.main) {
  const favicon = readFileSync(faviconFile, 'utf8')
  mkdirSync(iconsDir, { recursive: true })
  for (const icon of inboxIcons) {
    const png = await renderInboxIcon(icon, favicon)
    writeFileSync(path.join(iconsDir, icon.file), png)
    console.log(`icons: build/client${inboxIconsPath}/${icon.file} (${png.length} bytes)`)
  }
}

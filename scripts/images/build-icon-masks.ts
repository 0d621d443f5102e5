// `tsx scripts/images/build-icon-masks.ts`: app.css's mask icons as PNGs. An SVG mask makes the browser
// build a whole SVG document in the first style pass; a PNG is only decoded when painted.
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { ShieldCheck, type IconNode } from 'lucide'
import sharp from 'sharp'

const iconMasksDir = fileURLToPath(new URL('../../app/icons/', import.meta.url))

export const iconMasks: Record<string, IconNode> = {
  'shield-check-mask.png': ShieldCheck,
}

export const maskSizePx = 48

// A mask reads only the alpha.
export async function renderIconMask(icon: IconNode): Promise<Buffer> {
  const shapes = icon.map(
    ([tag, attributes]) =>
      `<${tag} ${Object.entries(attributes)
        .map(([name, value]) => `${name}="${String(value)}"`)
        .join(' ')}/>`,
  )
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" fill="none" stroke="#000" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">${shapes.join('')}</svg>`
  // Lucide's 24-unit drawing at twice its density.
  return sharp(Buffer.from(svg), { density: 72 * 2 })
    .resize(maskSizePx, maskSizePx)
    .png({ compressionLevel: 9, palette: true, colours: 16 })
    .toBuffer()
}

if (import.meta.main) {
  mkdirSync(iconMasksDir, { recursive: true })
  for (const [file, icon] of Object.entries(iconMasks)) {
    const png = await renderIconMask(icon)
    writeFileSync(path.join(iconMasksDir, file), png)
    console.log(`icons: app/icons/${file} (${png.length} bytes)`)
  }
}

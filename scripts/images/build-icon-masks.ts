/**
 * `tsx scripts/images/build-icon-masks.ts`: the icons app.css draws as masks, rasterised from
 * lucide's own drawings into app/icons/ (PNG, 48 px square: a 16 px icon at up to 3x; a
 * 16-colour palette keeps it near 0.5 KB), which the build inlines into the stylesheet
 * (vite.config.ts). A mask given as an SVG image makes the browser build a whole SVG document
 * (a page and a frame of its own) inside the page's first style pass, before the first paint:
 * 1.6-3.5 ms of it in traces of /services at a phone's viewport, four times that on
 * Lighthouse's phone. A PNG is only decoded when painted.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { ShieldCheck, type IconNode } from 'lucide'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import sharp from 'sharp'

const iconMasksDir = fileURLToPath(new URL('../../app/icons/', import.meta.url))

/** Mask file name → the lucide icon it is drawn from. */
export const iconMasks: Record<string, IconNode> = {
  'shield-check-mask.png': ShieldCheck,
}

export const maskSizePx = 48

/** The icon as a black drawing on transparency, `maskSizePx` square: a mask reads its alpha. */
export async function renderIconMask(icon: IconNode): Promise<Buffer> {
  // Lucide's 24-unit drawing with its stroke, in black, at twice its density: 48 px.
  const shapes = icon.map(([tag, attributes], index) => createElement(tag, { ...attributes, key: index }))
  const svg = renderToStaticMarkup(
    createElement(
      'svg',
      {
        xmlns: 'http://www.w3.org/2000/svg',
        viewBox: '0 0 24 24',
        fill: 'none',
        stroke: '#000',
        strokeWidth: 2,
        strokeLinecap: 'round',
        strokeLinejoin: 'round',
      },
      shapes,
    ),
  )
  return sharp(Buffer.from(svg), { density: 72 * 2 })
    .resize(maskSizePx, maskSizePx)
    .png({ compressionLevel: 9, palette: true, colours: 16 })
    .toBuffer()
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  mkdirSync(iconMasksDir, { recursive: true })
  for (const [file, icon] of Object.entries(iconMasks)) {
    const png = await renderIconMask(icon)
    writeFileSync(path.join(iconMasksDir, file), png)
    console.log(`icons: app/icons/${file} (${png.length} bytes)`)
  }
}

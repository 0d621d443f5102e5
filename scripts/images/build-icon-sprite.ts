/**
 * `tsx scripts/images/build-icon-sprite.ts`: the icons content names (app/content/icons.ts), drawn
 * by lucide, as one SVG sprite in app/icons/ (a `<symbol>` per name). ContentIcon shows one with
 * `<use>`; the build gives the file a hashed name under /assets/.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import * as cheerio from 'cheerio'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { icons, type LucideIcon } from 'lucide-react'
import { iconNames, type IconName } from '../../app/content/icons.ts'

export const iconSpriteFile = fileURLToPath(new URL('../../app/icons/content-icons.svg', import.meta.url))

/** Content names whose lucide drawing is named otherwise; every other name is lucide's own, in kebab case. */
const lucideNames: Partial<Record<IconName, string>> = { 'badge-dollar': 'BadgeDollarSign', dollar: 'DollarSign', home: 'House', message: 'MessageSquare' }

/** Each content icon's lucide drawing: the one place a name resolves. */
function iconDrawing(name: IconName): LucideIcon {
  const lucideName = lucideNames[name] ?? name.replace(/(?:^|-)(\w)/g, (_, letter: string) => letter.toUpperCase())
  const drawing = (icons as Record<string, LucideIcon>)[lucideName]
  if (!drawing) throw new Error(`lucide has no ${lucideName} icon for ${name}`)
  return drawing
}

/** The sprite: one `<symbol id="name">` per icon, with lucide's viewBox and stroke settings. */
export function renderIconSprite(): string {
  const symbols = iconNames.map((name) => {
    const svg = cheerio.load(renderToStaticMarkup(createElement(iconDrawing(name))), { xml: true })('svg')
    const attributes = ['viewBox', 'fill', 'stroke', 'stroke-width', 'stroke-linecap', 'stroke-linejoin']
      .map((attribute) => {
        const value = svg.attr(attribute)
        if (value === undefined) throw new Error(`lucide's ${name} icon has no ${attribute}`)
        return `${attribute}="${value}"`
      })
      .join(' ')
    return `<symbol id="${name}" ${attributes}>${svg.html()}</symbol>`
  })
  return `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join('')}</svg>\n`
}

/** Writes the sprite where ContentIcon imports it from; returns its size in bytes. */
export function writeIconSprite(): number {
  mkdirSync(path.dirname(iconSpriteFile), { recursive: true })
  const sprite = renderIconSprite()
  writeFileSync(iconSpriteFile, sprite)
  return sprite.length
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const bytes = writeIconSprite()
  console.log(`icons: app/icons/${path.basename(iconSpriteFile)} (${iconNames.length} icons, ${bytes} bytes)`)
}

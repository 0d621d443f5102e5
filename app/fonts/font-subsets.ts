/**
 * The two web fonts, cut down to what the site sets: the characters its English and Spanish copy use
 * and the weights its classes ask for. Fontsource's Latin files carry every weight from 100
 * to 900 and a few hundred glyphs; a phone on a slow link pays for each byte before text
 * settles.
 */

/** Printable ASCII plus the typographic characters the copy uses and Spanish's accented letters and opening marks. */
export const subsetCharacters = [
  ...Array.from({ length: 0x7e - 0x20 + 1 }, (_, index) => String.fromCharCode(0x20 + index)),
  ...'\u00a0’‘“”–—•…©®™°×½¼¾·→',
  ...'áéíóúüñÁÉÍÓÚÜÑ¿¡',
].join('')

/** Body text: regular (400) to bold (700). */
export const interFont = {
  /** Where the build writes the subset (app/fonts/, imported by root.tsx with ?url, so Vite hashes it). */
  output: 'app/fonts/inter-subset.woff2',
  /** Fontsource's Latin variable file. */
  source: '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  family: 'Inter Variable',
  /** The weight range kept on the variable axis. */
  weight: { min: 400, max: 700 },
}

/** Headings: semibold (600) to extrabold (800). */
export const outfitFont: typeof interFont = {
  output: 'app/fonts/outfit-subset.woff2',
  source: '@fontsource-variable/outfit/files/outfit-latin-wght-normal.woff2',
  family: 'Outfit Variable',
  weight: { min: 600, max: 800 },
}

export const fontSubsets = [interFont, outfitFont]

/** Characters the copy uses that the fonts do not draw; the system font draws them (★ in review ratings). */
export const systemFontCharacters = '★'

/** The CSS unicode-range for a set of characters, merging consecutive code points. */
export function unicodeRange(characters: string): string {
  const points = [...new Set(Array.from(characters, (character) => character.codePointAt(0) ?? 0))].sort((a, b) => a - b)
  const hex = (point: number) => point.toString(16).toUpperCase().padStart(4, '0')
  const ranges: Array<[number, number]> = []
  for (const point of points) {
    const last = ranges.at(-1)
    if (last && point === last[1] + 1) last[1] = point
    else ranges.push([point, point])
  }
  return ranges.map(([start, end]) => (start === end ? `U+${hex(start)}` : `U+${hex(start)}-${hex(end)}`)).join(',')
}

// `tsx scripts/fonts/build-fonts.ts`: the subset fonts into app/fonts/; skips a font whose output is newer than its source.
import { mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import subsetFont from 'subset-font'
import { fontSubsets, subsetCharacters } from '#app/fonts/font-subsets.ts'

const require = createRequire(import.meta.url)
const settingsFile = fileURLToPath(new URL('../../app/fonts/font-subsets.ts', import.meta.url))

const modified = (file: string) => statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? 0

for (const font of fontSubsets) {
  const source = require.resolve(font.source)
  const output = path.resolve(font.output)
  if (modified(output) > Math.max(modified(source), modified(settingsFile))) continue
  const original = readFileSync(source)
  const subset = await subsetFont(original, subsetCharacters, { targetFormat: 'woff2', variationAxes: { wght: font.weight } })
  mkdirSync(path.dirname(output), { recursive: true })
  writeFileSync(output, subset)
  console.log(`fonts: ${font.family} ${original.length} → ${subset.length} bytes (${font.output})`)
}

/**
 * Content files are JSON. This step, run by `npm run typecheck` before tsc, writes one module per
 * content file under .content-types/ (`export default <the file's text> satisfies <its type>`), so
 * tsc checks every file against the TypeScript type its page reads, as react-router typegen does
 * for routes. Lines in tsc's messages are the JSON file's own lines.
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'

/** Each content folder, the type of its JSON files and the module that exports the type. */
const contentTypes: Array<{ folder: string; type: string; module: string }> = [
  { folder: 'app/content/cities', type: 'CityPageSource', module: 'app/content/cities/city-page.ts' },
  { folder: 'app/content/services', type: 'ServicePageSource', module: 'app/content/services/service-page.ts' },
  { folder: 'app/content/wood-cities', type: 'WoodCitySource', module: 'app/content/wood-cities/wood-city-page.ts' },
]

const outDir = '.content-types'
rmSync(outDir, { recursive: true, force: true })
let written = 0
for (const { folder, type, module } of contentTypes) {
  const files = readdirSync(folder).filter((file) => file.endsWith('.json'))
  if (files.length === 0) throw new Error(`content-types: no JSON files in ${folder}`)
  for (const file of files) {
    const target = path.join(outDir, folder, `${file}.ts`)
    const typeModule = path.relative(path.dirname(target), module).split(path.sep).join('/')
    const json = readFileSync(path.join(folder, file), 'utf8').trimEnd()
    mkdirSync(path.dirname(target), { recursive: true })
    writeFileSync(target, `export default ${json} satisfies ${type}\nimport type { ${type} } from '${typeModule}'\n`)
    written += 1
  }
}
console.log(`content-types: ${written} content files to check`)

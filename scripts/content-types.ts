/**
 * Content files are JSON. This step, run by `npm run typecheck` before tsc, writes one module per
 * content file under .content-types/ (`export default <the file's text> satisfies <its type>`), so
 * tsc checks every file against the TypeScript type its page reads, as react-router typegen does
 * for routes. Lines in tsc's messages are the JSON file's own lines. A JSON file under
 * app/content that no row below covers stops the step.
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'

/** Each content folder or file, the type of its JSON and the module that exports the type. */
const contentTypes: Array<{ source: string; type: string; module: string }> = [
  { source: 'app/content/cities/', type: 'CityPageSource', module: 'app/content/cities/city-page.ts' },
  { source: 'app/content/services/', type: 'ServicePageSource', module: 'app/content/services/service-page.ts' },
  { source: 'app/content/wood-cities/', type: 'WoodCitySource', module: 'app/content/wood-cities/wood-city-page.ts' },
  { source: 'app/content/home.json', type: 'HomePageSource', module: 'app/content/home.ts' },
  { source: 'app/content/faqs.json', type: 'FaqsPageSource', module: 'app/content/faqs.ts' },
  { source: 'app/content/privacy.json', type: 'PrivacyPageSource', module: 'app/content/privacy.ts' },
  { source: 'app/content/reviews.json', type: 'ReviewsPageSource', module: 'app/content/reviews.ts' },
]

const contentFiles = readdirSync('app/content', { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.json'))
  .map((file) => path.posix.join('app/content', file.split(path.sep).join('/')))

const outDir = '.content-types'
rmSync(outDir, { recursive: true, force: true })
for (const file of contentFiles) {
  const row = contentTypes.find(({ source }) => (source.endsWith('/') ? path.posix.dirname(file) + '/' === source : file === source))
  if (!row) throw new Error(`content-types: ${file} has no type; add a row to scripts/content-types.ts`)
  const target = path.join(outDir, `${file}.ts`)
  const typeModule = path.relative(path.dirname(target), row.module).split(path.sep).join('/')
  const json = readFileSync(file, 'utf8').trimEnd()
  mkdirSync(path.dirname(target), { recursive: true })
  writeFileSync(target, `export default ${json} satisfies ${row.type}\nimport type { ${row.type} } from '${typeModule}'\n`)
}
console.log(`content-types: ${contentFiles.length} content files to check`)

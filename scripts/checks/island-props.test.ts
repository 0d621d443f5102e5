/**
 * Every island reaches the browser as its name and its props in JSON (app/islands/island.tsx), and
 * the browser hands its component what `JSON.parse` gives back. This check reads every built page
 * and holds each island's `data-props` to the props type of the island it names, with the
 * TypeScript compiler: a prop of the wrong type, or a value JSON does not keep (a Date becomes a
 * string, a function or `undefined` in an array disappears or turns to null), fails here rather
 * than in a visitor's browser.
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import * as cheerio from 'cheerio'
import ts from 'typescript'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { islandAttributes, type IslandDefinition } from '#app/islands/define-island.ts'
import { assertBuilt, clientDir } from './built-site.ts'

const projectDir = path.resolve('.')
/** The check's TypeScript module: inside the project (its imports resolve as the app's do), in a git-ignored folder that tsc's `**` skips. */
const checkFile = path.join(projectDir, '.cache', `island-props-check-${process.pid}.ts`)

/** Every island module, by the name its file gives it (`app/**\/<name>.island.tsx`). */
const islandModules = new Map(
  readdirSync(path.join(projectDir, 'app'), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.island.tsx'))
    .map((file) => [path.basename(file, '.island.tsx'), path.join(projectDir, 'app', file)]),
)

/** One island element on one or more pages. */
interface IslandUse {
  island: string
  /** The `data-props` attribute as written. */
  props: string | undefined
  id: string | undefined
  pages: string[]
}

/** The islands of every built page, each distinct (island, props) pair once. */
function islandUses(): IslandUse[] {
  const uses = new Map<string, IslandUse>()
  const htmlFiles = readdirSync(clientDir, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.html'))
  for (const file of htmlFiles) {
    const page = `/${file.split(path.sep).join('/')}`.replace(/(^|\/)index\.html$/, '$1').replace(/(.)\/$/, '$1')
    // htmlparser2 rather than parse5: a few times faster over every page, and attributes are all it needs.
    const $ = cheerio.load(readFileSync(path.join(clientDir, file), 'utf8'), { xml: { xmlMode: false, decodeEntities: true } })
    for (const element of $(`[${islandAttributes.name}]`).toArray()) {
      const island = $(element).attr(islandAttributes.name)!
      const props = $(element).attr(islandAttributes.props)
      const key = JSON.stringify([island, props])
      const use = uses.get(key) ?? { island, props, id: $(element).attr(islandAttributes.id), pages: [] }
      use.pages.push(page)
      uses.set(key, use)
    }
  }
  return [...uses.values()]
}

function parses(json: string | undefined): boolean {
  try {
    JSON.parse(json ?? '')
    return true
  } catch {
    return false
  }
}

const where = (use: IslandUse) => `${use.pages.slice(0, 3).join(', ')}${use.pages.length > 3 ? ` (+${use.pages.length - 3} more)` : ''}: ${use.island}`

let uses: IslandUse[] = []

beforeAll(() => {
  assertBuilt()
  uses = islandUses()
})
afterAll(() => rmSync(checkFile, { force: true }))

describe('islands in the built pages', () => {
  it('finds islands in the pages', () => {
    expect(uses.length).toBeGreaterThan(0)
  })

  it('names every island after its file', async () => {
    for (const [name, file] of islandModules) {
      const { default: island } = (await import(pathToFileURL(file).href)) as { default: IslandDefinition<object> }
      expect(island.name, file).toBe(name)
    }
  })

  it('names only islands that have a module, each with its id and props that parse as JSON', () => {
    const wrong: string[] = []
    for (const use of uses) {
      if (!islandModules.has(use.island)) wrong.push(`${where(use)}: no app/**/${use.island}.island.tsx`)
      if (!use.id) wrong.push(`${where(use)}: no ${islandAttributes.id}`)
      if (!parses(use.props)) wrong.push(`${where(use)}: ${islandAttributes.props} is not JSON: ${use.props}`)
    }
    expect(wrong).toEqual([])
  })

  it("carries props of its island's props type on every page", () => {
    const checked = uses.filter((use) => islandModules.has(use.island) && parses(use.props))
    const islands = [...islandModules.keys()]
    const importPath = (file: string) => path.relative(path.dirname(checkFile), file).split(path.sep).join('/')
    let text = [
      `import type { IslandProps } from '${importPath(path.join(projectDir, 'app/islands/define-island.ts'))}'`,
      ...islands.map((name, index) => `import island_${index} from '${importPath(islandModules.get(name)!)}'`),
      // An island without props takes none: `{}` alone would let any object through.
      'type PropsOf<Island> = keyof IslandProps<Island> extends never ? Record<string, never> : IslandProps<Island>',
      // A props type the compiler could not work out would let anything through: null must not fit.
      ...islands.map(
        (_, index) => `// @ts-expect-error the props of island_${index} are checked\nexport const canary_${index}: PropsOf<typeof island_${index}> = null`,
      ),
      '',
    ].join('\n')
    const starts = checked.map((use, index) => {
      const start = text.length
      text += `export const props_${index}: PropsOf<typeof island_${islands.indexOf(use.island)}> = ${use.props}\n`
      return start
    })
    mkdirSync(path.dirname(checkFile), { recursive: true })
    writeFileSync(checkFile, text)

    const config = ts.parseJsonConfigFileContent(ts.readConfigFile(path.join(projectDir, 'tsconfig.json'), ts.sys.readFile).config, ts.sys, projectDir)
    const program = ts.createProgram({ rootNames: [checkFile], options: { ...config.options, noEmit: true } })
    const source = program.getSourceFile(checkFile)!
    const diagnostics = [
      ...program.getOptionsDiagnostics(),
      ...program.getGlobalDiagnostics(),
      ...program.getSyntacticDiagnostics(source),
      ...program.getSemanticDiagnostics(source),
    ]
    const messages = diagnostics.map((diagnostic) => {
      const message = ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n  ')
      if (diagnostic.file !== source || diagnostic.start === undefined) return message
      const use = checked[starts.findLastIndex((start) => start <= diagnostic.start!)]
      const line = source.getLineAndCharacterOfPosition(diagnostic.start).line + 1
      return use ? `${where(use)}: ${message}` : `${path.relative(projectDir, checkFile)}:${line}: ${message}`
    })
    expect(messages).toEqual([])
  })
})

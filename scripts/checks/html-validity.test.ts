import { execFile } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { promisify } from 'node:util'
import { beforeAll, describe, expect, it } from 'vitest'
import { assertBuilt, clientDir } from './built-site.ts'

/**
 * The Nu Html Checker (vnu-jar, on the machine's Java) over every prerendered page,
 * redirect pages and 404.html included. One JVM checks all files: it is slow to start.
 *
 * The prerender inlines the Tailwind stylesheet at the end of each page's head
 * (app/entry.server.tsx). The checker's CSS grammar predates parts of that output (`@property`,
 * `field-sizing`, `margin-trim` in a feature query), so its "CSS:" messages about that one
 * element are set aside; every other message, CSS in other elements included, still fails.
 */

interface VnuMessage {
  type: 'error' | 'info' | 'non-document-error'
  subType?: string
  url?: string
  lastLine?: number
  firstColumn?: number
  lastColumn?: number
  message: string
  extract?: string
}

const vnuJar = path.resolve('node_modules/vnu-jar/build/dist/vnu.jar')
const htmlFiles = assertBuiltAndList()
const errorsByFile = new Map<string, VnuMessage[]>()
let checkerFailure: string | undefined

function assertBuiltAndList(): string[] {
  try {
    assertBuilt()
  } catch {
    return []
  }
  return (readdirSync(clientDir, { recursive: true, encoding: 'utf8' }) as string[]).filter((file) => file.endsWith('.html')).sort()
}

/** The lines of a page that hold the inlined stylesheet, the head's last element (first and last, 1-based). */
function inlinedStylesheetLines(file: string): [number, number] | undefined {
  const html = readFileSync(path.join(clientDir, file), 'utf8')
  const start = html.lastIndexOf('<style', html.indexOf('</head>'))
  if (start < 0) return undefined
  const end = html.indexOf('</style>', start)
  const lineAt = (index: number) => html.slice(0, index).split('\n').length
  return [lineAt(start), lineAt(end)]
}

const isAboutInlinedStylesheet = (file: string, message: VnuMessage) => {
  const lines = inlinedStylesheetLines(file)
  return (
    message.message.startsWith('CSS:') && lines !== undefined && message.lastLine !== undefined && message.lastLine >= lines[0] && message.lastLine <= lines[1]
  )
}

const relative = (url: string | undefined) => (url ? path.relative(clientDir, decodeURIComponent(url.replace(/^file:/, ''))) : '(checker)')

beforeAll(async () => {
  assertBuilt()
  const files = htmlFiles.map((file) => path.join(clientDir, file))
  // vnu exits 1 when it reports errors and writes its JSON report to stderr.
  const result = await promisify(execFile)('java', ['-Xss1024k', '-jar', vnuJar, '--format', 'json', '--errors-only', ...files], {
    maxBuffer: 64 * 1024 * 1024,
  }).catch((error: { stdout?: string; stderr?: string; message: string }) => error)
  let report: { messages: VnuMessage[] }
  try {
    report = JSON.parse(result.stderr ?? '') as { messages: VnuMessage[] }
  } catch {
    checkerFailure = `vnu did not produce a JSON report: ${'message' in result ? result.message : ''}\n${result.stderr ?? ''}`
    return
  }
  for (const message of report.messages) {
    if (message.type === 'info') continue
    const file = relative(message.url)
    if (isAboutInlinedStylesheet(file, message)) continue
    errorsByFile.set(file, [...(errorsByFile.get(file) ?? []), message])
  }
}, 180_000)

const describeMessage = (file: string, message: VnuMessage) =>
  `${file}:${message.lastLine ?? '?'}:${message.firstColumn ?? '?'} ${message.message}${message.extract ? `\n      ${message.extract.replace(/\s+/g, ' ').trim().slice(0, 160)}` : ''}`

describe('every prerendered page is valid HTML (Nu Html Checker)', () => {
  it('the checker ran over every page', () => {
    expect(checkerFailure).toBeUndefined()
    expect(htmlFiles).toContain('index.html')
    expect(htmlFiles).toContain('404.html')
    expect(errorsByFile.get('(checker)') ?? []).toEqual([])
  })

  it.each(htmlFiles.map((file) => [file]))('%s', (file) => {
    const errors = (errorsByFile.get(file) ?? []).map((message) => describeMessage(file, message))
    expect(errors, `${errors.length} HTML error(s):\n  ${errors.join('\n  ')}`).toEqual([])
  })
})

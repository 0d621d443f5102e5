// The built site with every page made into its no-JavaScript twin, for `npm run bench:speed`.
import { cpSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { noScriptTwin } from './no-script-twin.ts'
import { precompressFiles } from '../build-steps/precompress.ts'

// The twin's compressed copies are made anew from its own pages.
const leftOut = (file: string) => /\.(?:m?js)(?:\.br|\.gz)?$|\.(?:br|gz)$/.test(file)

export function writeTwinSite(clientDir: string, twinDir: string): number {
  rmSync(twinDir, { recursive: true, force: true })
  cpSync(clientDir, twinDir, { recursive: true, filter: (source) => !leftOut(source) })
  const pages = readdirSync(twinDir, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.html'))
  for (const page of pages) {
    const file = path.join(twinDir, page)
    writeFileSync(file, noScriptTwin(readFileSync(file, 'utf8')))
  }
  precompressFiles(twinDir)
  return pages.length
}

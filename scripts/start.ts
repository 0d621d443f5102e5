// `npm start`: builds the site when there is no build, then serves it and the collector with SQLite.
import { spawnSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { isDeepStrictEqual } from 'node:util'
import { builtConfigFile, loadSiteConfig } from '../config/site-config.ts'

const staticDir = path.resolve(process.env.STATIC_DIR || 'build/client')

// The site bakes its configuration in at build time: a build made with other settings is stale.
function buildIsCurrent(): boolean {
  if (!existsSync(path.join(staticDir, 'index.html'))) return false
  if (process.env.STATIC_DIR) return true
  if (!existsSync(builtConfigFile)) return false
  return isDeepStrictEqual(JSON.parse(readFileSync(builtConfigFile, 'utf8')), JSON.parse(JSON.stringify(loadSiteConfig(process.env))))
}

if (!buildIsCurrent()) {
  console.log(`start: no current build in ${staticDir}, running npm run build first`)
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit', env: process.env })
  if (build.status !== 0) {
    console.error('start: the build failed, not starting the server')
    process.exit(build.status ?? 1)
  }
}

const { main } = await import('../server/main.ts')
await main()

/**
 * `npm start`: the whole product on one machine. Builds the site when no build is there
 * yet, then runs the site and the lead collector on http://localhost:3000 (PORT) with
 * SQLite under ./data (DATA_DIR). No other setup: see server/README.md for settings.
 */
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import path from 'node:path'

const staticDir = path.resolve(process.env.STATIC_DIR || 'build/client')

if (!existsSync(path.join(staticDir, 'index.html'))) {
  console.log(`start: no built site in ${staticDir}, running npm run build first`)
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit', env: process.env })
  if (build.status !== 0) {
    console.error('start: the build failed, not starting the server')
    process.exit(build.status ?? 1)
  }
}

const { main } = await import('../server/main.ts')
await main()

import { execFileSync } from 'node:child_process'
import { existsSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { sitePaths } from '#app/lib/site-paths.ts'
import { redirects } from '#app/route-table.ts'
import { builtConfigFile, loadSiteConfig } from '../config/site-config.ts'
import { formatRedirects, redirectsFileName } from '#server/site-redirects.ts'
import { islandsManifestFile } from './bench/bundle-size.ts'
import { precompressFiles } from './build-steps/precompress.ts'

const run = (command: string, args: string[]) => execFileSync(command, args, { stdio: 'inherit', env: process.env })

// Validate first: a bad value stops here with a message naming the variable.
const siteConfig = loadSiteConfig(process.env)

run('npx', ['tsx', 'scripts/images/build-images.ts'])
run('npx', ['tsx', 'scripts/fonts/build-fonts.ts'])
run('npx', ['tsx', 'scripts/images/build-icon-masks.ts'])
run('npx', ['react-router', 'build'])

// build/server stays for the collector's route renders; React Router's browser runtime is not published.
const client = path.resolve('build/client')
const assets = path.join(client, 'assets')
for (const file of readdirSync(assets)) if (file.endsWith('.js')) rmSync(path.join(assets, file))
for (const file of readdirSync(client, { recursive: true, encoding: 'utf8' })) if (file.endsWith('.data')) rmSync(path.join(client, file))
run('npx', ['vite', 'build', '--config', 'vite.islands.config.ts'])
// For `report:bundle-size`, not for visitors.
renameSync(path.join(client, '.vite', 'manifest.json'), path.join(client, islandsManifestFile))
rmSync(path.join(client, '.vite'), { recursive: true, force: true })

// Each language's not-found page becomes the file static hosts serve for a missing address: 404.html, es/404.html.
for (const notFound of Object.values(sitePaths.notFound)) {
  const notFoundDir = path.join(client, notFound)
  if (!existsSync(path.join(notFoundDir, 'index.html'))) throw new Error(`The not-found page was not prerendered at ${notFound}`)
  renameSync(path.join(notFoundDir, 'index.html'), `${notFoundDir}.html`)
  rmSync(notFoundDir, { recursive: true, force: true })
  console.log(`build: wrote build/client${notFound}.html`)
}

// After the site build, which empties build/client.
run('npx', ['tsx', 'scripts/images/build-inbox-icons.ts'])

// Not published: the image cache manifest and React Router's SPA fallback (every route is prerendered).
rmSync(path.join(client, 'img', '.manifest.json'), { force: true })
rmSync(path.join(client, '__spa-fallback.html'), { force: true })

const kib = (bytes: number) => `${(bytes / 1024).toFixed(0)} KiB`
const compressed = precompressFiles(client)
console.log(`build: precompressed ${compressed.files} files, ${kib(compressed.bytes)} → ${kib(compressed.brotliBytes)} br, ${kib(compressed.gzipBytes)} gzip`)

// So `npm start` can tell a build made for other settings.
writeFileSync(builtConfigFile, JSON.stringify(siteConfig, null, 2))
writeFileSync(path.join(client, redirectsFileName), formatRedirects(redirects))

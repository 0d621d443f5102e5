/**
 * The production build: images, fonts and icon masks, then the prerendered site and the browser's
 * code (the page script and the islands), then the static-hosting touches (404.html) and, last, the precompressed
 * copies of every text file. Every step fails loudly.
 */
import { execFileSync } from 'node:child_process'
import { existsSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { redirects } from '#app/route-table.ts'
import { builtConfigFile, loadSiteConfig } from '../config/site-config.ts'
import { formatRedirects, redirectsFileName } from '#server/site-redirects.ts'
import { islandsManifestPath } from './bench/bundle-size.ts'
import { precompressFiles } from './build-steps/precompress.ts'

const run = (command: string, args: string[]) => execFileSync(command, args, { stdio: 'inherit', env: process.env })

// Validate first: a bad value stops here with a message naming the variable.
const siteConfig = loadSiteConfig(process.env)

run('npx', ['tsx', 'scripts/images/build-images.ts'])
run('npx', ['tsx', 'scripts/fonts/build-fonts.ts'])
run('npx', ['tsx', 'scripts/images/build-icon-masks.ts'])
run('npx', ['react-router', 'build'])

// React Router renders the pages (build/server stays for the collector's answers to forms sent without JavaScript);
// its browser runtime is not published (decision 20). The browser's code is the islands, built next into the same directory.
const client = path.resolve('build/client')
const assets = path.join(client, 'assets')
for (const file of readdirSync(assets)) if (file.endsWith('.js')) rmSync(path.join(assets, file))
for (const file of readdirSync(client, { recursive: true, encoding: 'utf8' })) if (file.endsWith('.data')) rmSync(path.join(client, file))
run('npx', ['vite', 'build', '--config', 'vite.islands.config.ts'])
// The islands' chunk graph is for `report:bundle-size`, not for visitors: out of the published directory.
renameSync(path.join(client, '.vite', 'manifest.json'), path.resolve(islandsManifestPath))
rmSync(path.join(client, '.vite'), { recursive: true, force: true })

// Static hosts (and our server) serve /404.html for unknown paths.
const notFoundDir = path.join(client, '404')
if (!existsSync(path.join(notFoundDir, 'index.html'))) throw new Error('The not-found page was not prerendered at /404')
renameSync(path.join(notFoundDir, 'index.html'), path.join(client, '404.html'))
rmSync(notFoundDir, { recursive: true, force: true })
console.log('build: wrote build/client/404.html')

// The owner inbox's app icons (after the site build, which empties build/client).
run('npx', ['tsx', 'scripts/images/build-inbox-icons.ts'])

// Not published: the image encoder's cache manifest (build bookkeeping) and React Router's
// SPA fallback (every route is prerendered; unknown paths get 404.html).
rmSync(path.join(client, 'img', '.manifest.json'), { force: true })
rmSync(path.join(client, '__spa-fallback.html'), { force: true })

// Last: Brotli and gzip copies of every text file, so the server sends them as they are.
const kib = (bytes: number) => `${(bytes / 1024).toFixed(0)} KiB`
const compressed = precompressFiles(client)
console.log(`build: precompressed ${compressed.files} files, ${kib(compressed.bytes)} → ${kib(compressed.brotliBytes)} br, ${kib(compressed.gzipBytes)} gzip`)

// What the site was built with, so `npm start` can tell a build made for other settings.
writeFileSync(builtConfigFile, JSON.stringify(siteConfig, null, 2))
// The alternate addresses, for the collector's 301s and a static host's alike.
writeFileSync(path.join(client, redirectsFileName), formatRedirects(redirects))

// `npm run images [-- --force] [-- --only=a,b --verbose]`: each catalog master cropped to its role and written
// as AVIF and WebP per width. A manifest of hashes skips what did not change.
import { createHash } from 'node:crypto'
import { existsSync, statSync } from 'node:fs'
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises'
import { availableParallelism } from 'node:os'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import sharp from 'sharp'
import { imageCatalog, imageFileName, imageHeight, imageNames, imageRoles, isImageName, type ImageFormat, type ImageName } from '#app/lib/images.ts'

const repoRoot = fileURLToPath(new URL('../../', import.meta.url))

export const defaultOutDir = join(repoRoot, 'public', 'img')
export const defaultMastersDir = join(repoRoot, 'assets', 'images')

export const masterExtensions = ['webp', 'jpg', 'jpeg', 'png'] as const

// Part of every cache key, so changing them re-encodes everything. AVIF effort 4 would double a cold build.
export const encoderSettings = {
  pipeline: 1,
  avif: { quality: 50, effort: 3, chromaSubsampling: '4:2:0' },
  webp: { quality: 72, effort: 4, smartSubsample: true },
  resize: { fit: 'cover', position: 'centre', kernel: 'lanczos3' },
} as const

const MANIFEST = '.manifest.json'
const formats: readonly ImageFormat[] = ['avif', 'webp']

type Manifest = { version: 1; entries: Record<string, { hash: string; source: string; files: Record<string, number> }> }

export interface BuildOptions {
  outDir?: string
  mastersDir?: string
  // Stale files are pruned only when the whole catalog is built.
  names?: readonly ImageName[]
  concurrency?: number
  force?: boolean
  verbose?: boolean
  log?: (line: string) => void
}

// So `Hero-Fence.JPG` is found too.
async function listMasters(mastersDir: string): Promise<Map<string, string>> {
  return new Map(existsSync(mastersDir) ? (await readdir(mastersDir)).map((file) => [file.toLowerCase(), file]) : [])
}

async function loadMaster(name: ImageName, mastersDir: string, listing: Map<string, string>) {
  const found = masterExtensions.map((ext) => listing.get(`${name}.${ext}`)).filter((file) => file !== undefined)
  if (found.length === 0) throw new Error(`images: no master for "${name}": add ${join(mastersDir, `${name}.webp`)} (or .jpg, .png)`)
  if (found.length > 1) throw new Error(`images: "${name}" has several masters (${found.join(', ')}): keep one`)
  const file = found[0]!
  return { label: file, bytes: await readFile(join(mastersDir, file)) }
}

function cacheKey(name: ImageName, source: { bytes: Buffer }): string {
  const role = imageRoles[imageCatalog[name]]
  return createHash('sha256')
    .update(JSON.stringify({ encoderSettings, widths: role.widths, aspect: role.aspect }))
    .update(source.bytes)
    .digest('hex')
    .slice(0, 32)
}

async function readManifest(outDir: string): Promise<Manifest> {
  try {
    const data = JSON.parse(await readFile(join(outDir, MANIFEST), 'utf8')) as Manifest
    if (data && data.version === 1 && typeof data.entries === 'object') return data
  } catch {
    // Missing or unreadable: start over.
  }
  return { version: 1, entries: {} }
}

function filesIntact(outDir: string, files: Record<string, number>): boolean {
  const entries = Object.entries(files)
  return entries.length > 0 && entries.every(([file, size]) => statSync(join(outDir, file), { throwIfNoEntry: false })?.size === size)
}

// Decoded and cropped once at the largest width; each width is resized from those pixels, then encoded per format.
async function encodeImage(name: ImageName, bytes: Buffer, outDir: string): Promise<Record<string, number>> {
  const role = imageCatalog[name]
  const widths = imageRoles[role].widths
  const largest = Math.max(...widths)
  const { data, info } = await sharp(bytes)
    .rotate()
    .resize(largest, imageHeight(role, largest), encoderSettings.resize)
    .flatten({ background: '#ffffff' })
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true })
  const files: Record<string, number> = {}
  for (const width of widths) {
    const pixels = sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels as 3 | 4 } })
    if (width !== info.width) pixels.resize(width, imageHeight(role, width), { kernel: encoderSettings.resize.kernel })
    for (const format of formats) {
      const encoded = await (format === 'avif' ? pixels.clone().avif(encoderSettings.avif) : pixels.clone().webp(encoderSettings.webp)).toBuffer()
      const file = imageFileName(name, width, format)
      const target = join(outDir, file)
      await writeFile(`${target}.tmp`, encoded)
      await rename(`${target}.tmp`, target)
      files[file] = encoded.length
    }
  }
  return files
}

async function runPool<T, R>(items: readonly T[], limit: number, task: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length)
  let next = 0
  const worker = async () => {
    while (next < items.length) {
      const index = next++
      results[index] = await task(items[index]!)
    }
  }
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, worker))
  return results
}

const totalBytes = (files: Record<string, number>) => Object.values(files).reduce((a, b) => a + b, 0)

function formatBytes(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(2)} MB` : `${(bytes / 1024).toFixed(1)} KB`
}

export async function buildImages(options: BuildOptions = {}) {
  const started = performance.now()
  const outDir = resolve(options.outDir ?? defaultOutDir)
  const mastersDir = resolve(options.mastersDir ?? defaultMastersDir)
  const names = options.names ?? imageNames
  const fullBuild = options.names === undefined
  const log = options.log ?? ((line: string) => console.log(line))
  const concurrency = options.concurrency ?? Math.max(1, Math.min(2, availableParallelism()))

  await mkdir(outDir, { recursive: true })
  const manifest = await readManifest(outDir)
  const listing = await listMasters(mastersDir)

  const images = await runPool(names, concurrency, async (name) => {
    const t0 = performance.now()
    const source = await loadMaster(name, mastersDir, listing)
    const hash = cacheKey(name, source)
    const previous = manifest.entries[name]
    if (!options.force && previous?.hash === hash && filesIntact(outDir, previous.files)) {
      return { name, source: source.label, reused: true, files: previous.files }
    }
    let files: Record<string, number>
    try {
      files = await encodeImage(name, source.bytes, outDir)
    } catch (error) {
      throw new Error(`images: failed to build "${name}" from ${source.label}: ${(error as Error).message}`, { cause: error })
    }
    for (const file of Object.keys(previous?.files ?? {})) if (!(file in files)) await rm(join(outDir, file), { force: true })
    manifest.entries[name] = { hash, source: source.label, files }
    if (options.verbose) log(`  ${name} (${source.label}) ${formatBytes(totalBytes(files))} in ${((performance.now() - t0) / 1000).toFixed(1)}s`)
    return { name, source: source.label, reused: false, files }
  })

  if (fullBuild) {
    for (const [name, entry] of Object.entries(manifest.entries)) {
      if (isImageName(name)) continue
      for (const file of Object.keys(entry.files)) await rm(join(outDir, file), { force: true })
      delete manifest.entries[name]
    }
  }
  // Stable order, so the file does not churn between runs.
  const rank = (name: string) => (isImageName(name) ? imageNames.indexOf(name) : imageNames.length)
  const entries = Object.entries(manifest.entries).sort(([a], [b]) => rank(a) - rank(b) || a.localeCompare(b))
  await writeFile(join(outDir, MANIFEST), `${JSON.stringify({ version: 1, entries: Object.fromEntries(entries) }, null, 2)}\n`)

  const encoded = images.filter((i) => !i.reused).length
  const files = images.reduce((n, i) => n + Object.keys(i.files).length, 0)
  const bytes = images.reduce((n, i) => n + totalBytes(i.files), 0)
  const ms = performance.now() - started
  if (options.verbose) {
    const cpu = process.cpuUsage()
    log(`  cpu time ${((cpu.user + cpu.system) / 1e6).toFixed(1)}s, concurrency ${concurrency}`)
  }
  const summary = `images: encoded ${encoded}, reused ${images.length - encoded}; ${files} files, ${formatBytes(bytes)} total in ${(ms / 1000).toFixed(1)}s`
  log(summary)
  return { images, encoded, reused: images.length - encoded, files, summary }
}

function parseOptions(args: string[]): BuildOptions {
  const flag = { type: 'boolean' } as const
  const text = { type: 'string' } as const
  const options = { force: flag, verbose: flag, only: text, out: text, masters: text, concurrency: text }
  const { values } = parseArgs({ args, options })
  const names = values.only?.split(',').map((n) => n.trim())
  const unknown = names?.filter((n) => !isImageName(n)) ?? []
  if (unknown.length) throw new Error(`images: unknown image name(s): ${unknown.join(', ')}`)
  const concurrency = values.concurrency === undefined ? undefined : Number(values.concurrency)
  return { force: values.force, verbose: values.verbose, outDir: values.out, mastersDir: values.masters, names: names as ImageName[] | undefined, concurrency }
}

if (import.meta.main) {
  buildImages(parseOptions(process.argv.slice(2))).catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error)
    process.exitCode = 1
  })
}

/**
 * The production server (server/main.ts) over a built site, on a loopback port and a throwaway
 * database, for the benches (resolves once it answers /healthz); and any other static build
 * served as a static host would, for the peer the speed bench compares against.
 */
import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs'
import { createServer as createHttpServer } from 'node:http'
import { createServer } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { brotliCompressSync, gzipSync } from 'node:zlib'

export interface RunningSite {
  baseUrl: string
  stop: () => void
}

/** Listens on `port` on loopback (0: any free one) and closes again: the port it listened on. */
function probePort(port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(port, '127.0.0.1', () => {
      const address = probe.address()
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no free port'))))
    })
  })
}

/** A port nothing listens on now. */
export const freePort = () => probePort(0)

/** Fails when something already listens on the port: its answers would be taken for this site's. */
async function assertPortFree(port: number): Promise<void> {
  await probePort(port).catch(() => Promise.reject(new Error(`port ${port} is in use: choose others with --port`)))
}

export async function serveSite(staticDir: string, port: number): Promise<RunningSite> {
  await assertPortFree(port)
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-data-'))
  const child = spawn('npx', ['tsx', 'server/main.ts'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', STATIC_DIR: staticDir, DATA_DIR: dataDir, LOG_LEVEL: 'error', RATE_LIMIT_MAX: '100000' },
    stdio: ['ignore', 'inherit', 'inherit'],
    // Its own process group, so stopping it also stops the server npx started.
    detached: true,
  })
  let exited = false
  child.once('exit', () => (exited = true))
  const stop = () => {
    if (!exited && child.pid) {
      try {
        process.kill(-child.pid, 'SIGTERM')
      } catch {
        // already gone
      }
    }
    rmSync(dataDir, { recursive: true, force: true })
  }
  const baseUrl = `http://127.0.0.1:${port}`
  const deadline = Date.now() + 60_000
  while (Date.now() < deadline && !exited) {
    const healthy = await fetch(`${baseUrl}/healthz`).then(
      (response) => response.ok,
      () => false,
    )
    if (healthy) return { baseUrl, stop }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  stop()
  throw new Error(
    exited ? `the production server over ${staticDir} exited before answering /healthz` : `the production server did not answer /healthz within 60 s`,
  )
}

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json',
  '.xml': 'application/xml',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
}
const compressible = /^(?:text\/|application\/(?:json|xml)|image\/svg)/

/**
 * The file a request path names in a static build: the file itself, `dir/index.html` or
 * `name.html`, never outside `root`. Undefined when there is none.
 */
export function staticFileFor(root: string, urlPath: string, exists: (file: string) => boolean): string | undefined {
  let decoded: string
  try {
    decoded = decodeURIComponent(urlPath.split('?')[0]!.split('#')[0]!)
  } catch {
    return undefined
  }
  const resolved = path.resolve(root, `.${path.posix.normalize(`/${decoded}`)}`)
  if (resolved !== root && !resolved.startsWith(`${root}${path.sep}`)) return undefined
  return [resolved, path.join(resolved, 'index.html'), `${resolved}.html`].find(exists)
}

/**
 * Any static build (another site's `dist/`) on a loopback port, the way a static host serves
 * it: each file with its type, text compressed with brotli when the browser accepts it (gzip
 * otherwise), an unknown path answered by `404.html` with status 404. In this process: no
 * server of ours, so none of our headers or policies apply to it.
 */
export async function serveStaticDir(staticDir: string, port: number): Promise<RunningSite> {
  await assertPortFree(port)
  const root = path.resolve(staticDir)
  const isFile = (file: string) => existsSync(file) && statSync(file).isFile()
  const compressed = new Map<string, Buffer>()
  const server = createHttpServer((request, response) => {
    const found = staticFileFor(root, request.url ?? '/', isFile)
    const file = found ?? [path.join(root, '404.html')].find(isFile)
    if (!file) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('not found')
      return
    }
    const type = contentTypes[path.extname(file).toLowerCase()] ?? 'application/octet-stream'
    const accepts = String(request.headers['accept-encoding'] ?? '')
    const encoding = compressible.test(type) ? (/\bbr\b/.test(accepts) ? 'br' : /\bgzip\b/.test(accepts) ? 'gzip' : undefined) : undefined
    let body: Buffer = readFileSync(file)
    if (encoding) {
      const key = `${encoding}:${file}`
      body = compressed.get(key) ?? (encoding === 'br' ? brotliCompressSync(body) : gzipSync(body))
      compressed.set(key, body)
    }
    response.writeHead(found ? 200 : 404, {
      'content-type': type,
      'content-length': body.length,
      'cache-control': 'no-cache',
      vary: 'accept-encoding',
      ...(encoding ? { 'content-encoding': encoding } : {}),
    })
    response.end(request.method === 'HEAD' ? undefined : body)
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', () => resolve())
  })
  return { baseUrl: `http://127.0.0.1:${port}`, stop: () => server.close() }
}

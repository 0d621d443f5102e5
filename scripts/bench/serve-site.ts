// The production server over a built site for the benches, and any static build served as a static host would.
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs'
import { createServer as createHttpServer } from 'node:http'
import { createServer } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { brotliCompressSync, gzipSync } from 'node:zlib'
import { freePort, startServerProcess } from '#server/testing/server-process.ts'

export interface RunningSite {
  baseUrl: string
  stop: () => void
}

export { freePort }

// Something else on the port would have its answers taken for this site's.
async function assertPortFree(port: number): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    const probe = createServer()
    probe.once('error', () => reject(new Error(`port ${port} is in use: choose others with --port`)))
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve()))
  })
}

export async function serveSite(staticDir: string, port: number, env: Record<string, string> = {}): Promise<RunningSite> {
  await assertPortFree(port)
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-data-'))
  const removeData = () => rmSync(dataDir, { recursive: true, force: true })
  const server = await startServerProcess(port, {
    STATIC_DIR: staticDir,
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    LOG_LEVEL: 'error',
    RATE_LIMIT_MAX: '100000',
    ...env,
  }).catch((error: unknown) => {
    removeData()
    throw error
  })
  const stop = () => {
    void server.stop('SIGTERM')
    removeData()
  }
  return { baseUrl: server.base, stop }
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

// The peer's build, served as a static host would and in this process: none of our headers apply to it.
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

// The production server over a built site for the benches, and any static build served as a static host would.
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import fastifyCompress from '@fastify/compress'
import fastifyStatic from '@fastify/static'
import Fastify from 'fastify'
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

// The peer's build, served as a static host would and in this process: none of our headers apply to it.
export async function serveStaticDir(staticDir: string, port: number): Promise<RunningSite> {
  await assertPortFree(port)
  const root = path.resolve(staticDir)
  const app = Fastify()
  await app.register(fastifyCompress)
  // `/about` finds about.html, `/contact` contact/index.html.
  await app.register(fastifyStatic, {
    root,
    extensions: ['html'],
    cacheControl: false,
    setHeaders: (reply) => reply.header('cache-control', 'no-cache'),
  })
  app.setNotFoundHandler((_request, reply) =>
    existsSync(path.join(root, '404.html')) ? reply.code(404).sendFile('404.html') : reply.code(404).type('text/plain').send('not found'),
  )
  await app.listen({ port, host: '127.0.0.1' })
  return { baseUrl: `http://127.0.0.1:${port}`, stop: () => void app.close() }
}

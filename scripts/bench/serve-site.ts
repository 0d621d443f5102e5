/**
 * The production server (server/main.ts) over a built site, on a loopback port and a throwaway
 * database, for the benches. Resolves once it answers /healthz.
 */
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import os from 'node:os'
import path from 'node:path'

export interface RunningSite {
  baseUrl: string
  stop: () => void
}

/** Fails when something already listens on the port: its answers would be taken for this site's. */
async function assertPortFree(port: number): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    const probe = createServer()
    probe.once('error', () => reject(new Error(`port ${port} is in use: choose others with --port`)))
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve()))
  })
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

/** A port nothing listens on now. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no free port'))))
    })
  })
}

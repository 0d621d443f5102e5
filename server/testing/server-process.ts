import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import path from 'node:path'

const repoRoot = path.resolve(import.meta.dirname, '../..')

export async function freePort(): Promise<number> {
  const server = net.createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as net.AddressInfo
  await new Promise((resolve) => server.close(resolve))
  return port
}

export interface ServerProcess {
  child: ChildProcess
  base: string
  /** Sends the signal and resolves with the exit code once the process is gone. */
  stop(signal: NodeJS.Signals): Promise<number | null>
}

/**
 * The real server (node --import tsx server/main.ts) on 127.0.0.1:port, resolved once
 * /readyz answers. `env` adds to (and overrides) this process's environment. `checkout`: another
 * copy of the repository to run the server of (a benchmark of two versions side by side).
 */
export async function startServerProcess(port: number, env: Record<string, string>, timeoutMs = 60_000, checkout = repoRoot): Promise<ServerProcess> {
  const base = `http://127.0.0.1:${port}`
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: checkout,
    env: { ...process.env, LOG_LEVEL: 'warn', ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'pipe'],
  })
  let stderr = ''
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
  const stop = (signal: NodeJS.Signals) => {
    if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode)
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
    child.kill(signal)
    return exited
  }
  const deadline = Date.now() + timeoutMs
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited at start: ${stderr}`)
    if (
      await fetch(`${base}/readyz`).then(
        (response) => response.ok,
        () => false,
      )
    )
      return { child, base, stop }
    if (Date.now() > deadline) {
      await stop('SIGKILL')
      throw new Error(`the server did not start within ${timeoutMs} ms: ${stderr}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

/** CPU time a process has used so far (user + system), in ms; Linux counts in 1/100 s ticks. */
export function processCpuMs(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')
  return (Number(fields[11]) + Number(fields[12])) * 10
}

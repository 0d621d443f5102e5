// `npm test`: every check, in the order that fails fastest.
import { execFileSync } from 'node:child_process'

const steps: Array<[name: string, command: string[], env?: Record<string, string>]> = [
  ['typecheck', ['npm', 'run', 'typecheck']],
  ['lint', ['npm', 'run', 'lint']],
  ['format', ['npm', 'run', 'format:check']],
  ['unit tests', ['npx', 'vitest', 'run', '--project', 'unit']],
  // A stand-in maps key; the browser tests serve a stand-in maps script.
  ['production build', ['npm', 'run', 'build'], { MAPS_API_KEY: 'e2e-maps-key' }],
  ['build output checks', ['npx', 'vitest', 'run', '--project', 'build']],
  ['first-visit download budgets', ['npm', 'run', 'report:bundle-size', '--', '--check']],
  ['browser tests', ['npx', 'playwright', 'test']],
  ['speed gate (sample of pages against their no-JavaScript twins)', ['npx', 'tsx', 'scripts/bench/speed-gate.ts']],
]

console.log(`node ${process.version}`)

for (const [name, [command, ...args], env] of steps) {
  const started = Date.now()
  console.log(`\n▶ ${name}: ${command} ${args.join(' ')}`)
  try {
    execFileSync(command!, args, { stdio: 'inherit', env: { ...process.env, ...env } })
  } catch {
    console.error(`\n✖ ${name} failed`)
    process.exit(1)
  }
  console.log(`✔ ${name} (${((Date.now() - started) / 1000).toFixed(1)} s)`)
}

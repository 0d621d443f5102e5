import { spawnSync } from 'node:child_process'
import { describe, expect, it } from 'vitest'

/** What a server process started without NODE_ENV loads: React's production build, or its development build. */
function reactBuildOfServer(env: Record<string, string | undefined>): string {
  const script = `
    await import('./server/main.ts')
    const { createRequire } = await import('node:module')
    const cache = createRequire(import.meta.url).cache
    const react = Object.keys(cache).find((file) => /react-dom-server-legacy\\.node\\.[a-z]+\\.js$/.test(file))
    console.log(process.env.NODE_ENV, react?.match(/\\.(production|development)\\.js$/)?.[1])`
  const { NODE_ENV: _, ...rest } = process.env
  const child = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { env: { ...rest, ...env }, encoding: 'utf8' })
  expect(child.stderr).toBe('')
  return child.stdout.trim()
}

describe('the server entry', () => {
  it("renders with React's production build when started without NODE_ENV, and keeps a NODE_ENV that is set", () => {
    expect(reactBuildOfServer({})).toBe('production production')
    expect(reactBuildOfServer({ NODE_ENV: 'development' })).toBe('development development')
  })
})

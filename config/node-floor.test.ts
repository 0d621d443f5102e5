import { readFileSync } from 'node:fs'
import semver from 'semver'
import { describe, expect, it } from 'vitest'

interface LockedPackage {
  version?: string
  engines?: { node?: string }
}

const manifest = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { engines: { node: string } }
const lock = JSON.parse(readFileSync(new URL('../package-lock.json', import.meta.url), 'utf8')) as { packages: Record<string, LockedPackage> }

/**
 * Leaf packages whose `engines` say Node 22 while the packages that load them support Node 20
 * through `require()` of an ES module (on by default from 20.19): decision 26. Each entry names
 * who loads it; a new one needs the same reading, not just a line here.
 */
const loadedAsModulesOnNode20: Record<string, string> = {
  cookie: '@fastify/cookie (import()) and light-my-request (require of an ES module)',
  'content-disposition': '@fastify/static (require of an ES module)',
}

const floor = semver.minVersion(manifest.engines.node)?.version ?? ''
const excluding = Object.entries(lock.packages)
  .filter(([path, entry]) => path !== '' && entry.engines?.node && !semver.satisfies(floor, entry.engines.node))
  .map(([path, entry]) => ({ name: path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length), version: entry.version, node: entry.engines?.node }))

describe('the Node floor', () => {
  it('is stated in package.json', () => {
    expect(floor).toBe('20.19.0')
  })

  it('is supported by every installed package, but the ES module leaves of decision 26', () => {
    expect(excluding.filter((found) => !(found.name in loadedAsModulesOnNode20))).toEqual([])
  })

  it('lists only leaves that still declare a later Node, so the list does not outlive its reason', () => {
    expect(Object.keys(loadedAsModulesOnNode20).filter((name) => !excluding.some((found) => found.name === name))).toEqual([])
  })
})

// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createMapsLoader, mapsCallbackName, mapsLoadTimeoutMs, mapsScriptSrc, type MapsApi } from './load-maps-script.ts'

const config = { apiKey: 'public-maps-key', scriptUrl: 'https://maps.googleapis.com/maps/api/js' }
const mapsScripts = () => [...document.querySelectorAll<HTMLScriptElement>('script[src*="maps/api/js"]')]
const callMapsCallback = () => (window as unknown as Record<string, () => void>)[mapsCallbackName]?.()

/** What the maps script defines once it is ready: the API that imports libraries such as places. */
function defineMaps(): MapsApi {
  const maps: MapsApi = { importLibrary: () => Promise.reject(new Error('not in this test')) }
  Object.assign(window, { google: { maps } })
  return maps
}

beforeEach(() => {
  Reflect.deleteProperty(window, 'google')
  for (const script of mapsScripts()) script.remove()
})

afterEach(() => {
  vi.useRealTimers()
})

describe('mapsScriptSrc', () => {
  it('asks for the places library with the public key, async loading and a ready callback', () => {
    const src = new URL(mapsScriptSrc(config, 'https://www.example.com/'))
    expect(src.origin + src.pathname).toBe('https://maps.googleapis.com/maps/api/js')
    expect(Object.fromEntries(src.searchParams)).toEqual({ key: 'public-maps-key', libraries: 'places', loading: 'async', callback: mapsCallbackName })
  })

  it('accepts a script address on the same site', () => {
    expect(mapsScriptSrc({ ...config, scriptUrl: '/__maps.js' }, 'http://127.0.0.1:4317/contact')).toMatch(/^http:\/\/127\.0\.0\.1:4317\/__maps\.js\?key=/)
  })
})

describe('createMapsLoader', () => {
  it('loads nothing without a key', async () => {
    const loader = createMapsLoader(window)
    await expect(loader.load({ scriptUrl: config.scriptUrl })).resolves.toBeNull()
    expect(mapsScripts()).toHaveLength(0)
  })

  it('loads the script once however often it is asked, and answers from the page once loaded', async () => {
    const loader = createMapsLoader(window)
    expect(mapsScripts()).toHaveLength(0)
    const first = loader.load(config)
    const second = loader.load(config)
    expect(mapsScripts()).toHaveLength(1)
    expect(mapsScripts()[0]?.async).toBe(true)
    const maps = defineMaps()
    callMapsCallback()
    await expect(first).resolves.toBe(maps)
    await expect(second).resolves.toBe(maps)
    await expect(loader.load(config)).resolves.toBe(maps)
    expect(mapsScripts()).toHaveLength(1)
  })

  it('removes a script that fails, and tries again on the next request', async () => {
    const loader = createMapsLoader(window)
    const failing = loader.load(config)
    mapsScripts()[0]?.dispatchEvent(new Event('error'))
    await expect(failing).resolves.toBeNull()
    expect(mapsScripts()).toHaveLength(0)

    const retry = loader.load(config)
    expect(mapsScripts()).toHaveLength(1)
    const maps = defineMaps()
    callMapsCallback()
    await expect(retry).resolves.toBe(maps)
  })

  it('counts a script that calls back without a way to import libraries as failed', async () => {
    const loader = createMapsLoader(window)
    const loading = loader.load(config)
    // What a legacy-only script offers: the old widget, no importLibrary.
    Object.assign(window, { google: { maps: { places: { Autocomplete: class {} } } } })
    callMapsCallback()
    await expect(loading).resolves.toBeNull()
    expect(mapsScripts()).toHaveLength(0)
  })

  it('gives up on a script that never answers', async () => {
    vi.useFakeTimers()
    const loader = createMapsLoader(window)
    const loading = loader.load(config)
    await vi.advanceTimersByTimeAsync(mapsLoadTimeoutMs)
    await expect(loading).resolves.toBeNull()
    expect(mapsScripts()).toHaveLength(0)
  })

  it('starts loaded when the page already has the maps script', async () => {
    const maps = defineMaps()
    const loader = createMapsLoader(window)
    await expect(loader.load(config)).resolves.toBe(maps)
    expect(mapsScripts()).toHaveLength(0)
  })
})

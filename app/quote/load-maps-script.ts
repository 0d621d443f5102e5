import type { SiteConfig } from '../../config/site-config.ts'
import type { PlaceResult } from './accept-place.ts'

/** The slice of the maps API the address field uses (legacy Places Autocomplete widget). */
export interface MapsAutocomplete {
  addListener(eventName: 'place_changed', handler: () => void): unknown
  getPlace(): PlaceResult | undefined
}

export interface MapsAutocompleteOptions {
  componentRestrictions: { country: string | string[] }
  types: string[]
  bounds: { north: number; south: number; east: number; west: number }
  strictBounds: boolean
  fields: string[]
}

export interface MapsNamespace {
  maps: {
    places: { Autocomplete: new (input: HTMLInputElement, options: MapsAutocompleteOptions) => MapsAutocomplete }
    event?: { clearInstanceListeners(instance: unknown): void }
  }
}

declare global {
  interface Window {
    google?: MapsNamespace
  }
}

export type MapsConfig = SiteConfig['maps']
export type MapsLoadState = 'not-started' | 'loading' | 'loaded'

/** The global function the maps script calls when the places library is ready. */
export const mapsCallbackName = '__quoteFormMapsReady'
/** A script that neither calls back nor fails within this time counts as failed. */
export const mapsLoadTimeoutMs = 15_000

export function mapsScriptSrc(config: MapsConfig & { apiKey: string }, baseUrl: string): string {
  const url = new URL(config.scriptUrl, baseUrl)
  url.searchParams.set('key', config.apiKey)
  url.searchParams.set('libraries', 'places')
  url.searchParams.set('loading', 'async')
  url.searchParams.set('callback', mapsCallbackName)
  return url.toString()
}

export interface MapsLoader {
  state(): MapsLoadState
  /** Resolves true once the places library is usable; false without a key or when loading failed. */
  load(config: MapsConfig): Promise<boolean>
}

const hasPlaces = (target: Window) => typeof target.google?.maps?.places?.Autocomplete === 'function'

/**
 * Loads the maps script once per page (spec section 4): not-started, loading, loaded. A failed
 * or silent script resets to not-started, so the visitor keeps typing by hand and a later
 * focus may try again. With no key configured nothing is requested.
 */
export function createMapsLoader(target: Window): MapsLoader {
  let state: MapsLoadState = hasPlaces(target) ? 'loaded' : 'not-started'
  let pending: Promise<boolean> | undefined

  function load(config: MapsConfig): Promise<boolean> {
    if (!config.apiKey) return Promise.resolve(false)
    if (state === 'loaded' || hasPlaces(target)) {
      state = 'loaded'
      return Promise.resolve(true)
    }
    if (pending) return pending
    const apiKey = config.apiKey
    state = 'loading'
    pending = new Promise<boolean>((resolve) => {
      const doc = target.document
      const script = doc.createElement('script')
      const callbacks = target as unknown as Record<string, unknown>
      const finish = (loaded: boolean) => {
        target.clearTimeout(timer)
        delete callbacks[mapsCallbackName]
        pending = undefined
        state = loaded ? 'loaded' : 'not-started'
        if (!loaded) script.remove()
        resolve(loaded)
      }
      const timer = target.setTimeout(() => finish(false), mapsLoadTimeoutMs)
      callbacks[mapsCallbackName] = () => finish(hasPlaces(target))
      script.async = true
      script.src = mapsScriptSrc({ ...config, apiKey }, target.location.href)
      script.addEventListener('error', () => finish(false))
      doc.head.append(script)
    })
    return pending
  }

  return { state: () => state, load }
}

let pageLoader: MapsLoader | undefined

/** The page's one loader: every quote form on the page shares the script. */
export function mapsLoader(): MapsLoader {
  pageLoader ??= createMapsLoader(window)
  return pageLoader
}

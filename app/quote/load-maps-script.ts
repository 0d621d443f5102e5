/// <reference types="google.maps" />
import type { SiteConfig } from '#config/site-config.ts'

/** The one entry of the maps API the address field uses: the Places API (New) library, imported on demand. */
export interface MapsNamespace {
  maps: { importLibrary(libraryName: 'places'): Promise<google.maps.PlacesLibrary> }
}

declare global {
  interface Window {
    google?: MapsNamespace
  }
}

export type MapsConfig = SiteConfig['maps']
export type MapsLoadState = 'not-started' | 'loading' | 'loaded'

/** The global function the maps script calls once it is ready to import libraries. */
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

export type MapsApi = MapsNamespace['maps']

export interface MapsLoader {
  state(): MapsLoadState
  /** Resolves to the maps API once the script can import libraries; null without a key or when loading failed. */
  load(config: MapsConfig): Promise<MapsApi | null>
}

const mapsApi = (target: Window): MapsApi | null => (typeof target.google?.maps?.importLibrary === 'function' ? target.google.maps : null)

/**
 * Loads the maps script once per page. A failed or silent script resets to not-started, so the
 * visitor keeps typing by hand and a later focus may try again. Without a key nothing is requested.
 */
export function createMapsLoader(target: Window): MapsLoader {
  let state: MapsLoadState = mapsApi(target) ? 'loaded' : 'not-started'
  let pending: Promise<MapsApi | null> | undefined

  function load(config: MapsConfig): Promise<MapsApi | null> {
    if (!config.apiKey) return Promise.resolve(null)
    const ready = mapsApi(target)
    if (ready) {
      state = 'loaded'
      return Promise.resolve(ready)
    }
    if (pending) return pending
    const apiKey = config.apiKey
    state = 'loading'
    pending = new Promise<MapsApi | null>((resolve) => {
      const doc = target.document
      const script = doc.createElement('script')
      const callbacks = target as unknown as Record<string, unknown>
      const finish = (api: MapsApi | null) => {
        target.clearTimeout(timer)
        delete callbacks[mapsCallbackName]
        pending = undefined
        state = api ? 'loaded' : 'not-started'
        if (!api) script.remove()
        resolve(api)
      }
      const timer = target.setTimeout(() => finish(null), mapsLoadTimeoutMs)
      callbacks[mapsCallbackName] = () => finish(mapsApi(target))
      script.async = true
      script.src = mapsScriptSrc({ ...config, apiKey }, target.location.href)
      script.addEventListener('error', () => finish(null))
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

/// <reference types="google.maps" />
import type { SiteConfig } from '#config/site-config.ts'

declare global {
  interface Window {
    // The one entry of the maps API the address field uses: the Places API (New) library, imported on demand.
    google?: { maps: { importLibrary(libraryName: 'places'): Promise<google.maps.PlacesLibrary> } }
  }
}

export type MapsConfig = SiteConfig['maps']
export type MapsApi = NonNullable<Window['google']>['maps']

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

const mapsApi = (target: Window): MapsApi | null => (typeof target.google?.maps?.importLibrary === 'function' ? target.google.maps : null)

/** Loads the maps script once per page: the maps API, or null without a key or on failure (the script removed, so a later focus tries again). */
export function createMapsLoader(target: Window) {
  let pending: Promise<MapsApi | null> | undefined

  function load(config: MapsConfig): Promise<MapsApi | null> {
    if (!config.apiKey) return Promise.resolve(null)
    const ready = mapsApi(target)
    if (ready) return Promise.resolve(ready)
    const apiKey = config.apiKey
    pending ??= new Promise<MapsApi | null>((resolve) => {
      const doc = target.document
      const script = doc.createElement('script')
      const callbacks = target as unknown as Record<string, unknown>
      const finish = (api: MapsApi | null) => {
        target.clearTimeout(timer)
        delete callbacks[mapsCallbackName]
        pending = undefined
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

  return { load }
}

let pageLoader: ReturnType<typeof createMapsLoader> | undefined

export function mapsLoader() {
  pageLoader ??= createMapsLoader(window)
  return pageLoader
}

import * as cheerio from 'cheerio'
import { describe, expect, it } from 'vitest'
import { noScriptTwin } from './no-script-twin.ts'

/** A page shaped like the prerender's output: inline and module scripts, preloads, inlined stylesheet, structured data. */
const page = `<!DOCTYPE html><html lang="en-US"><head><meta charSet="utf-8"/><title>Wood Fencing</title>
<link rel="preload" href="/assets/inter.woff2" as="font" type="font/woff2" crossorigin="anonymous"/>
<link rel="preload" as="image" href="/img/hero-960.avif" fetchPriority="high"/>
<link rel="modulepreload" href="/assets/react-1.js"/>
<link rel="preload" as="script" href="/assets/analytics-1.js"/>
<script>document.documentElement.classList.add('js')</script>
<script type="application/ld+json">{"@type":"HomeAndConstructionBusiness"}</script>
<style>body{color:#222}</style></head>
<body><main><h1>Wood Fencing</h1><img src="/img/hero-960.avif" alt="A cedar fence"/>
<form method="post" action="/api/leads"><label for="name">Name</label><input id="name" name="firstName"/></form></main>
<script>window.__reactRouterContext = {}</script>
<script type="module" async="">import "/assets/manifest-1.js"; import("/assets/entry.client-1.js");</script>
</body></html>`

describe('noScriptTwin', () => {
  const $ = cheerio.load(noScriptTwin(page))

  it('removes every script the browser would run, and every script preload', () => {
    expect($('script:not([type="application/ld+json"])')).toHaveLength(0)
    expect($('link[rel="modulepreload"], link[rel="preload"][as="script"]')).toHaveLength(0)
  })

  it('keeps the page itself: content, form, stylesheet, font and image preloads, structured data', () => {
    expect($('h1').text()).toBe('Wood Fencing')
    expect($('form[method="post"][action="/api/leads"] input[name="firstName"]')).toHaveLength(1)
    expect($('label[for="name"]').text()).toBe('Name')
    expect($('img').attr('alt')).toBe('A cedar fence')
    expect($('style').text()).toBe('body{color:#222}')
    expect($('link[rel="preload"][as="font"]').attr('href')).toBe('/assets/inter.woff2')
    expect($('link[rel="preload"][as="image"]').attr('href')).toBe('/img/hero-960.avif')
    expect(JSON.parse($('script[type="application/ld+json"]').text())).toEqual({ '@type': 'HomeAndConstructionBusiness' })
    expect($('html').attr('lang')).toBe('en-US')
  })

  it('leaves a page without scripts as it was, element for element', () => {
    const plain = '<!DOCTYPE html><html><head><title>Plain</title></head><body><p>Fences</p></body></html>'
    expect(noScriptTwin(noScriptTwin(plain))).toBe(noScriptTwin(plain))
    expect(cheerio.load(noScriptTwin(plain))('p').text()).toBe('Fences')
  })
})

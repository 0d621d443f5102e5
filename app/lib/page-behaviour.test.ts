// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { handleSiteLinks } from './page-behaviour.ts'

describe('handleSiteLinks', () => {
  let navigated: string[]
  let stop: () => void
  // What the handler decided, recorded last; then the click is cancelled, as jsdom cannot load documents.
  let handled: boolean | undefined
  const record = (event: Event) => {
    handled = event.defaultPrevented
    event.preventDefault()
  }

  beforeEach(() => {
    navigated = []
    window.history.replaceState(null, '', '/services/wood-fencing')
    document.body.innerHTML = `
      <div>
        <a id="service" href="/services/vinyl-fencing">Vinyl</a>
        <a id="query" href="/contact?service=vinyl#quote">Quote</a>
        <a id="same-page" href="#faq">FAQ</a>
        <a id="new-window" href="/financing" target="_blank">Financing</a>
        <a id="download" href="/financing" download>Download</a>
        <a id="file" href="/sitemap.xml">Sitemap</a>
        <a id="reload" href="/reviews" data-reload-document>Reviews</a>
        <a id="phone" href="tel:+14695550142">Call</a>
        <a id="other-site" href="https://www.google.com/maps">Map</a>
        <a id="handled" href="/faqs">FAQs</a>
      </div>`
    document.getElementById('handled')!.addEventListener('click', (event) => event.preventDefault())
    stop = handleSiteLinks((to) => navigated.push(to))
    window.addEventListener('click', record)
  })
  afterEach(() => {
    stop()
    window.removeEventListener('click', record)
  })

  const click = (id: string, init: MouseEventInit = {}) => {
    handled = undefined
    document.getElementById(id)!.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init }))
    return { defaultPrevented: handled }
  }

  it('sends same-site page links through the router instead of reloading the document', () => {
    expect(click('service').defaultPrevented).toBe(true)
    expect(click('query').defaultPrevented).toBe(true)
    expect(navigated).toEqual(['/services/vinyl-fencing', '/contact?service=vinyl#quote'])
  })

  it('leaves everything else to the browser', () => {
    for (const id of ['same-page', 'new-window', 'download', 'file', 'reload', 'phone', 'other-site']) {
      expect(click(id).defaultPrevented, id).toBe(false)
    }
    expect(click('service', { ctrlKey: true }).defaultPrevented).toBe(false)
    expect(click('service', { button: 1 }).defaultPrevented).toBe(false)
    expect(navigated).toEqual([])
  })

  it('does not handle a click React (or anyone) already handled', () => {
    click('handled')
    expect(navigated).toEqual([])
  })

  it('stops when asked', () => {
    stop()
    expect(click('service').defaultPrevented).toBe(false)
    expect(navigated).toEqual([])
  })
})

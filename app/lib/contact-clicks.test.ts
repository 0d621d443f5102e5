// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { trackContactClicks } from './contact-clicks.ts'

describe('trackContactClicks', () => {
  let stop: () => void

  beforeEach(() => {
    window.history.replaceState(null, '', '/services/wood-fencing')
    document.body.innerHTML = `
      <header>
        <a id="header-call" href="tel:+14695550142" data-place="header"><svg><path id="icon" /></svg><span id="number">(469) 555-0142</span></a>
      </header>
      <main>
        <a id="text" href="sms:+14695550142?body=Hi%2C%20I%27d%20like%20a%20quote" data-place="contact-block">Text us</a>
        <a id="unplaced" href="tel:+14695550142">Call</a>
        <a id="page" href="/contact">Contact</a>
        <a id="mail" href="mailto:quotes@example.com">E-mail</a>
        <a id="other-site" href="https://www.google.com/maps">Map</a>
        <button id="button" type="button">Menu</button>
      </main>`
    // The browser would open the dialer; jsdom cannot.
    window.addEventListener('click', cancel)
    stop = trackContactClicks()
  })
  afterEach(() => {
    stop()
    window.removeEventListener('click', cancel)
    delete window.dataLayer
  })

  const cancel = (event: Event) => event.preventDefault()
  const click = (id: string) => document.getElementById(id)!.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 }))

  it('pushes one phone_click with the page and the place for a tap on the header phone link', () => {
    click('header-call')
    expect(window.dataLayer).toEqual([{ event: 'phone_click', page_path: '/services/wood-fencing', place: 'header' }])
  })

  it('counts a tap on the icon or text inside the link once, per tap', () => {
    click('number')
    click('icon')
    expect(window.dataLayer).toEqual([
      { event: 'phone_click', page_path: '/services/wood-fencing', place: 'header' },
      { event: 'phone_click', page_path: '/services/wood-fencing', place: 'header' },
    ])
  })

  it('pushes sms_click for a text link', () => {
    click('text')
    expect(window.dataLayer).toEqual([{ event: 'sms_click', page_path: '/services/wood-fencing', place: 'contact-block' }])
  })

  it('reports the page the visitor is on when they tap', () => {
    window.history.pushState(null, '', '/contact')
    click('header-call')
    expect(window.dataLayer?.[0]).toMatchObject({ page_path: '/contact' })
  })

  it('sends a null place for a link that declares none, so the previous place is not reused', () => {
    click('unplaced')
    expect(window.dataLayer).toEqual([{ event: 'phone_click', page_path: '/services/wood-fencing', place: null }])
  })

  it('pushes nothing for other links and controls', () => {
    for (const id of ['page', 'mail', 'other-site', 'button']) click(id)
    expect(window.dataLayer).toBeUndefined()
  })

  it('keeps what the data layer already holds', () => {
    window.dataLayer = [{ event: 'gtm.js' }]
    click('header-call')
    expect(window.dataLayer.map((entry) => entry.event)).toEqual(['gtm.js', 'phone_click'])
  })

  it('sees the tap even when a component stops the click', () => {
    document.querySelector('header')!.addEventListener('click', (event) => {
      event.stopPropagation()
      cancel(event)
    })
    click('header-call')
    expect(window.dataLayer).toHaveLength(1)
  })

  it('listens once per document, however often it is installed', () => {
    const again = trackContactClicks()
    click('header-call')
    again()
    expect(window.dataLayer).toHaveLength(1)
  })

  it('stops when asked', () => {
    stop()
    click('header-call')
    expect(window.dataLayer).toBeUndefined()
  })
})

// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest'
import { enhanceNavDisclosures } from '../components/ui/nav-disclosure-behaviour.ts'
import { handleQuoteLinks, showCurrentYear } from './page-behaviour.ts'

describe('quote links', () => {
  beforeEach(() => {
    document.body.innerHTML = `<a id="link" href="/contact#quote" data-quote-link>Get Quote</a>`
  })
  const click = () => {
    const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 })
    document.getElementById('link')!.dispatchEvent(event)
    return event.defaultPrevented
  }

  it('go to the contact page from a page without a quote form', () => {
    const stop = handleQuoteLinks()
    expect(click()).toBe(false)
    stop()
  })

  it('stay on a page with a quote form and focus its first field', () => {
    document.body.insertAdjacentHTML('beforeend', `<div id="quote"><input id="first" /></div>`)
    Element.prototype.scrollIntoView = () => {}
    window.matchMedia = () => ({ matches: false }) as MediaQueryList
    const stop = handleQuoteLinks()
    expect(click()).toBe(true)
    expect(document.activeElement?.id).toBe('first')
    stop()
  })
})

describe('the footer year', () => {
  it("is replaced by the visitor's year", () => {
    document.body.innerHTML = `<p>© <span data-current-year>2026</span> Lone Star Fence Works</p>`
    showCurrentYear(document, new Date('2099-01-02T12:00:00'))
    expect(document.body.textContent).toBe('© 2099 Lone Star Fence Works')
  })
})

describe('desktop menu dropdowns', () => {
  it('close on Escape with focus back on their trigger, and on a press outside', () => {
    document.body.innerHTML = `<ul><li data-nav-disclosure><details open><summary>Services</summary><a href="/services">All</a></details></li></ul><p id="outside">x</p>`
    enhanceNavDisclosures(document)
    const details = document.querySelector('details')!
    document.querySelector('a')!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }))
    expect(details.open).toBe(false)
    expect(document.activeElement?.localName).toBe('summary')
    details.open = true
    document.getElementById('outside')!.dispatchEvent(new Event('pointerdown', { bubbles: true }))
    expect(details.open).toBe(false)
  })
})

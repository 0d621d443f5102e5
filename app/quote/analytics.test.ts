// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { LeadPayload } from '#lead/lead-schema.ts'
import { leadSubmitEvent, loadTagManagerWhenIdle, tagManagerScriptUrl, trackLeadSubmit } from './analytics.ts'

const payload: LeadPayload = {
  firstName: 'Maria',
  lastName: 'Lopez',
  phone: '4695550142',
  email: 'maria@example.com',
  servicesNeeded: ['wood-fencing', 'custom-gates'],
  address: '210 W Walnut St, Celina, TX 75009, USA',
  city: 'Celina',
  website: '',
  consent: true,
  fullName: 'Maria Lopez',
  services_needed: 'wood-fencing, custom-gates',
  timestamp: '2026-03-01T15:04:05.000Z',
  page: 'Contact Us',
  form_type: 'Contact Form',
  utm: { source: null, medium: null, campaign: null },
  submissionId: '7b0f8a0e-3c55-4f4e-9d64-2b8f0f0c1a2d',
}

afterEach(() => {
  delete window.dataLayer
  delete window.fbq
  vi.useRealTimers()
})

describe('trackLeadSubmit', () => {
  it('pushes lead_submit with lead type, page, services and city', () => {
    trackLeadSubmit(payload)
    expect(window.dataLayer).toEqual([
      { event: 'lead_submit', lead_type: 'Contact Form', page: 'Contact Us', services: 'wood-fencing, custom-gates', city: 'Celina' },
    ])
  })

  it('keeps what the data layer already holds', () => {
    window.dataLayer = [{ event: 'gtm.js' }]
    trackLeadSubmit(payload)
    expect(window.dataLayer).toHaveLength(2)
  })

  it('sends a null city rather than none, so the previous value is not reused', () => {
    expect(leadSubmitEvent({ ...payload, city: undefined }).city).toBeNull()
  })

  it("fires the pixel's Lead event when a pixel exists", () => {
    const fbq = vi.fn()
    window.fbq = fbq
    trackLeadSubmit(payload)
    expect(fbq).toHaveBeenCalledWith('track', 'Lead')
  })

  it('never throws', () => {
    window.fbq = () => {
      throw new Error('blocked by an extension')
    }
    expect(() => trackLeadSubmit(payload)).not.toThrow()
  })
})

describe('loadTagManagerWhenIdle', () => {
  const gtmScripts = () => [...document.querySelectorAll<HTMLScriptElement>('script[src*="googletagmanager"]')]

  it('loads nothing without a container id', () => {
    loadTagManagerWhenIdle(undefined)
    loadTagManagerWhenIdle('')
    expect(gtmScripts()).toHaveLength(0)
  })

  it('loads the container once, after the page is idle', async () => {
    vi.useFakeTimers()
    const idle = vi.fn((callback: IdleRequestCallback) => {
      setTimeout(() => callback({ didTimeout: false, timeRemaining: () => 50 }), 100)
      return 1
    })
    window.requestIdleCallback = idle
    loadTagManagerWhenIdle('GTM-TEST1')
    loadTagManagerWhenIdle('GTM-TEST1')
    expect(gtmScripts()).toHaveLength(0)
    await vi.advanceTimersByTimeAsync(100)
    expect(idle).toHaveBeenCalledTimes(1)
    expect(gtmScripts().map((script) => script.src)).toEqual([tagManagerScriptUrl('GTM-TEST1')])
    expect(gtmScripts()[0]?.async).toBe(true)
    expect(window.dataLayer?.[0]).toMatchObject({ event: 'gtm.js' })
  })
})

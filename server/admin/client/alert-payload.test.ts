import { describe, expect, it } from 'vitest'
import { readAlert } from './alert-payload.ts'

const origin = 'https://lonestarfence.example'

describe('the alert a push asks for', () => {
  it('is the payload the server sent', () => {
    const payload = { title: 'New lead: Maria', body: 'Wood Fencing · Celina', url: '/admin/leads/0193f0c2-7c1e-7000-8000-000000000001', tag: 'lead-1' }
    expect(readAlert(payload, origin)).toEqual(payload)
  })

  it('opens only a page of this inbox when tapped', () => {
    const tapped = (url: unknown) => readAlert({ title: 'New lead', body: '', url, tag: 'lead-1' }, origin).url
    expect(tapped(`${origin}/admin/leads/1?from=alert`)).toBe('/admin/leads/1?from=alert')
    expect(tapped('/admin')).toBe('/admin')
    expect(tapped('https://elsewhere.example/admin/leads/1')).toBe('/admin')
    expect(tapped('//elsewhere.example/admin')).toBe('/admin')
    expect(tapped('/administrator')).toBe('/admin')
    expect(tapped('/services')).toBe('/admin')
    expect(tapped('javascript:alert(1)')).toBe('/admin')
    expect(tapped(42)).toBe('/admin')
  })

  it('still announces something when the message is empty or malformed', () => {
    const fallback = { title: 'New activity in the lead inbox', body: '', url: '/admin', tag: 'lead-inbox' }
    expect(readAlert(undefined, origin)).toEqual(fallback)
    expect(readAlert('text', origin)).toEqual(fallback)
    expect(readAlert({ title: ' ', body: 3, tag: '' }, origin)).toEqual(fallback)
  })
})

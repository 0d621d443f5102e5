// @vitest-environment jsdom
import { act } from 'react'
import { createRoot } from 'react-dom/client'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { site } from '../site-config.ts'
import { PartPending, pendingNoticeAfterMs } from './part-pending.tsx'

describe('PartPending', () => {
  let container: HTMLDivElement
  beforeEach(() => {
    vi.useFakeTimers()
    Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true })
    container = document.createElement('div')
    document.body.append(container)
  })
  afterEach(() => {
    vi.useRealTimers()
    container.remove()
  })

  it('shows nothing while the form may still arrive, then offers a reload and the phone number', () => {
    const root = createRoot(container)
    act(() => root.render(<PartPending part="quote form" className="px-4 py-12" />))
    // An empty live region that takes no room: screen readers announce what fills it later.
    const notice = container.querySelector('[role="status"]')
    expect(notice?.textContent).toBe('')
    expect(notice?.getAttribute('class')).toBeNull()

    act(() => vi.advanceTimersByTime(pendingNoticeAfterMs - 1))
    expect(notice?.textContent).toBe('')

    act(() => vi.advanceTimersByTime(1))
    expect(container.querySelector('[role="status"]')).toBe(notice)
    expect(notice?.getAttribute('class')).toBe('px-4 py-12')
    expect(notice?.textContent).toContain('The quote form is taking longer than usual to load.')
    expect(notice?.querySelector('button')?.textContent).toBe('Reload the page')
    expect(notice?.querySelector('a')?.getAttribute('href')).toBe(site.phone.href)
    expect(notice?.querySelector('a')?.textContent).toBe(site.phone.display)
    act(() => root.unmount())
  })
})

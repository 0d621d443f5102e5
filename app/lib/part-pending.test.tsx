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
    act(() => root.render(<PartPending part="quote form" />))
    expect(container.textContent).toBe('')

    act(() => vi.advanceTimersByTime(pendingNoticeAfterMs - 1))
    expect(container.textContent).toBe('')

    act(() => vi.advanceTimersByTime(1))
    const notice = container.querySelector('[role="status"]')
    expect(notice?.textContent).toContain('The quote form is taking longer than usual to load.')
    expect(notice?.querySelector('button')?.textContent).toBe('Reload the page')
    expect(notice?.querySelector('a')?.getAttribute('href')).toBe(site.phone.href)
    expect(notice?.querySelector('a')?.textContent).toBe(site.phone.display)
    act(() => root.unmount())
  })
})

/**
 * What JavaScript adds to the desktop navigation's dropdowns (nav-disclosure.tsx), once the
 * page has loaded: closing on Escape (focus back on the trigger), on a press or focus outside,
 * and when a link in it is followed; opening on hover with a mouse. One set of listeners on the
 * document serves every dropdown.
 */

/** How long the pointer rests on, or stays away from, a dropdown before it opens or closes. */
const hoverDelayMs = { open: 150, close: 250 } as const

export const navDisclosureAttribute = 'data-nav-disclosure'

export function enhanceNavDisclosures(root: Document = document): void {
  const items = [...root.querySelectorAll<HTMLElement>(`[${navDisclosureAttribute}]`)]
  for (const item of items) {
    const details = item.querySelector('details')
    const summary = details?.querySelector('summary')
    if (!details || !summary) continue
    let timer: number | undefined
    // A click right after the pointer opened the dropdown keeps it open instead of toggling it shut.
    let openedByHover = false
    const hover = (open: boolean) => (event: PointerEvent) => {
      if (event.pointerType !== 'mouse') return
      window.clearTimeout(timer)
      timer = window.setTimeout(
        () => {
          openedByHover = open && !details.open
          details.open = open
        },
        open ? hoverDelayMs.open : hoverDelayMs.close,
      )
    }
    item.addEventListener('pointerenter', hover(true))
    item.addEventListener('pointerleave', hover(false))
    item.addEventListener('keydown', (event) => {
      if (event.key !== 'Escape' || !details.open) return
      details.open = false
      summary.focus()
    })
    item.addEventListener('focusout', (event) => {
      if (event.relatedTarget && !item.contains(event.relatedTarget as Node)) details.open = false
    })
    summary.addEventListener('click', (event) => {
      window.clearTimeout(timer)
      if (!openedByHover) return
      openedByHover = false
      event.preventDefault()
    })
    details.addEventListener('click', (event) => {
      if (event.target instanceof Element && event.target.closest('a')) details.open = false
    })
  }
  root.addEventListener('pointerdown', (event) => {
    for (const item of items) {
      const details = item.querySelector('details')
      if (details?.open && !item.contains(event.target as Node)) details.open = false
    }
  })
}

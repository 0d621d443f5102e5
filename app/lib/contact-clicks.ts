/**
 * Most homeowners still phone: a tap on a `tel:` or `sms:` link is a lead too. Each tap tells the
 * tag manager which page it came from and where on the page the link sits, as declared by the
 * component that renders it (`data-place="header"`, `"mobile-bar"`, `"footer"` …).
 */

export interface ContactClickEvent {
  event: 'phone_click' | 'sms_click'
  page_path: string
  /** Null rather than absent: the tag manager would otherwise keep the previous tap's place. */
  place: string | null
}

const eventByProtocol: Partial<Record<string, ContactClickEvent['event']>> = { 'tel:': 'phone_click', 'sms:': 'sms_click' }

/** The event a click on `link` reports, or none for a link that neither calls nor texts. */
export function contactClickEvent(link: HTMLAnchorElement, pagePath: string): ContactClickEvent | undefined {
  const event = eventByProtocol[link.protocol]
  return event && { event, page_path: pagePath, place: link.dataset.place ?? null }
}

const tracked = new WeakSet<Document>()

/**
 * Reports every tap on a call or text link to the data layer, through one listener on the whole
 * document: one tap, one event, whatever the components do with the click. It listens in the
 * capture phase, so a handler that stops the click cannot hide the tap, and a second call on the
 * same document adds nothing. The browser entry installs it before hydration, so taps on the
 * prerendered page count too. Never throws.
 */
export function trackContactClicks(target: Window = window): () => void {
  const { document } = target
  if (tracked.has(document)) return () => {}
  tracked.add(document)
  const onClick = (event: MouseEvent) => {
    try {
      const link = (event.target as Element | null)?.closest?.<HTMLAnchorElement>('a[href]')
      const report = link && contactClickEvent(link, target.location.pathname)
      if (!report) return
      target.dataLayer ??= []
      target.dataLayer.push({ ...report })
    } catch {
      // The call or text goes ahead whether or not analytics took it.
    }
  }
  document.addEventListener('click', onClick, { capture: true })
  return () => {
    document.removeEventListener('click', onClick, { capture: true })
    tracked.delete(document)
  }
}

/** A tap on a `tel:` or `sms:` link is a lead too: the tag manager hears which page and which place (`data-place`) it came from. */

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
 * Reports every tap on a call or text link through one capturing listener on the document, so a
 * handler that stops the click cannot hide it; a second call on the same document adds nothing.
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

/** A tap on a `tel:` or `sms:` link is a lead too: the tag manager hears which page and which place (`data-place`) it came from. */

const eventByProtocol: Partial<Record<string, 'phone_click' | 'sms_click'>> = { 'tel:': 'phone_click', 'sms:': 'sms_click' }

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
      const name = eventByProtocol[link?.protocol ?? '']
      if (!link || !name) return
      target.dataLayer ??= []
      // The place is null rather than absent: the tag manager would otherwise keep the previous tap's place.
      target.dataLayer.push({ event: name, page_path: target.location.pathname, place: link.dataset.place ?? null })
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

export const embedAttribute = 'data-embed-loaded'

/** How far below the viewport an embed starts loading. */
const loadMargin = '400px'

/** Puts each embed's frame in place once it comes within `loadMargin` of the viewport (embed-near-view.tsx). */
export function loadEmbedsNearView(root: Document = document): void {
  const boxes = root.querySelectorAll<HTMLElement>(`[${embedAttribute}="false"]`)
  if (boxes.length === 0 || typeof IntersectionObserver === 'undefined') return
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue
        const box = entry.target as HTMLElement
        observer.unobserve(box)
        const template = box.querySelector('template')
        if (template) box.append(template.content.cloneNode(true))
        box.setAttribute(embedAttribute, 'true')
      }
    },
    { rootMargin: loadMargin },
  )
  for (const box of boxes) observer.observe(box)
}

import { islandAttributes } from './define-island.ts'

/** What a visitor does on an island that shows they reach for it. */
const interactions = ['pointerover', 'pointerdown', 'focusin', 'keydown', 'input'] as const

const whenIdle = (run: () => void) => (typeof requestIdleCallback === 'function' ? requestIdleCallback(run, { timeout: 2000 }) : setTimeout(run, 200))

function hydrate(element: HTMLElement, onSettled: () => void): void {
  import('./hydrate-islands.ts').then(
    ({ hydrateIsland }) => hydrateIsland(element, onSettled),
    (error: unknown) => {
      // The island's HTML keeps working as it is: its form posts, its links go.
      console.warn('The page parts could not load; they keep working from their HTML', error)
      onSettled()
    },
  )
}

/**
 * Hydrates each island when the visitor reaches for it (every control works from its HTML until then), or at idle when the
 * query holds a parameter it reads. `<html data-hydrated>` marks no island pending (browser tests wait for it).
 */
export function hydrateIslandsWhenReached(): void {
  const query = new URLSearchParams(location.search)
  const wantedQuery = (element: HTMLElement) => element.getAttribute(islandAttributes.query)?.split(' ') ?? []
  const dueAtIdle = (element: HTMLElement) => wantedQuery(element).some((name) => query.has(name))
  const due = new Set<HTMLElement>()
  const started = new Set<HTMLElement>()
  const settled = new Set<HTMLElement>()
  const mark = () => {
    if (due.size === 0 && settled.size === started.size) document.documentElement.dataset.hydrated = 'true'
    else delete document.documentElement.dataset.hydrated
  }
  for (const element of document.querySelectorAll<HTMLElement>(`[${islandAttributes.name}]`)) {
    const start = () => {
      if (started.has(element)) return
      due.delete(element)
      started.add(element)
      mark()
      for (const type of interactions) element.removeEventListener(type, start, true)
      hydrate(element, () => {
        settled.add(element)
        mark()
      })
    }
    if (element.hasAttribute(islandAttributes.wanted)) {
      start()
      continue
    }
    for (const type of interactions) element.addEventListener(type, start, true)
    if (dueAtIdle(element)) {
      due.add(element)
      whenIdle(start)
    }
  }
  mark()
}

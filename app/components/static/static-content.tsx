import { createContext, useContext, useLayoutEffect, useRef, useState, type ComponentPropsWithoutRef, type ElementType } from 'react'

/**
 * Partial hydration for content that never changes in the browser (copy, cards, links).
 *
 * On the first page load the prerendered HTML inside a `Static` element is adopted as it
 * is: the element itself is hydrated but none of its children, so their components never
 * run on the phone. That is most of every page, and most of the work hydration used to do.
 * Links inside stay ordinary links; what those children need in the browser (cards
 * revealed on scroll, quote links) is done by page-behaviour.ts for the whole document.
 *
 * How: the element is rendered with an empty `dangerouslySetInnerHTML`. Preact leaves the
 * contents of such an element alone while it hydrates, and never writes the same value
 * again, so the prerendered children stay; nothing is read from the document. Should an
 * element be created rather than adopted (hydration fell back to rendering part of the page
 * from scratch), it would be empty: a layout effect sees that before the frame is painted
 * and renders the children after all.
 *
 * After the first load, a page reached by client-side navigation renders its `Static`
 * content normally.
 */

let firstHydrationDone = false

const InsideStatic = createContext(false)

/**
 * For components that need the browser (forms, accordions, anything with state or handlers):
 * inside a `Static` they would never hydrate, so the prerender stops with this error instead
 * of shipping a dead control. Mark the enclosing section `interactive` instead.
 */
export function useMustHydrate(component: string): void {
  if (useContext(InsideStatic)) throw new Error(`${component} needs the browser but is inside <Static>: render its section as interactive`)
}

/** True while the prerendered page is being adopted (before the first hydration has committed). */
export function isFirstHydration(): boolean {
  return typeof document !== 'undefined' && !firstHydrationDone
}

/** Called by the root once the first hydration has committed: later `Static`s render normally. */
export function markFirstHydrationDone(): void {
  firstHydrationDone = true
}

type StaticProps<T extends ElementType> = { as?: T } & ComponentPropsWithoutRef<T>

/** Inner HTML that is never written, only adopted: an element rendered with it keeps the prerendered content it was given. */
export const keepPrerendered = { __html: '' }

export function Static<T extends ElementType = 'div'>({ as, children, ...props }: StaticProps<T>) {
  const Component: ElementType = as ?? 'div'
  const element = useRef<HTMLElement>(null)
  const [adopted, setAdopted] = useState(() => typeof document !== 'undefined' && !firstHydrationDone)
  useLayoutEffect(() => {
    if (adopted && element.current && !element.current.hasChildNodes()) setAdopted(false)
  }, [adopted])
  if (adopted) return <Component {...props} ref={element} data-static="" dangerouslySetInnerHTML={keepPrerendered} />
  return (
    <Component {...props} data-static="">
      <InsideStatic.Provider value={true}>{children}</InsideStatic.Provider>
    </Component>
  )
}

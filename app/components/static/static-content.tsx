import { createContext, use, useId, useState, type ComponentPropsWithoutRef, type ElementType } from 'react'

/**
 * Partial hydration for content that never changes in the browser (copy, cards, links).
 *
 * On the first page load the prerendered HTML inside a `Static` element is adopted as it
 * is: React hydrates the element itself but none of its children, so their components
 * never run on the phone. That is most of every page, and most of the work hydration used to
 * do. Links inside stay ordinary links; what those children need in the browser (cards
 * revealed on scroll, quote links) is done by page-behaviour.ts for the whole document.
 *
 * After the first load, a page reached by client-side navigation renders its `Static`
 * content normally. Should hydration ever fall back to rendering the page from scratch, the
 * adopted element keeps the HTML it was given (read from the document), so nothing goes blank.
 */

let firstHydrationDone = false

const InsideStatic = createContext(false)

/**
 * For components that need the browser (forms, accordions, anything with state or handlers):
 * inside a `Static` they would never hydrate, so the prerender stops with this error instead
 * of shipping a dead control. Mark the enclosing section `interactive` instead.
 */
export function useMustHydrate(component: string): void {
  if (use(InsideStatic)) throw new Error(`${component} needs the browser but is inside <Static>: render its section as interactive`)
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

export function Static<T extends ElementType = 'div'>({ as, children, ...props }: StaticProps<T>) {
  const Component: ElementType = as ?? 'div'
  const id = useId()
  // Decided once per element and kept: the adopted HTML object keeps one identity, so React
  // never writes it back into the DOM on a later render.
  const [adopted] = useState(() => {
    if (typeof document === 'undefined' || firstHydrationDone) return undefined
    const element = document.querySelector(`[data-static="${CSS.escape(id)}"]`)
    return element ? { __html: element.innerHTML } : undefined
  })
  if (adopted) return <Component {...props} data-static={id} suppressHydrationWarning dangerouslySetInnerHTML={adopted} />
  return (
    <Component {...props} data-static={id}>
      <InsideStatic value={true}>{children}</InsideStatic>
    </Component>
  )
}

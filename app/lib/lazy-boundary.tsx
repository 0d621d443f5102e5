import { lazy, memo, Suspense, type ComponentType, type NamedExoticComponent, type ReactNode } from 'react'

/**
 * A part's code, or, if it cannot be fetched, a promise that never settles, so the part stays as
 * it is: HTML prerendered into the page stays that HTML (a form still posts, a link still goes)
 * instead of an error replacing the whole page. (Trying again would not help: the browser keeps a
 * failed module fetch as failed for the life of the page.)
 */
export async function loadOrKeepHtml<T>(load: () => Promise<T>): Promise<T> {
  try {
    return await load()
  } catch (error) {
    console.warn('A part of the page could not load its code; it keeps working from its HTML', error)
    return new Promise<T>(() => {})
  }
}

/** A lazy part, and a way to start fetching its code early. */
export type LazyBoundary<Props extends object> = NamedExoticComponent<Props> & { preload: () => Promise<void> }

/**
 * A component whose code loads after the page's: the prerendered HTML is complete and works
 * (forms post, links go) while it loads, and React hydrates it as soon as the code is there
 * (React's selective hydration). What the visitor typed meanwhile stays in the fields.
 *
 * Rendered in the browser (after a client-side navigation) there is no HTML to keep: `fallback`
 * shows until the code is there, or for good if it cannot be fetched.
 *
 * `preload()` starts fetching the code before the part renders (a route's clientLoader, so a
 * client-side navigation shows the page whole; the site layout, once a page is idle); it settles
 * either way, and a failure shows when the part renders.
 *
 * The boundary is memoized: new props reaching it before its code has loaded would make React
 * give up hydrating it and render it afresh, dropping what the visitor typed. Pass it props that
 * keep their identity (content objects, strings, loader data a route does not revalidate), as the
 * hosts do.
 */
export function lazyBoundary<Props extends object>(load: () => Promise<ComponentType<Props>>, fallback: ReactNode = null): LazyBoundary<Props> {
  let loading: Promise<ComponentType<Props>> | undefined
  const loadOnce = () => (loading ??= load())
  const Loaded = lazy(async () => ({ default: await loadOrKeepHtml(loadOnce) }))
  const Boundary = memo(function LazyBoundary(props: Props) {
    return (
      <Suspense fallback={fallback}>
        <Loaded {...props} />
      </Suspense>
    )
  })
  return Object.assign(Boundary, {
    preload: () =>
      loadOnce().then(
        () => undefined,
        () => undefined,
      ),
  })
}

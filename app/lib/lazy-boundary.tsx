import { lazy, Suspense, type ComponentType } from 'react'

/**
 * A component whose code loads after the page's: the prerendered HTML is complete and works
 * (forms post, links go) while it loads, and React hydrates it as soon as the code is there,
 * replaying what the visitor did to it meanwhile (React's selective hydration).
 */
export function lazyBoundary<Props extends object>(load: () => Promise<ComponentType<Props>>): ComponentType<Props> {
  const Loaded = lazy(async () => ({ default: await load() }))
  return function LazyBoundary(props: Props) {
    return (
      <Suspense>
        <Loaded {...props} />
      </Suspense>
    )
  }
}

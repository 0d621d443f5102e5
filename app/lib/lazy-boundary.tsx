import { lazy, memo, Suspense, type ComponentType, type NamedExoticComponent } from 'react'

/**
 * A component whose code loads after the page's: the prerendered HTML is complete and works
 * (forms post, links go) while it loads, and React hydrates it as soon as the code is there,
 * replaying what the visitor did to it meanwhile (React's selective hydration).
 *
 * The boundary is memoized: new props reaching it before its code has loaded would make React
 * give up hydrating it and render it afresh, dropping what the visitor typed. Pass it props that
 * keep their identity (content objects, strings), as the hosts do.
 */
export function lazyBoundary<Props extends object>(load: () => Promise<ComponentType<Props>>): NamedExoticComponent<Props> {
  const Loaded = lazy(async () => ({ default: await load() }))
  return memo(function LazyBoundary(props: Props) {
    return (
      <Suspense>
        <Loaded {...props} />
      </Suspense>
    )
  })
}

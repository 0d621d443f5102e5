import { useSyncExternalStore } from 'react'

const subscribeNever = () => () => {}

/**
 * False in the prerendered page and while it hydrates, true after: what needs a script (a
 * button that only works with one) takes over from the page's native behaviour then.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  )
}

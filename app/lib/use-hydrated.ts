import { useSyncExternalStore } from 'react'

const subscribeNever = () => () => {}

/** False in the prerendered page and while it hydrates, true after. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  )
}

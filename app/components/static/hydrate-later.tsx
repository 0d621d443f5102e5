import { Suspense, useState, type ReactNode } from 'react'
import { isFirstHydration } from './static-content.tsx'

/**
 * Spreads the first hydration over several tasks. Preact hydrates a tree in one pass; on a
 * phone the whole page at once is a task long enough to hold up a tap. Content inside
 * `HydrateLater` keeps its prerendered HTML while the rest of the page hydrates, and is then
 * hydrated in a task of its own: one boundary per task, in the order they were rendered.
 * After the first hydration a boundary renders its content at once.
 *
 * Its content must render exactly one element (the prerendered node that is kept), and must
 * not call `useId`: ids are numbered in render order, and this changes the order.
 */
const waiting: Array<() => void> = []
const whenDrained: Array<() => void> = []

function releaseNext() {
  waiting.shift()?.()
  // The boundary just released hydrates in this task's microtasks; the next one gets a task of its own.
  if (waiting.length > 0) setTimeout(releaseNext)
  else setTimeout(drained)
}

function drained() {
  if (waiting.length > 0) return
  for (const callback of whenDrained.splice(0)) callback()
}

/** Runs `callback` once every boundary waiting so far has hydrated (at once when none waits). */
export function afterDeferredHydration(callback: () => void): void {
  whenDrained.push(callback)
  if (waiting.length === 0) setTimeout(drained)
}

function nextTurn(): Promise<void> {
  return new Promise((resolve) => {
    if (waiting.push(resolve) === 1) setTimeout(releaseNext)
  })
}

type Turn = { pending?: Promise<void>; done: boolean }

function Gate({ turn, children }: { turn: Turn; children: ReactNode }) {
  if (!turn.done && isFirstHydration()) {
    turn.pending ??= nextTurn().then(() => {
      turn.done = true
    })
    throw turn.pending
  }
  return children
}

export function HydrateLater({ children }: { children: ReactNode }) {
  const [turn] = useState<Turn>(() => ({ done: false }))
  return (
    <Suspense fallback={null}>
      <Gate turn={turn}>{children}</Gate>
    </Suspense>
  )
}

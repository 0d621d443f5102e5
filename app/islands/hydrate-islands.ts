import { createElement, startTransition, useEffect, type ReactNode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { islandAttributes, type IslandDefinition } from './define-island.ts'

type IslandModule = { default: IslandDefinition<object> }

/** Every island of the site, by file name; each is a chunk of its own, fetched only by the pages that show it. */
const islandModules = import.meta.glob<IslandModule>('../**/*.island.tsx')
const loaders = new Map(Object.entries(islandModules).map(([file, load]) => [file.replace(/^.*\/(.+)\.island\.tsx$/, '$1'), load]))

/** What a visitor does that should make an island hydrate at once rather than when the browser is idle. */
const interactions = ['pointerdown', 'focusin', 'keydown', 'input'] as const

/** Marks the island, once React has committed it, and reports it. */
function Committed({ element, onCommit, children }: { element: HTMLElement; onCommit: () => void; children?: ReactNode }) {
  useEffect(() => {
    element.dataset.hydrated = 'true'
    onCommit()
  }, [element, onCommit])
  return children
}

async function hydrateIsland(element: HTMLElement, onSettled: () => void): Promise<void> {
  const name = element.getAttribute(islandAttributes.name) ?? ''
  try {
    const load = loaders.get(name)
    if (!load) throw new Error(`No island named "${name}"`)
    const { Component } = (await load()).default
    const props = JSON.parse(element.getAttribute(islandAttributes.props) ?? '{}') as object
    startTransition(() => {
      hydrateRoot(element, createElement(Committed, { element, onCommit: onSettled }, createElement(Component, props)), {
        identifierPrefix: element.getAttribute(islandAttributes.id) ?? undefined,
      })
    })
  } catch (error) {
    // The island's HTML keeps working as it is: its form posts, its links go.
    console.warn(`The ${name} could not load its code; it keeps working from its HTML`, error)
    onSettled()
  }
}

/**
 * Hydrates each island when the browser is idle, or at once when the visitor reaches it. Marks
 * `<html data-hydrated>` once every island has settled (browser tests wait for it).
 */
export function hydrateIslands(root: Document = document): void {
  const elements = [...root.querySelectorAll<HTMLElement>(`[${islandAttributes.name}]`)]
  let pending = elements.length
  const settled = () => {
    pending -= 1
    if (pending === 0) root.documentElement.dataset.hydrated = 'true'
  }
  for (const element of elements) {
    let started = false
    const start = () => {
      if (started) return
      started = true
      for (const type of interactions) element.removeEventListener(type, start, true)
      void hydrateIsland(element, settled)
    }
    if (element.hasAttribute(islandAttributes.wanted)) {
      start()
      continue
    }
    for (const type of interactions) element.addEventListener(type, start, true)
    if (typeof requestIdleCallback === 'function') requestIdleCallback(start, { timeout: 2000 })
    else setTimeout(start, 200)
  }
}

import { createElement, startTransition, useEffect, type ReactNode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { islandAttributes, type IslandDefinition } from './define-island.ts'

type IslandModule = { default: IslandDefinition<object> }

/** Every island of the site, by file name; each is a chunk of its own, fetched only by the pages that show it. */
const islandModules = import.meta.glob<IslandModule>('../**/*.island.tsx')
const loaders = new Map(Object.entries(islandModules).map(([file, load]) => [file.replace(/^.*\/(.+)\.island\.tsx$/, '$1'), load]))

/** What a visitor does on an island that shows they reach for it: it hydrates then. */
const interactions = ['pointerover', 'pointerdown', 'focusin', 'keydown', 'input'] as const

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

const whenIdle = (run: () => void) => (typeof requestIdleCallback === 'function' ? requestIdleCallback(run, { timeout: 2000 }) : setTimeout(run, 200))

/**
 * Hydrates each island when the visitor reaches for it: a phone that only reads the page spends
 * nothing on an island's code, and every control works from its HTML until then. A query may carry
 * what an island shows (a quote prefilled by the estimator, a search), so with one every island
 * hydrates when the browser is idle. `<html data-hydrated>` is there while no island is still
 * hydrating (browser tests wait for it).
 */
export function hydrateIslands(root: Document = document): void {
  const started = new Set<HTMLElement>()
  const settled = new Set<HTMLElement>()
  const mark = () => {
    if (settled.size === started.size) root.documentElement.dataset.hydrated = 'true'
    else delete root.documentElement.dataset.hydrated
  }
  const atOnce = root.location.search !== ''
  for (const element of root.querySelectorAll<HTMLElement>(`[${islandAttributes.name}]`)) {
    const start = () => {
      if (started.has(element)) return
      started.add(element)
      mark()
      for (const type of interactions) element.removeEventListener(type, start, true)
      void hydrateIsland(element, () => {
        settled.add(element)
        mark()
      })
    }
    if (element.hasAttribute(islandAttributes.wanted)) {
      start()
      continue
    }
    for (const type of interactions) element.addEventListener(type, start, true)
    if (atOnce) whenIdle(start)
  }
  mark()
}

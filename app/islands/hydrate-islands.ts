import { createElement, startTransition, useEffect, type ReactNode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { LanguageContext, languageOfDocument } from '../lib/language.tsx'
import { islandAttributes, type IslandDefinition } from './define-island.ts'

/** Every island of the site, by file name; each is a chunk of its own, fetched only by the pages that show it. */
const islandModules = import.meta.glob<{ default: IslandDefinition<object> }>('../**/*.island.tsx')
const loaders = new Map(Object.entries(islandModules).map(([file, load]) => [file.replace(/^.*\/(.+)\.island\.tsx$/, '$1'), load]))

/** Marks the island, once React has committed it, and reports it. */
function Committed({ element, onCommit, children }: { element: HTMLElement; onCommit: () => void; children?: ReactNode }) {
  useEffect(() => {
    element.dataset.hydrated = 'true'
    onCommit()
  }, [element, onCommit])
  return children
}

/** Hydrates one island on its prerendered markup; `onSettled` runs once it has committed, or failed to load. */
export async function hydrateIsland(element: HTMLElement, onSettled: () => void): Promise<void> {
  const name = element.getAttribute(islandAttributes.name) ?? ''
  try {
    const load = loaders.get(name)
    if (!load) throw new Error(`No island named "${name}"`)
    const { Component } = (await load()).default
    const props = JSON.parse(element.getAttribute(islandAttributes.props) ?? '{}') as object
    startTransition(() => {
      hydrateRoot(
        element,
        createElement(
          Committed,
          { element, onCommit: onSettled },
          createElement(LanguageContext, { value: languageOfDocument() }, createElement(Component, props)),
        ),
        {
          identifierPrefix: element.getAttribute(islandAttributes.id) ?? undefined,
        },
      )
    })
  } catch (error) {
    // The island's HTML keeps working as it is: its form posts, its links go.
    console.warn(`The ${name} could not load its code; it keeps working from its HTML`, error)
    onSettled()
  }
}

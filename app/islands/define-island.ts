import type { ComponentType } from 'react'

/**
 * The attributes an island's element carries: its name, the prefix of the ids React makes in it, its props; `wanted` marks one
 * a visitor reached before the page script was there; `query` names the parameters that make it hydrate without being reached.
 */
export const islandAttributes = {
  name: 'data-island',
  id: 'data-island-id',
  props: 'data-props',
  wanted: 'data-wanted',
  query: 'data-query',
} as const

/**
 * A React component hydrated as a root of its own on its prerendered markup, declared as the default export of `<name>.island.tsx`.
 * It hydrates when the visitor reaches for it, or when the browser is idle if the address's query holds one of `query`.
 */
export interface IslandDefinition<Props extends object> {
  readonly name: string
  readonly Component: ComponentType<Props>
  /** Query parameters it reads on hydration (a prefilled quote, a search sent without JavaScript). */
  readonly query?: readonly string[]
}

/** The props an island carries into the page as JSON. */
export type IslandProps<Island> = Island extends IslandDefinition<infer Props> ? Props : never

export function defineIsland<Props extends object>(
  name: string,
  Component: ComponentType<Props>,
  hydration: Omit<IslandDefinition<Props>, 'name' | 'Component'> = {},
): IslandDefinition<Props> {
  return { name, Component, ...hydration }
}

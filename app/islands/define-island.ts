import type { ComponentType } from 'react'

/** The attributes an island's element carries: its name, the prefix of the ids React makes in it, its props; `wanted` marks one a visitor reached before the browser entry was there. */
export const islandAttributes = { name: 'data-island', id: 'data-island-id', props: 'data-props', wanted: 'data-wanted' } as const

/**
 * For an island whose props are mostly text its own markup shows (a list of questions, say): the
 * part of its props the page carries as JSON, and how the browser reads the rest back from the
 * prerendered markup, so the page and the island's code carry that text once, in the HTML.
 */
export interface IslandMarkup<Props extends object, Carried extends object> {
  carry(props: Props): Carried
  read(element: HTMLElement, carried: Carried): Props
}

/**
 * A part of a page that runs in the browser: a React component hydrated as a root of its own on
 * its prerendered markup (decision 20). A feature declares its island beside its component, in a
 * file named `<name>.island.tsx` whose default export is this definition; the browser finds it
 * by that name.
 */
export interface IslandDefinition<Props extends object, Carried extends object = Props> {
  readonly name: string
  readonly Component: ComponentType<Props>
  readonly markup?: IslandMarkup<Props, Carried>
}

/** The props an island's markup carries into the page as JSON. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- only the carried props are asked for
export type IslandProps<Island> = Island extends IslandDefinition<any, infer Carried> ? Carried : never

export function defineIsland<Props extends object, Carried extends object = Props>(
  name: string,
  Component: ComponentType<Props>,
  markup?: IslandMarkup<Props, Carried>,
): IslandDefinition<Props, Carried> {
  return { name, Component, markup }
}

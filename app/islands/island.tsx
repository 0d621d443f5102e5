import { useId } from 'react'
import { renderToString } from 'react-dom/server'
import { islandAttributes, type IslandDefinition } from './define-island.ts'

/**
 * Renders an island into the prerendered page: its markup, rendered as a React root of its own
 * (so the ids React makes match the ones it makes when the browser hydrates that root alone),
 * in an element that names the island and carries its props as JSON (only those it does not read
 * back from its markup, when it declares `markup`). The element adds no box
 * (`display: contents`): the page lays out as if the island's markup stood in its place.
 *
 * Props must survive JSON: plain data, no functions or dates (the build test of the islands checks
 * every page's props against the island's props type).
 */
export function Island<Props extends object, Carried extends object>({ of, props }: { of: IslandDefinition<Props, Carried>; props: Props }) {
  const id = useId()
  const { Component, markup } = of
  const html = renderToString(<Component {...props} />, { identifierPrefix: id })
  return (
    <div
      {...{ [islandAttributes.name]: of.name, [islandAttributes.id]: id, [islandAttributes.props]: JSON.stringify(markup ? markup.carry(props) : props) }}
      style={{ display: 'contents' }}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  )
}

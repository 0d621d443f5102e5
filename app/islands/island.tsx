import { useId } from 'react'
import { renderToString } from 'react-dom/server'
import { islandAttributes, type IslandDefinition } from './define-island.ts'

/**
 * Renders an island into the prerendered page as a React root of its own (so its ids match the
 * ones the browser makes when it hydrates that root alone), in an element that names it and
 * carries its props as JSON. `display: contents`: the page lays out as if the markup stood alone.
 * Props must survive JSON; a build test checks every page's props against the island's type.
 */
export function Island<Props extends object>({ of, props }: { of: IslandDefinition<Props>; props: Props }) {
  const id = useId()
  const html = renderToString(<of.Component {...props} />, { identifierPrefix: id })
  return (
    <div
      {...{ [islandAttributes.name]: of.name, [islandAttributes.id]: id, [islandAttributes.props]: JSON.stringify(props) }}
      {...{ [islandAttributes.idle]: of.atIdle ? '' : undefined, [islandAttributes.query]: of.query?.join(' ') }}
      style={{ display: 'contents' }}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  )
}

import { useId } from 'react'
import { renderToString } from 'react-dom/server'
import { LanguageContext, useLanguage } from '../lib/language.tsx'
import { islandAttributes, type IslandDefinition } from './define-island.ts'

/**
 * An island as a React root of its own (its ids match the ones the browser makes hydrating it alone), in an element naming it
 * and holding its props as JSON (a build test checks them against its type); `display: contents` lays the page out as without it.
 */
export function Island<Props extends object>({ of, props }: { of: IslandDefinition<Props>; props: Props }) {
  const id = useId()
  const language = useLanguage()
  // A root of its own does not see the page's context, so it gets the language again.
  const html = renderToString(
    <LanguageContext value={language}>
      <of.Component {...props} />
    </LanguageContext>,
    { identifierPrefix: id },
  )
  return (
    <div
      {...{
        [islandAttributes.name]: of.name,
        [islandAttributes.id]: id,
        [islandAttributes.props]: JSON.stringify(props),
        [islandAttributes.query]: of.query?.join(' '),
      }}
      style={{ display: 'contents' }}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  )
}

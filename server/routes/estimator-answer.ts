// First: the estimator below reads the site configuration when it loads.
import '../app-globals.ts'
import fs from 'node:fs/promises'
import path from 'node:path'
import { load } from 'cheerio'
import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import estimatorIsland, { choiceFromQuery, estimatorPath } from '#app/estimator/estimator.island.tsx'

/**
 * The estimator page for an address with its inputs (`/fence-cost-estimator?type=wood-fencing&side=120…`):
 * what its GET form (or the compact estimator's) sends without JavaScript. The prerendered page,
 * with its estimator island rendered by React from the address, so the answer and the inputs are
 * in the HTML; the island's props carry the same address, and the page's script hydrates it as it
 * is. Undefined for any other page, or a query that names no fence type (`?utm_source=…`): the
 * prerendered file answers those.
 */
export async function renderEstimatorAnswer(staticDir: string, urlPath: string, search: string): Promise<string | undefined> {
  if (urlPath !== estimatorPath || !choiceFromQuery(search)) return undefined
  const html = await fs.readFile(path.join(staticDir, estimatorPath, 'index.html'), 'utf8').catch(() => undefined)
  if (html === undefined) return undefined
  const $ = load(html)
  const island = $(`[data-island="${estimatorIsland.name}"]`).first()
  if (island.length === 0) return undefined
  const props = { ...(JSON.parse(island.attr('data-props') ?? '{}') as object), search }
  island.attr('data-props', JSON.stringify(props))
  island.html(renderToString(createElement(estimatorIsland.Component, props), { identifierPrefix: island.attr('data-island-id') }))
  return $.html()
}

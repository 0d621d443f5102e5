// First: the estimator below reads the site configuration when it loads.
import '../app-globals.ts'
import fs from 'node:fs/promises'
import path from 'node:path'
import { load } from 'cheerio'
import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import estimatorIsland, { estimatorPath } from '#app/estimator/estimator.island.tsx'

export { estimatorPath }

/**
 * The estimator page for an address with its inputs (`?type=wood-fencing&side=120…`): what its
 * GET form (or the compact estimator's) sends without JavaScript. The prerendered page, with its
 * estimator island rendered by React from the address, so the answer and the inputs are in the
 * HTML; the island's props carry the same address, and the page's script hydrates it as it is.
 */
export async function renderEstimatorAnswer(staticDir: string, search: string): Promise<string | undefined> {
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

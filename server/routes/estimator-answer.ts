// First: the estimator below reads the site configuration when it loads.
import '../app-globals.ts'
import fs from 'node:fs/promises'
import path from 'node:path'
import { load } from 'cheerio'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { LRUCache } from 'lru-cache'
import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import estimatorIsland, { choiceFromQuery, estimatorPath, queryForChoice } from '#app/estimator/estimator.island.tsx'
import { defaultInputs } from '#lead/fence-estimate.ts'
import { clientNetwork } from '../admin/login-throttle.ts'
import { simplePage } from './native-quote-page.ts'

/** A visitor sends a few a minute; each answer past this is a cheap page. */
export const estimatorAnswerRateLimit = { max: 60, windowMinutes: 1 }

/** Repeated and shared estimates cost a lookup. */
const answerCacheBytes = 32 * 1024 * 1024

/** A day, so a price-book change that changes a query's canonical form reaches returning visitors. */
const canonicalRedirectCacheControl = 'public, max-age=86400'

/** The inputs in the form's order, other parameters dropped; undefined without a fence type, which the prerendered file answers. */
export function canonicalEstimatorQuery(search: string): string | undefined {
  const choice = choiceFromQuery(search)
  return choice ? `?${queryForChoice(choice)}` : undefined
}

/** Marks where the page varies, replaced once by the split; letters only, so serialising keeps them as they are. */
const searchMark = 'estimatorAnswerSearchMark'
const islandMark = 'estimatorAnswerIslandMark'

/** As the page's own attributes are written (cheerio's serialiser), so the answer reads like the page. */
const attributeEntities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' }
const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`
const escapeAttribute = (text: string) => text.replace(/[&<>"']/g, (character) => attributeEntities[character]!)

interface Template {
  render: (search: string) => Buffer
  answers: LRUCache<string, Buffer>
}

/** Parsed once per version of the file, so an answer is the island rendered by React and a few strings joined. */
function splitPage(html: string): Template | undefined {
  const $ = load(html)
  const island = $(`[data-island="${estimatorIsland.name}"]`).first()
  if (island.length === 0) return undefined
  const pageProps = JSON.parse(island.attr('data-props') ?? '{}') as object
  const identifierPrefix = island.attr('data-island-id')
  // The island's props carry the query, so the page's script hydrates what was rendered.
  island.attr('data-props', JSON.stringify({ ...pageProps, search: searchMark }))
  island.html(islandMark)
  const [head, middle, tail, ...more] = $.html().split(new RegExp(`${searchMark}|${islandMark}`))
  if (head === undefined || middle === undefined || tail === undefined || more.length > 0) return undefined
  return {
    render: (search) => {
      const form = renderToString(createElement(estimatorIsland.Component, { search }), { identifierPrefix })
      return Buffer.from(head + escapeAttribute(JSON.stringify(search).slice(1, -1)) + middle + form + tail)
    },
    answers: new LRUCache({ maxSize: answerCacheBytes, sizeCalculation: (answer) => answer.length }),
  }
}

/** The estimator's GET form without JavaScript, answered with the island rendered from the query. Any other query than the
 * canonical one is redirected to it, so a parameter added to every request cannot make each one a new render. */
export function estimatorAnswers(app: FastifyInstance, options: { staticDir: string; cacheControl: string }) {
  const file = path.join(options.staticDir, estimatorPath, 'index.html')
  const limit = app.createRateLimit({
    max: estimatorAnswerRateLimit.max,
    timeWindow: estimatorAnswerRateLimit.windowMinutes * 60_000,
    // By network: an IPv6 host holds a whole /64 to rotate through.
    keyGenerator: (request) => clientNetwork(request.ip),
  })
  let loaded: { version: string; template: Promise<Template | undefined> } | undefined

  async function currentTemplate(): Promise<Template | undefined> {
    const stat = await fs.stat(file).catch(() => undefined)
    if (!stat?.isFile()) return undefined
    const version = `${stat.mtimeMs}:${stat.size}`
    if (loaded?.version !== version) {
      const template = fs.readFile(file, 'utf8').then((html) => {
        app.log.debug('estimator page read')
        return splitPage(html)
      })
      loaded = { version, template: template.catch(() => undefined) }
    }
    return loaded.template
  }
  // A priced estimate rendered at start, so no visitor waits for the page to be parsed or for React's first render.
  app.addHook('onReady', async () => {
    const page = await currentTemplate()
    const first = `?${queryForChoice({ kind: 'fence', inputs: { ...defaultInputs(), sidesFeet: [100] } })}`
    page?.answers.set(first, page.render(first))
  })

  /** Whether it answered (a reply is a thenable, so it is not returned). */
  return async function answerEstimator(request: FastifyRequest, reply: FastifyReply, urlPath: string, search: string): Promise<boolean> {
    if (urlPath !== estimatorPath) return false
    const canonical = canonicalEstimatorQuery(search)
    if (canonical === undefined) return false
    const limited = await limit(request)
    if (!limited.isAllowed && limited.isExceeded) {
      reply
        .code(429)
        .header('retry-after', String(limited.ttlInSeconds))
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(
          simplePage(
            'Too many estimates',
            `Too many estimates were asked from your address. Try again in ${plural(limited.ttlInSeconds, 'second')}.`,
            estimatorPath,
          ),
        )
      return true
    }
    if (search !== canonical) {
      reply.header('cache-control', canonicalRedirectCacheControl).redirect(`${estimatorPath}${canonical}`, 301)
      return true
    }
    const page = await currentTemplate()
    if (!page) return false
    let answer = page.answers.get(canonical)
    if (!answer) {
      answer = page.render(canonical)
      page.answers.set(canonical, answer)
      request.log.debug({ cachedAnswers: page.answers.size }, 'estimator answer rendered')
    }
    reply.header('cache-control', options.cacheControl).type('text/html; charset=utf-8').send(answer)
    return true
  }
}

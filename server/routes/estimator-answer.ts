import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { canonicalEstimatorQuery } from '#app/estimator/form-choice.ts'
import { languageOfPath, leadLanguages } from '#lead/languages.ts'
import { sitePaths } from '#app/lib/site-paths.ts'
import { clientNetwork } from '../admin/login-throttle.ts'
import type { RenderPage } from './page-render.ts'
import { simplePage } from './simple-page.ts'
import { simplePageText } from './simple-page-text.ts'

/** A visitor sends a few a minute; each answer past this is a cheap page. */
export const estimatorAnswerRateLimit = { max: 60, windowMinutes: 1 }

/** A day, so a price-book change that changes a query's canonical form reaches returning visitors. */
const canonicalRedirectCacheControl = 'public, max-age=86400'

/** The estimator's GET form without JavaScript, answered by the page's route from the query. Any other query than the
 * canonical one is redirected to it, so a parameter added to every request cannot make each one a new render. */
export function estimatorAnswers(app: FastifyInstance, options: { renderPage: RenderPage; cacheControl: string }) {
  const limit = app.createRateLimit({
    max: estimatorAnswerRateLimit.max,
    timeWindow: estimatorAnswerRateLimit.windowMinutes * 60_000,
    // By network: an IPv6 host holds a whole /64 to rotate through.
    keyGenerator: (request) => clientNetwork(request.ip),
  })

  /** Whether it answered (a reply is a thenable, so it is not returned). */
  return async function answerEstimator(request: FastifyRequest, reply: FastifyReply, urlPath: string, search: string): Promise<boolean> {
    // The estimator's page in either language: its form sends to its own address, and is answered there.
    if (!leadLanguages.some((language) => sitePaths.estimator[language] === urlPath)) return false
    // Without a fence type the prerendered file answers.
    const canonical = canonicalEstimatorQuery(search)
    if (canonical === undefined) return false
    const limited = await limit(request)
    if (!limited.isAllowed && limited.isExceeded) {
      const language = languageOfPath(urlPath)
      const text = simplePageText[language]
      reply.code(429).header('retry-after', String(limited.ttlInSeconds)).header('cache-control', 'no-store').type('text/html; charset=utf-8')
      reply.send(simplePage(language, text.tooManyEstimates, text.estimatesLimited(limited.ttlInSeconds), urlPath))
      return true
    }
    if (search !== canonical) {
      reply.header('cache-control', canonicalRedirectCacheControl).redirect(`${urlPath}${canonical}`, 301)
      return true
    }
    reply.header('cache-control', options.cacheControl)
    await options.renderPage(request, reply)
    return true
  }
}

import type { Estimate } from '#lead/estimate-options.ts'
import { isServiceValue, type ServiceValue } from '#lead/service-options.ts'
import { quoteAnchorId } from '../components/sections/quote-link.tsx'
import { estimateFence } from '#lead/fence-estimate.ts'
import { estimateQuery, readEstimateQuery } from './estimate-query.ts'
import { describeEstimate } from '#lead/estimate-summary.ts'
import type { Language } from '../lib/language.tsx'
import { sitePaths } from '../lib/site-paths.ts'

/** `/contact?service=<fence type>&estimate=<estimate query>#quote`; the range is priced again when read, so a hand-edited link cannot set a price. */
export const quoteQueryNames = { service: 'service', estimate: 'estimate' } as const

/** The contact page's quote form, or `page`'s own (a service or city page's hero form, or the Spanish contact page: the lead then names that page). */
export function quoteUrl(service: ServiceValue, estimate?: Estimate, page: string = sitePaths.contact.en): string {
  const query = new URLSearchParams({ [quoteQueryNames.service]: service })
  if (estimate) query.set(quoteQueryNames.estimate, estimateQuery(estimate.inputs))
  return `${page}?${query.toString()}#${quoteAnchorId}`
}

export interface QuotePrefill {
  services: ServiceValue[]
  projectDetails: string
  estimate?: Estimate
}

/** What the quote form starts with for this page address's query, its details in the page's language; null when it holds nothing to fill in. */
export function readQuotePrefill(search: string, language: Language = 'en'): QuotePrefill | null {
  const query = new URLSearchParams(search)
  const estimateText = query.get(quoteQueryNames.estimate)
  const inputs = estimateText === null ? null : readEstimateQuery(estimateText)
  const estimate = inputs ? estimateFence(inputs) : null
  if (estimate) return { services: [estimate.inputs.fenceType], projectDetails: describeEstimate(estimate, language).join('\n'), estimate }
  const service = query.get(quoteQueryNames.service)
  return service !== null && isServiceValue(service) ? { services: [service], projectDetails: '' } : null
}

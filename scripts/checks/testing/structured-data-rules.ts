/**
 * What schema.org and Google's rich-result guidelines require of the JSON-LD this site
 * publishes, as a pure function over parsed blocks, used only by the build check
 * (scripts/checks/structured-data.test.ts), which runs it over every prerendered page.
 * Per-entity rules live in structured-data-entity-rules.ts; the rules that need the page
 * (breadcrumb, visible FAQ) are here.
 */
import { formatUsd } from '#lead/format-usd.ts'
import { breadcrumbUrl, visit } from './structured-data-entity-rules.ts'
import {
  asArray,
  collapseWhitespace,
  isAbsoluteUrl,
  isNode,
  isNumeric,
  isText,
  Issues,
  typesOf,
  type Node,
  type PageContext,
  type StructuredDataIssue,
} from './structured-data-values.ts'

export { localBusinessTypes } from './structured-data-entity-rules.ts'
export { typesOf, type PageContext, type StructuredDataIssue } from './structured-data-values.ts'

/** The top-level entities of a block: the block itself, or the members of its @graph. */
export function entitiesOf(block: unknown): Node[] {
  if (!isNode(block)) return []
  if (Array.isArray(block['@graph'])) return block['@graph'].filter(isNode)
  return [block]
}

/** Every issue in one parsed JSON-LD block. */
export function validateJsonLdBlock(block: unknown, name = 'block'): StructuredDataIssue[] {
  const issues = new Issues()
  const blocks = Array.isArray(block) ? block : [block]
  blocks.forEach((item, index) => {
    const path = Array.isArray(block) ? `${name}[${index}]` : name
    if (!isNode(item)) return issues.error(path, 'a JSON-LD block must be an object')
    const context = JSON.stringify(item['@context'] ?? '')
    if (!/https?:\/\/schema\.org\/?/.test(context)) issues.error(`${path}.@context`, `@context must be https://schema.org, got ${context}`)
    for (const [entityIndex, entity] of entitiesOf(item).entries())
      visit(entity, Array.isArray(item['@graph']) ? `${path}.@graph[${entityIndex}]` : path, issues, true)
  })
  return issues.list
}

/** Every issue in a page's JSON-LD, including the rules that need the page (breadcrumb, visible FAQ, stated prices). */
export function validatePageStructuredData(blocks: readonly unknown[], page: PageContext): StructuredDataIssue[] {
  const issues = new Issues()
  issues.list.push(...blocks.flatMap((block, index) => validateJsonLdBlock(block, `block${index + 1}`)))
  const entities = blocks.flatMap((block) => (Array.isArray(block) ? block : [block])).flatMap(entitiesOf)

  const breadcrumbs = entities.filter((entity) => typesOf(entity).includes('BreadcrumbList'))
  if (!page.isHome && breadcrumbs.length === 0) issues.error('page', 'every page but home needs a BreadcrumbList')
  if (breadcrumbs.length > 1) issues.warning('page', `${breadcrumbs.length} BreadcrumbList blocks; one is expected`)
  for (const breadcrumb of breadcrumbs) {
    const items = asArray(breadcrumb.itemListElement)
    const last = breadcrumbUrl(items.at(-1))
    if (last !== page.canonicalUrl)
      issues.error('BreadcrumbList.itemListElement[last].item', `the last crumb must be the page's canonical ${page.canonicalUrl}, got ${JSON.stringify(last)}`)
    const origin = URL.canParse(page.canonicalUrl) ? new URL(page.canonicalUrl).origin : undefined
    items.forEach((item, index) => {
      const url = breadcrumbUrl(item)
      if (origin && isAbsoluteUrl(url) && new URL(url).origin !== origin)
        issues.error(`BreadcrumbList.itemListElement[${index}].item`, `${url} is not on the site's origin ${origin}`)
    })
  }

  const visible = collapseWhitespace(page.visibleText)
  const everything = collapseWhitespace(page.documentText)
  const faqPages = entities.filter((entity) => typesOf(entity).includes('FAQPage'))
  if (faqPages.length > 1) issues.warning('page', `${faqPages.length} FAQPage blocks; Google reads one per page`)
  for (const faqPage of faqPages) {
    asArray(faqPage.mainEntity).forEach((question, index) => {
      if (!isNode(question) || !isText(question.name)) return
      if (!visible.includes(collapseWhitespace(question.name)))
        issues.error(`FAQPage.mainEntity[${index}].name`, `the question is not visible on the page: ${JSON.stringify(question.name)}`)
      const answer = isNode(question.acceptedAnswer) ? question.acceptedAnswer.text : undefined
      if (isText(answer) && !everything.includes(collapseWhitespace(answer)))
        issues.error(`FAQPage.mainEntity[${index}].acceptedAnswer.text`, `the answer is not on the page: ${JSON.stringify(answer.slice(0, 80))}`)
    })
  }

  // A price only in the markup is one a visitor never read: each offered range must be in the page's copy as well.
  for (const entity of entities) {
    asArray(entity.offers).forEach((offer, index) => {
      const price = isNode(offer) && isNode(offer.priceSpecification) ? offer.priceSpecification : undefined
      if (!price || !isNumeric(price.minPrice) || !isNumeric(price.maxPrice)) return
      const range = `${formatUsd(Number(price.minPrice))}-${formatUsd(Number(price.maxPrice))}`
      if (!everything.includes(range)) issues.error(`${typesOf(entity).join('/')}.offers[${index}].priceSpecification`, `the price ${range} is not on the page`)
    })
  }
  return issues.list
}

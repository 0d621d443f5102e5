/**
 * Entity rules (LocalBusiness, Service, FAQPage …) for top-level nodes (a block or a member of
 * its @graph); a nested node such as a Service's provider may be a reference. Reviews and
 * ratings are checked wherever they appear.
 */
import { asArray, isAbsoluteUrl, isNode, isNumeric, isText, isTime, typesOf, type Issues, type Node } from './structured-data-values.ts'

export const localBusinessTypes = new Set([
  'LocalBusiness',
  'HomeAndConstructionBusiness',
  'GeneralContractor',
  'HousePainter',
  'HVACBusiness',
  'Electrician',
  'Plumber',
  'RoofingContractor',
  'Locksmith',
  'MovingCompany',
  'ProfessionalService',
])

const weekDays = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']

function checkPostalAddress(address: unknown, path: string, issues: Issues) {
  if (!isNode(address)) return issues.error(path, 'address is required (PostalAddress)')
  if (!typesOf(address).includes('PostalAddress')) issues.error(path, `address must be a PostalAddress, got ${JSON.stringify(address['@type'])}`)
  for (const key of ['streetAddress', 'addressLocality', 'addressRegion', 'postalCode', 'addressCountry']) issues.text(address, key, path)
}

function checkGeo(geo: unknown, path: string, issues: Issues) {
  if (!isNode(geo)) return issues.error(path, 'geo is required (GeoCoordinates)')
  const latitude = Number(geo.latitude)
  const longitude = Number(geo.longitude)
  if (!isNumeric(geo.latitude) || latitude < -90 || latitude > 90)
    issues.error(`${path}.latitude`, `latitude must be a number between -90 and 90, got ${JSON.stringify(geo.latitude)}`)
  if (!isNumeric(geo.longitude) || longitude < -180 || longitude > 180)
    issues.error(`${path}.longitude`, `longitude must be a number between -180 and 180, got ${JSON.stringify(geo.longitude)}`)
}

function checkOpeningHours(value: unknown, path: string, issues: Issues) {
  const entries = asArray(value)
  if (entries.length === 0) return issues.error(path, 'openingHoursSpecification is required')
  entries.forEach((entry, index) => {
    const at = `${path}[${index}]`
    if (!isNode(entry)) return issues.error(at, 'must be an OpeningHoursSpecification object')
    const days = asArray(entry.dayOfWeek)
    if (days.length === 0) issues.error(`${at}.dayOfWeek`, 'dayOfWeek is required')
    for (const day of days) {
      const name = typeof day === 'string' ? day.replace(/^https?:\/\/schema\.org\//, '') : ''
      if (!weekDays.includes(name)) issues.error(`${at}.dayOfWeek`, `unknown day ${JSON.stringify(day)}`)
    }
    if (!isTime(entry.opens)) issues.error(`${at}.opens`, `opens must be a time such as 07:00, got ${JSON.stringify(entry.opens)}`)
    if (!isTime(entry.closes)) issues.error(`${at}.closes`, `closes must be a time such as 18:00, got ${JSON.stringify(entry.closes)}`)
  })
}

function checkAreaServed(value: unknown, path: string, issues: Issues) {
  const areas = asArray(value)
  if (areas.length === 0) return issues.error(path, 'areaServed is required')
  areas.forEach((area, index) => {
    if (isText(area)) return
    if (isNode(area) && (isText(area.name) || isNode(area.geoMidpoint))) return
    issues.error(`${path}[${index}]`, `areaServed entries must be a place name or a Place with a name, got ${JSON.stringify(area)}`)
  })
}

function checkTelephone(node: Node, path: string, issues: Issues) {
  const telephone = node.telephone
  if (!isText(telephone)) return issues.error(`${path}.telephone`, 'telephone is required')
  if (telephone.replace(/\D/g, '').length < 10) issues.error(`${path}.telephone`, `telephone must be a full number, got ${JSON.stringify(telephone)}`)
  else if (!/^\+\d{8,15}$/.test(telephone))
    issues.warning(`${path}.telephone`, `telephone is best given in international form (+1…), got ${JSON.stringify(telephone)}`)
}

function checkLocalBusiness(node: Node, path: string, issues: Issues) {
  issues.text(node, 'name', path)
  checkPostalAddress(node.address, `${path}.address`, issues)
  checkTelephone(node, path, issues)
  issues.url(node, 'url', path)
  checkGeo(node.geo, `${path}.geo`, issues)
  checkOpeningHours(node.openingHoursSpecification, `${path}.openingHoursSpecification`, issues)
  checkAreaServed(node.areaServed, `${path}.areaServed`, issues)
  issues.url(node, 'image', path)
  issues.url(node, 'logo', path, false)
  issues.url(node, 'sameAs', path, false)
  if (node.review !== undefined || node.aggregateRating !== undefined) {
    issues.warning(
      path,
      'Google shows no review stars for reviews a LocalBusiness or Organization publishes about itself ("self-serving"); the markup stays valid',
    )
  }
}

function checkOrganization(node: Node, path: string, issues: Issues) {
  issues.text(node, 'name', path)
  issues.url(node, 'url', path)
  if (node.logo === undefined) issues.warning(`${path}.logo`, 'logo is recommended for an Organization')
  else issues.url(node, 'logo', path)
}

function checkService(node: Node, path: string, issues: Issues) {
  issues.text(node, 'name', path)
  const provider = node.provider
  if (!isNode(provider) || !(isText(provider.name) || isText(provider['@id'])))
    issues.error(`${path}.provider`, 'provider is required (an organization with a name or an @id)')
  checkAreaServed(node.areaServed, `${path}.areaServed`, issues)
  if (!isText(node.serviceType) && !isText(node.description)) issues.error(path, 'serviceType or description is required')
  issues.url(node, 'url', path, false)
  issues.url(node, 'image', path, false)
}

function checkFaqPage(node: Node, path: string, issues: Issues) {
  const questions = asArray(node.mainEntity)
  if (questions.length === 0) return issues.error(`${path}.mainEntity`, 'mainEntity is required (a list of Question)')
  const seen = new Set<string>()
  questions.forEach((question, index) => {
    const at = `${path}.mainEntity[${index}]`
    if (!isNode(question) || !typesOf(question).includes('Question')) return issues.error(at, 'each mainEntity must be a Question')
    issues.text(question, 'name', at)
    const answer = question.acceptedAnswer
    if (!isNode(answer) || !typesOf(answer).includes('Answer')) issues.error(`${at}.acceptedAnswer`, 'acceptedAnswer is required (an Answer)')
    else issues.text(answer, 'text', `${at}.acceptedAnswer`)
    if (isText(question.name)) {
      if (seen.has(question.name)) issues.warning(`${at}.name`, `question repeats: ${JSON.stringify(question.name)}`)
      seen.add(question.name)
    }
  })
}

function checkRatingRange(rating: Node, path: string, issues: Issues, defaultBest: number) {
  const best = isNumeric(rating.bestRating) ? Number(rating.bestRating) : defaultBest
  const worst = isNumeric(rating.worstRating) ? Number(rating.worstRating) : 1
  if (!isNumeric(rating.ratingValue))
    return issues.error(`${path}.ratingValue`, `ratingValue is required (a number), got ${JSON.stringify(rating.ratingValue)}`)
  const value = Number(rating.ratingValue)
  if (value < worst || value > best) issues.error(`${path}.ratingValue`, `ratingValue ${value} is outside ${worst}..${best}`)
}

function checkAggregateRating(node: Node, path: string, issues: Issues, nestedInItem: boolean) {
  checkRatingRange(node, path, issues, 5)
  const count = node.reviewCount ?? node.ratingCount
  if (!isNumeric(count) || !Number.isInteger(Number(count)) || Number(count) <= 0)
    issues.error(path, `reviewCount or ratingCount is required (a positive whole number), got ${JSON.stringify(count)}`)
  if (node.bestRating === undefined) issues.error(`${path}.bestRating`, 'bestRating is required')
  if (!nestedInItem && node.itemReviewed === undefined)
    issues.error(`${path}.itemReviewed`, 'itemReviewed is required when the rating is not nested in the item it rates')
}

function checkReview(node: Node, path: string, issues: Issues, nestedInItem: boolean) {
  const author = node.author
  if (isText(author)) issues.warning(`${path}.author`, 'author should be a Person or Organization with a name, not plain text')
  else if (!isNode(author) || !isText(author.name)) issues.error(`${path}.author.name`, 'author.name is required')
  else if (author.name.length > 100) issues.error(`${path}.author.name`, 'author.name must be under 100 characters')
  const rating = node.reviewRating
  if (!isNode(rating)) issues.error(`${path}.reviewRating`, 'reviewRating is required (a Rating with ratingValue)')
  else checkRatingRange(rating, `${path}.reviewRating`, issues, 5)
  issues.text(node, 'reviewBody', path)
  if (!nestedInItem && node.itemReviewed === undefined)
    issues.error(`${path}.itemReviewed`, 'itemReviewed is required when the review is not nested in the item it reviews')
}

function checkBreadcrumbList(node: Node, path: string, issues: Issues) {
  const items = asArray(node.itemListElement)
  if (items.length === 0) return issues.error(`${path}.itemListElement`, 'itemListElement is required (a list of ListItem)')
  items.forEach((item, index) => {
    const at = `${path}.itemListElement[${index}]`
    if (!isNode(item) || !typesOf(item).includes('ListItem')) return issues.error(at, 'each itemListElement must be a ListItem')
    if (item.position !== index + 1) issues.error(`${at}.position`, `position must be ${index + 1}, got ${JSON.stringify(item.position)}`)
    const name = item.name ?? (isNode(item.item) ? item.item.name : undefined)
    if (!isText(name)) issues.error(`${at}.name`, 'name is required')
    if (!isAbsoluteUrl(breadcrumbUrl(item))) issues.error(`${at}.item`, `item must be an absolute URL, got ${JSON.stringify(item.item)}`)
  })
}

export const breadcrumbUrl = (item: unknown): unknown => (isNode(item) ? (isNode(item.item) ? (item.item['@id'] ?? item.item.url) : item.item) : undefined)

/** Checks one node and, below it, every review and rating. */
export function visit(node: Node, path: string, issues: Issues, topLevel: boolean) {
  const types = typesOf(node)
  const label = `${path}${types.length > 0 ? `<${types.join(',')}>` : ''}`
  if (topLevel) {
    if (types.length === 0) issues.error(path, '@type is required')
    if (types.some((type) => localBusinessTypes.has(type))) checkLocalBusiness(node, label, issues)
    else if (types.includes('Organization')) checkOrganization(node, label, issues)
    if (types.includes('Service')) checkService(node, label, issues)
    if (types.includes('FAQPage')) checkFaqPage(node, label, issues)
    if (types.includes('BreadcrumbList')) checkBreadcrumbList(node, label, issues)
    if (types.includes('AggregateRating')) checkAggregateRating(node, label, issues, false)
    if (types.includes('Review')) checkReview(node, label, issues, false)
  }
  if (isNode(node.aggregateRating)) checkAggregateRating(node.aggregateRating, `${label}.aggregateRating`, issues, true)
  else if (node.aggregateRating !== undefined) issues.error(`${label}.aggregateRating`, 'aggregateRating must be an AggregateRating object')
  asArray(node.review).forEach((review, index) => {
    if (isNode(review)) checkReview(review, `${label}.review[${index}]`, issues, true)
    else issues.error(`${label}.review[${index}]`, 'each review must be a Review object')
  })
}

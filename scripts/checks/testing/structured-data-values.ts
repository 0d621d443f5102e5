/** The issue list and the value tests the structured-data rules share. */

type Severity = 'error' | 'warning'

export interface StructuredDataIssue {
  severity: Severity
  /** Where in the block, e.g. `HomeAndConstructionBusiness.address.postalCode`. */
  path: string
  message: string
}

export interface PageContext {
  /** The page's canonical URL (its <link rel=canonical>). */
  canonicalUrl: string
  isHome: boolean
  /** Text a visitor sees without interacting (hidden elements left out), whitespace collapsed. */
  visibleText: string
  /** All text of the page, collapsed accordion panels included. */
  documentText: string
}

export type Node = Record<string, unknown>

export const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null && !Array.isArray(value)
export const asArray = (value: unknown): unknown[] => (value === undefined ? [] : Array.isArray(value) ? value : [value])
export const typesOf = (node: Node): string[] => asArray(node['@type']).filter((type): type is string => typeof type === 'string')
export const isText = (value: unknown): value is string => typeof value === 'string' && value.trim().length > 0
export const isNumeric = (value: unknown) =>
  (typeof value === 'number' && Number.isFinite(value)) || (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value)))
export const isAbsoluteUrl = (value: unknown): value is string => typeof value === 'string' && /^https?:\/\/[^\s/]+/i.test(value) && URL.canParse(value)
export const isTime = (value: unknown) => typeof value === 'string' && /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/.test(value)
export const collapseWhitespace = (text: string) => text.replace(/\s+/g, ' ').trim()

export class Issues {
  readonly list: StructuredDataIssue[] = []
  error(path: string, message: string) {
    this.list.push({ severity: 'error', path, message })
  }
  warning(path: string, message: string) {
    this.list.push({ severity: 'warning', path, message })
  }

  text(node: Node, key: string, path: string) {
    if (!isText(node[key])) this.error(`${path}.${key}`, `${key} is required (non-empty text)`)
  }
  url(node: Node, key: string, path: string, required = true) {
    const value = node[key]
    if (value === undefined) {
      if (required) this.error(`${path}.${key}`, `${key} is required (absolute URL)`)
      return
    }
    for (const [index, item] of asArray(value).entries()) {
      const url = isNode(item) ? (item.url ?? item.contentUrl ?? item['@id']) : item
      if (!isAbsoluteUrl(url))
        this.error(`${path}.${key}${Array.isArray(value) ? `[${index}]` : ''}`, `${key} must be an absolute http(s) URL, got ${JSON.stringify(url)}`)
    }
  }
}

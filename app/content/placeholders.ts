// `{site.phone.display}`, `{claims.x}`, `{financing.x}` in content: each names a value written once, filled at build time.
export type Sources = Record<string, unknown>
/** Any dotted name in braces is a placeholder, so a misspelt root (`{claim.x}`) stops too. */
const placeholder = /\{([a-zA-Z]+(?:\.[\w-]+)+)\}/g

function valueAt(name: string, sources: Sources): string {
  const value = name.split('.').reduce<unknown>((node, key) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined), sources)
  if (typeof value !== 'string' && typeof value !== 'number')
    throw new Error(`Content names {${name}}, which is not a value of the site config, the business claims or the financing terms`)
  return String(value)
}

function fillText(text: string, sources: Sources): string {
  const filled = text.replace(placeholder, (_, name: string) => valueAt(name, sources))
  // Content has no braces of its own: one left over is a misspelt placeholder, not text to show.
  if (/[{}]/.test(filled)) throw new Error(`Content has a brace that is not a placeholder: "${text}"`)
  return filled
}

export function fill(node: unknown, sources: Sources): unknown {
  if (typeof node === 'string') return fillText(node, sources)
  if (Array.isArray(node)) return node.map((item) => fill(item, sources))
  if (node && typeof node === 'object') return Object.fromEntries(Object.entries(node).map(([key, value]) => [key, fill(value, sources)]))
  return node
}

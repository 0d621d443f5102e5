// A Spanish content file mirrors its English one: same shape, same identifiers, every text written in Spanish.

/** Values that name a thing rather than say something: the same in both languages. */
const identifierKeys = new Set([
  'slug',
  'heroImage',
  'image',
  'backgroundImage',
  'before',
  'after',
  'icon',
  'kind',
  'platform',
  'link',
  'to',
  'path',
  'href',
  'allAreasPath',
  'related',
  'groups',
  'group',
  'id',
  'estimatorFenceType',
  'effectiveDateIso',
  'redirectsFrom',
  // The schema's own values: the page says them in its language.
  'priceRange',
  'season',
])
/** Only English addresses move away, so a Spanish file leaves them out. */
const englishOnlyKeys = new Set(['redirectsFrom'])
const placeholder = /\{[a-zA-Z]+(?:\.[\w-]+)+\}/g

/** A name's small words: "Lakes of Prosper", "The Parks at Wilson Creek". */
const nameLinks = new Set(['of', 'at', 'the', 'on', 'by', 'and', 'in'])
/** A text the same in both languages is fine only when it holds no words but names: numbers, prices, "Celina", "Lakes of Prosper". */
const saysNothingToTranslate = (text: string) =>
  text
    .replace(placeholder, '')
    .split(/[^\p{L}]+/u)
    .every((word) => word === '' || /^\p{Lu}/u.test(word) || nameLinks.has(word))
/** A file's name (`custom-gates`) names a page: the same in both languages. */
const isSlug = (text: string) => /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(text)

const placeholders = (text: string) => [...text.matchAll(placeholder)].map((match) => match[0]).sort()

/** What differs between an English content file and its Spanish twin that should not; the page's own `path` is the Spanish one. */
export function translationProblems(english: unknown, spanish: unknown, at = '', key = ''): string[] {
  const where = at || '(file)'
  if (Array.isArray(english)) {
    if (!Array.isArray(spanish)) return [`${where}: a list in English`]
    if (spanish.length !== english.length) return [`${where}: ${english.length} items in English, ${spanish.length} in Spanish`]
    return english.flatMap((item, index) => translationProblems(item, spanish[index], `${at}[${index}]`, key))
  }
  if (english && typeof english === 'object') {
    if (!spanish || typeof spanish !== 'object' || Array.isArray(spanish)) return [`${where}: an object in English`]
    const keys = new Set([...Object.keys(english), ...Object.keys(spanish)])
    return [...keys].flatMap((name) => {
      const path = at ? `${at}.${name}` : name
      if (englishOnlyKeys.has(name)) return name in spanish ? [`${path}: leave it out of the Spanish file`] : []
      if (!(name in spanish)) return [`${path}: missing in Spanish`]
      if (!(name in english)) return [`${path}: not in the English file`]
      return translationProblems((english as Record<string, unknown>)[name], (spanish as Record<string, unknown>)[name], path, name)
    })
  }
  // A text made from values (`(city) => ...`) is checked by its own module's tests.
  if (typeof english === 'function') return typeof spanish === 'function' && spanish !== english ? [] : [`${where}: a text of its own in Spanish`]
  if (typeof english !== 'string') return english === spanish ? [] : [`${where}: ${JSON.stringify(english)} in English, ${JSON.stringify(spanish)} in Spanish`]
  if (typeof spanish !== 'string') return [`${where}: a text in English`]
  if (at === 'path') return spanish.startsWith('/es') ? [] : [`path: a Spanish page's address starts with /es`]
  if (identifierKeys.has(key) || isSlug(english)) return spanish === english ? [] : [`${where}: an identifier, keep ${JSON.stringify(english)}`]
  if (spanish.trim() === '') return [`${where}: empty in Spanish`]
  if (placeholders(english).join() !== placeholders(spanish).join()) return [`${where}: keep the placeholders ${placeholders(english).join(' ')}`]
  if (spanish === english && !saysNothingToTranslate(english)) return [`${where}: the English text unchanged: ${JSON.stringify(english)}`]
  return []
}

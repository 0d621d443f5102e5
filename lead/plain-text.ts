/**
 * Characters in what a visitor (or a bot) sends that nobody types on purpose: they come from
 * pasting out of other programs or from scripts. PostgreSQL cannot store NUL (U+0000) in text at
 * all, the other control characters garble e-mails, CSV exports and the inbox, and the invisible
 * formatting characters can make the owner read something else than what is stored (a bidi
 * override turns "gnp.exe" into "exe.png"). The lead rules take them out instead of refusing the
 * lead, and store the rest in one Unicode form (NFC), so the same name is the same text.
 */

const lineBreaksAndTabs = /[\t\n\v\f\r]/g
// Matching control characters is the point of these patterns.
// eslint-disable-next-line no-control-regex
const otherControls = /[\0-\x08\x0e-\x1f\x7f]/g
// eslint-disable-next-line no-control-regex
const controlsOfMultiLineText = /[\0-\x08\v\f\x0e-\x1f\x7f]/g
/**
 * C1 controls (U+0080 to U+009F), bidi embeddings, overrides and isolates (U+202A to U+202E,
 * U+2066 to U+2069), zero-width space, non-joiner and joiner (U+200B to U+200D), word joiner
 * (U+2060) and the byte order mark (U+FEFF).
 */
const invisibleFormatting = /[\x80-\x9f\u200b-\u200d\u202a-\u202e\u2060\u2066-\u2069\ufeff]/g

/** Printable ASCII (with tabs and line breaks) has nothing to take out and is already NFC: most of what is typed skips the work. */
const printableAscii = /^[\t\n\r\x20-\x7e]*$/
const clean = (text: string) => (printableAscii.test(text) ? text : text.replace(invisibleFormatting, '').normalize('NFC'))

/** A one-line value: tabs and line breaks become spaces (they separated words), other controls and invisible formatting go. */
export function singleLineText(text: string): string {
  return clean(text.replace(lineBreaksAndTabs, ' ').replace(otherControls, ''))
}

/** A value of several lines: tabs and line breaks stay, other controls and invisible formatting go. */
export function multiLineText(text: string): string {
  return clean(text.replace(controlsOfMultiLineText, ''))
}

/**
 * An e-mail address as typed into a form (the inbox's sign-in, for one): every control character
 * and invisible formatting out, trimmed, lowercase. Anything but text reads as no address.
 */
export function cleanEmailAddress(value: unknown): string {
  if (typeof value !== 'string') return ''
  return clean(value.replace(lineBreaksAndTabs, '').replace(otherControls, '')).trim().toLowerCase()
}

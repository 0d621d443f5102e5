// Nobody types these on purpose: PostgreSQL cannot store NUL, controls garble e-mails and CSV, and a
// bidi override makes the owner read "gnp.exe" as "exe.png". They are taken out rather than refused.

const lineBreaksAndTabs = /[\t\n\v\f\r]/g
// eslint-disable-next-line no-control-regex
const otherControls = /[\0-\x08\x0e-\x1f\x7f]/g
// eslint-disable-next-line no-control-regex
const controlsOfMultiLineText = /[\0-\x08\v\f\x0e-\x1f\x7f]/g
// C1 controls, bidi embeddings, overrides and isolates, zero-width characters and the byte order mark.
const invisibleFormatting = /[\x80-\x9f\u200b-\u200d\u202a-\u202e\u2060\u2066-\u2069\ufeff]/g

// Most of what is typed skips the work.
const printableAscii = /^[\t\n\r\x20-\x7e]*$/
const clean = (text: string) => (printableAscii.test(text) ? text : text.replace(invisibleFormatting, '').normalize('NFC'))

export function singleLineText(text: string): string {
  return clean(text.replace(lineBreaksAndTabs, ' ').replace(otherControls, ''))
}

export function multiLineText(text: string): string {
  return clean(text.replace(controlsOfMultiLineText, ''))
}

// Anything but text reads as no address.
export function cleanEmailAddress(value: unknown): string {
  if (typeof value !== 'string') return ''
  return clean(value.replace(lineBreaksAndTabs, '').replace(otherControls, '')).trim().toLowerCase()
}

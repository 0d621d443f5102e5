/**
 * Control characters in what a visitor (or a bot) sends. Nobody types them on purpose: they come
 * from pasting out of other programs or from scripts. PostgreSQL cannot store NUL (U+0000) in
 * text at all, and the others garble e-mails, CSV exports and the inbox, so the lead rules take
 * them out instead of refusing the lead.
 */

const lineBreaksAndTabs = /[\t\n\v\f\r]/g
// Matching control characters is the point of these two patterns.
// eslint-disable-next-line no-control-regex
const otherControls = /[\0-\x08\x0e-\x1f\x7f]/g
// eslint-disable-next-line no-control-regex
const controlsOfMultiLineText = /[\0-\x08\v\f\x0e-\x1f\x7f]/g

/** A one-line value: tabs and line breaks become spaces (they separated words), other C0 controls and DEL go. */
export function singleLineText(text: string): string {
  return text.replace(lineBreaksAndTabs, ' ').replace(otherControls, '')
}

/** A value of several lines: tabs and line breaks stay, other C0 controls and DEL go. */
export function multiLineText(text: string): string {
  return text.replace(controlsOfMultiLineText, '')
}

import { sitePaths } from '#app/lib/site-paths.ts'
import type { LeadLanguage } from '#lead/languages.ts'
import { simplePageText } from './simple-page-text.ts'

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`)

/** For what no page of the site answers, such as a refused post, in the language of the page it came from. */
export function simplePage(
  language: LeadLanguage,
  title: string,
  messages: string | readonly string[],
  backHref: string = sitePaths.contact[language],
): string {
  const paragraphs = [messages].flat().map((message) => `<p>${escapeHtml(message)}</p>`)
  return (
    `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<title>${escapeHtml(title)}</title></head><body style="font-family:system-ui,sans-serif;max-width:40rem;margin:3rem auto;padding:0 1rem">` +
    `<h1>${escapeHtml(title)}</h1>${paragraphs.join('')}<p><a href="${escapeHtml(backHref)}">${escapeHtml(simplePageText[language].back)}</a></p></body></html>`
  )
}

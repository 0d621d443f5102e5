const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`)

/** For what no page of the site answers, such as a refused post. */
export function simplePage(title: string, messages: string | readonly string[], backHref = '/contact'): string {
  const paragraphs = [messages].flat().map((message) => `<p>${escapeHtml(message)}</p>`)
  return (
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<title>${escapeHtml(title)}</title></head><body style="font-family:system-ui,sans-serif;max-width:40rem;margin:3rem auto;padding:0 1rem">` +
    `<h1>${escapeHtml(title)}</h1>${paragraphs.join('')}<p><a href="${escapeHtml(backHref)}">Back to the form</a></p></body></html>`
  )
}

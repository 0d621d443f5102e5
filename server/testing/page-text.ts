import { JSDOM } from 'jsdom'

/** A page as the browser parses it. */
export const pageDocument = (html: string) => new JSDOM(html).window.document

/** What a page of its own (simplePage) says: its heading and each paragraph, as a visitor reads them. */
export function pageText(html: string): { heading: string; paragraphs: string[] } {
  const page = pageDocument(html)
  return { heading: page.querySelector('h1')?.textContent ?? '', paragraphs: [...page.querySelectorAll('p')].map((paragraph) => paragraph.textContent ?? '') }
}

/** What the page's quote form card says (its thanks, or the form again). */
export const quoteFormText = (html: string) => pageDocument(html).querySelector('[data-slot="quote-form"]')?.textContent ?? ''

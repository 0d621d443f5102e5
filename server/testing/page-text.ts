import { load } from 'cheerio'

/** What a page of its own (simplePage) says: its heading and each paragraph, as a visitor reads them. */
export function pageText(html: string): { heading: string; paragraphs: string[] } {
  const $ = load(html)
  return {
    heading: $('h1').text(),
    paragraphs: $('p')
      .map((_, paragraph) => $(paragraph).text())
      .get(),
  }
}

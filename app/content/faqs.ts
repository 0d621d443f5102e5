import type { z } from 'zod'
import { perLanguage } from '#app/lib/language.tsx'
import { readContentFile } from './collections.ts'
import { parseContent } from './fill-placeholders.ts'
import { faqsPageSource } from './page-schemas.server.ts'

type FaqsPage = z.infer<typeof faqsPageSource>
export type FaqSearchCopy = FaqsPage['faqSearchCopy']

/** The /faqs page in each language, with every question in display order, as the FAQPage structured data lists them. */
export const faqsPage = perLanguage((language) => {
  const { file, json } = readContentFile('faqs.json', language)
  const page = parseContent(file, faqsPageSource, json, language)
  return { ...page, allFaqs: page.faqCategories.flatMap((category) => category.faqs) }
})

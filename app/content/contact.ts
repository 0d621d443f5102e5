import { z } from 'zod'
import type { ContactBlockCopy } from '#app/components/sections/contact-block-section.tsx'
import { perLanguage } from '#app/lib/language.tsx'
import { cityFiles, cityPath, pagePath, readContentFile, text } from './collections.ts'
import { parseContent } from './fill-placeholders.ts'
import { head, quoteForm } from './page-schemas.server.ts'

const titled = z.strictObject({ title: text, text })
const schema = z.strictObject({
  contactHead: head,
  contactHeader: titled.extend({ eyebrow: text }),
  contactFormConfig: quoteForm,
  contactBlock: z.strictObject({
    phone: titled,
    email: titled,
    address: z.strictObject({ title: text }),
    hours: z.strictObject({ title: text }),
    areas: titled.extend({ allAreasLabel: text, allAreasPath: pagePath }),
    whyChooseUs: z.strictObject({ title: text, items: z.array(text) }),
  }) satisfies z.ZodType<ContactBlockCopy>,
})

/** The /contact page in each language, and the contact block the home page shows too. */
export const contactPage = perLanguage((language) => {
  const { file, json } = readContentFile('contact.json', language)
  return {
    ...parseContent(file, schema, json, language),
    contactServiceAreas: cityFiles[language].map((city) => ({ city: city.city, path: cityPath(city, language) })),
  }
})

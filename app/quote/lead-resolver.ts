import type { Resolver } from 'react-hook-form'
import type { LeadFormInput, LeadFormValues } from '#lead/lead-schema.ts'

/** The quote form's fields as the visitor edits them: the schema's input, with a plain checkbox for consent. */
export type QuoteFormFields = Omit<LeadFormInput, 'consent'> & { consent: boolean }

/** The shared lead schema (zod/mini) with its resolver, fetched apart from the page's first script. */
export const loadLeadSchema = () => import('./lead-validation.ts')

/** react-hook-form's zod resolver over the shared lead schema, loading both the first time it runs. */
export const leadFormResolver: Resolver<QuoteFormFields, unknown, LeadFormValues> = async (values, context, options) => {
  const { leadSchemaResolver } = await loadLeadSchema()
  // The form's consent is a boolean; the schema's input type says `true` because that is all it accepts.
  return leadSchemaResolver(values as LeadFormInput, context, options as never) as ReturnType<Resolver<QuoteFormFields, unknown, LeadFormValues>>
}

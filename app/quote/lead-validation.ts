import { zodResolver } from '@hookform/resolvers/zod'
import { leadFormSchema } from '#lead/lead-schema.ts'

/** react-hook-form's zod resolver over the shared lead schema: fetched with the schema at the visitor's first interaction (lead-resolver.ts). */
export const leadSchemaResolver = zodResolver(leadFormSchema)

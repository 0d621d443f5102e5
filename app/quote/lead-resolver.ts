import type { PostedFields } from '#lead/posted-quote.ts'
import type * as LeadValidation from './lead-validation.ts'
import type { HeldQuoteValues, LeadCheck } from './lead-validation.ts'

export type { HeldQuoteValues, LeadCheck }

let validation: typeof LeadValidation | undefined

/** The shared lead schema (zod/mini) and the form's check, fetched apart from the page's first script. */
export const loadLeadValidation = () => import('./lead-validation.ts').then((module) => (validation = module))

/** Whether the schema has arrived: a submit waits for it. */
export const leadValidationLoaded = () => validation !== undefined

/**
 * The resolver of the form's submissions (Conform's `parse`): the check of what the form holds, or
 * undefined while the schema has not arrived (Conform validates synchronously; the form checks
 * again once it has).
 */
export const resolveLead = (fields: PostedFields, held: HeldQuoteValues): LeadCheck | undefined => validation?.checkLead(fields, held)

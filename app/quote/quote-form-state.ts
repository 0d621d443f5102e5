import { useCallback, useMemo, useState, useSyncExternalStore } from 'react'
import type * as LeadSchemaExports from '../../lead/lead-schema.ts'
import type { LeadFormInput, LeadFormValues } from '../../lead/lead-schema.ts'

/** The quote form's fields as the visitor edits them: the schema's input, with a plain checkbox for consent. */
export type QuoteFormFields = Omit<LeadFormInput, 'consent' | 'projectDetails'> & { projectDetails: string; consent: boolean }

export type QuoteFieldName = keyof QuoteFormFields
export type QuoteFieldErrors = Partial<Record<QuoteFieldName, string>>

/** A blank form: consent starts checked (spec section 2). */
export const blankQuoteForm: QuoteFormFields = {
  firstName: '',
  lastName: '',
  phone: '',
  email: '',
  servicesNeeded: [],
  address: '',
  projectDetails: '',
  website: '',
  consent: true,
}

/** The visible fields in page order, for focusing the first problem. */
export const quoteFieldOrder: readonly QuoteFieldName[] = ['firstName', 'lastName', 'phone', 'email', 'servicesNeeded', 'address', 'projectDetails', 'consent']

type LeadSchemaModule = typeof LeadSchemaExports
type LeadSchema = LeadSchemaModule['leadFormSchema']

/*
 * The schema (zod/mini) is loaded on the first interaction with any quote form rather than
 * with the page: until a field is touched there is nothing to validate, and the submit
 * button of an untouched form is disabled anyway.
 */
let schemaModule: LeadSchemaModule | undefined
let schemaLoading: Promise<LeadSchemaModule> | undefined
const schemaListeners = new Set<() => void>()

export function loadLeadSchema(): Promise<LeadSchemaModule> {
  schemaLoading ??= import('../../lead/lead-schema.ts').then((module) => {
    schemaModule = module
    for (const listener of schemaListeners) listener()
    return module
  })
  return schemaLoading
}

function subscribeToSchema(listener: () => void) {
  schemaListeners.add(listener)
  return () => {
    schemaListeners.delete(listener)
  }
}

function useLeadSchema(): LeadSchema | undefined {
  return useSyncExternalStore(
    subscribeToSchema,
    () => schemaModule?.leadFormSchema,
    () => undefined,
  )
}

export type QuoteValidation = { success: true; data: LeadFormValues; errors: QuoteFieldErrors } | { success: false; errors: QuoteFieldErrors }

/** Runs the shared schema and keeps the first message of each field. */
export function validateQuoteForm(schema: LeadSchema, fields: QuoteFormFields): QuoteValidation {
  const result = schema.safeParse(fields)
  if (result.success) return { success: true, data: result.data, errors: {} }
  const errors: QuoteFieldErrors = {}
  for (const issue of result.error.issues) {
    const field = issue.path[0] as QuoteFieldName | undefined
    if (field && !errors[field]) errors[field] = issue.message
  }
  return { success: false, errors }
}

type Touched = Partial<Record<QuoteFieldName, true>>

const allTouched = Object.fromEntries(quoteFieldOrder.map((name) => [name, true])) as Touched

/**
 * The quote form's state: values, which fields were touched, and the schema's verdict. A
 * field's message shows once it has been touched (left for the first time), then updates as
 * the visitor types: validation "on first touch" (spec section 4).
 */
export function useQuoteFormState(initialValues: () => QuoteFormFields = () => blankQuoteForm) {
  const schema = useLeadSchema()
  const [values, setValues] = useState<QuoteFormFields>(initialValues)
  const [touched, setTouched] = useState<Touched>({})

  const validation = useMemo(() => (schema ? validateQuoteForm(schema, values) : undefined), [schema, values])

  const setField = useCallback(<Name extends QuoteFieldName>(name: Name, value: QuoteFormFields[Name]) => {
    setValues((current) => ({ ...current, [name]: value }))
  }, [])

  const setFields = useCallback((changes: Partial<QuoteFormFields>) => {
    setValues((current) => ({ ...current, ...changes }))
  }, [])

  const touch = useCallback((name: QuoteFieldName) => {
    setTouched((current) => (current[name] ? current : { ...current, [name]: true }))
  }, [])

  const touchAll = useCallback(() => setTouched(allTouched), [])

  const reset = useCallback(() => {
    setValues(blankQuoteForm)
    setTouched({})
  }, [])

  const errorFor = (name: QuoteFieldName): string | undefined => (touched[name] ? validation?.errors[name] : undefined)

  return { values, setField, setFields, touch, touchAll, reset, errorFor, validation, isValid: validation?.success === true }
}

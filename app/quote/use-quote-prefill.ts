import { useEffect } from 'react'
import type { UseFormGetValues, UseFormSetValue } from 'react-hook-form'
import type { QuoteFormFields } from './lead-resolver.ts'

/**
 * A visitor who comes from the estimator finds its service chosen and its summary in the
 * project details; what they already chose or typed themselves is kept. The reader loads only
 * when the address has a query.
 */
export function useQuotePrefill(getValues: UseFormGetValues<QuoteFormFields>, setValue: UseFormSetValue<QuoteFormFields>) {
  useEffect(() => {
    if (!window.location.search) return
    void import('../estimator/quote-prefill.ts').then(({ readQuotePrefill }) => {
      const prefill = readQuotePrefill(window.location.search)
      if (!prefill) return
      if (getValues('servicesNeeded').length === 0) setValue('servicesNeeded', prefill.services)
      if (!getValues('projectDetails')) setValue('projectDetails', prefill.projectDetails)
      if (prefill.estimate) setValue('estimate', prefill.estimate)
    })
  }, [getValues, setValue])
}

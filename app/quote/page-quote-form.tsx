import { businessDayOf } from '#lead/business-calendar.ts'
import { Island } from '../islands/island.tsx'
import { usePagePath } from '../lib/page-path.ts'
import quoteForm from './quote-form.island.tsx'
import type { QuoteFormProps } from './quote-form.tsx'

/** The quote form as a page renders it: an island that knows which page it is on and the day it was built. */
export function PageQuoteForm(props: Omit<QuoteFormProps, 'returnTo' | 'visitDaysFrom'>) {
  return <Island of={quoteForm} props={{ ...props, returnTo: usePagePath(), visitDaysFrom: businessDayOf(new Date()) }} />
}

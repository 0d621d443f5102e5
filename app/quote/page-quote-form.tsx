import { useActionData } from 'react-router'
import { businessDayOf } from '#lead/business-calendar.ts'
import { Island } from '../islands/island.tsx'
import { usePagePath } from '../lib/page-path.ts'
import type { QuoteActionData } from './quote-post.ts'
import quoteForm from './quote-form.island.tsx'
import type { QuoteFormProps } from './quote-form.tsx'

/** The quote form as a page renders it: an island that knows its page, the day, and the answer to its post without JavaScript. */
export function PageQuoteForm(props: Omit<QuoteFormProps, 'returnTo' | 'visitDaysFrom' | 'answer'>) {
  const posted = useActionData<QuoteActionData>()
  const answered = posted?.pageContext === props.config.pageContext ? posted : undefined
  const visitDaysFrom = answered?.visitDaysFrom ?? businessDayOf(new Date())
  return <Island of={quoteForm} props={{ ...props, returnTo: usePagePath(), visitDaysFrom, answer: answered?.answer }} />
}

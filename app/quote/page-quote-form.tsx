import { useLocation } from 'react-router'
import { Island } from '../islands/island.tsx'
import quoteForm from './quote-form.island.tsx'
import type { QuoteFormProps } from './quote-form.tsx'

/** The quote form as a page renders it: an island that knows which page it is on. */
export function PageQuoteForm(props: Omit<QuoteFormProps, 'returnTo'>) {
  const { pathname } = useLocation()
  return <Island of={quoteForm} props={{ ...props, returnTo: pathname }} />
}

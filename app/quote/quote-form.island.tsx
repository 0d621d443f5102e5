import { quoteQueryNames } from '../estimator/quote-prefill.ts'
import { defineIsland } from '../islands/define-island.ts'
import { QuoteForm } from './quote-form.tsx'

export default defineIsland('quote-form', QuoteForm, { query: Object.values(quoteQueryNames) })

import { defineIsland } from '../islands/define-island.ts'
import { QuoteForm } from './quote-form.tsx'

/** The quote form: until it has hydrated it posts natively, and what was typed stays when it does. */
export default defineIsland('quote-form', QuoteForm)

import { defineIsland } from '../islands/define-island.ts'
import { QuoteForm } from './quote-form.tsx'

export default defineIsland('quote-form', QuoteForm)

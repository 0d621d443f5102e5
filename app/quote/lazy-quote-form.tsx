import { lazyBoundary } from '../lib/lazy-boundary.tsx'

/** The quote form, hydrated when its code has loaded after the page's (see lazyBoundary). */
export const QuoteForm = lazyBoundary(() => import('./quote-form.tsx').then((module) => module.QuoteForm))

import { createContext } from 'react-router'
import type { PostedFields } from '#lead/posted-quote.ts'
import type { QuoteFormAnswer } from '#lead/quote-form-post.ts'

/** What the collector hands the page's action for a quote form posted without JavaScript; the body is read by the collector. */
export interface QuotePost {
  fields: PostedFields
  receivedAt: Date
  /** The lead was stored without some or all of its photos; `photoProblem` says why a file was refused. */
  photosLost: boolean
  photoProblem?: string
  /** The collector's one lead intake, with this request's photos, address and log; throws when the lead could not be stored. */
  receive(submission: {
    payload: unknown
    sent: unknown
    submissionId: string
  }): Promise<{ outcome: 'stored'; created: boolean } | { outcome: 'invalid' | 'conflict'; reason: string }>
  log(fields: object, message: string): void
}

/** Exported by the server build's entry, so the collector sets the very key the action reads. */
export const quotePostContext = createContext<QuotePost>()

export interface QuoteActionData {
  /** The form that posted: a page may hold more than one. */
  pageContext: string
  answer: QuoteFormAnswer
  /** The collector's today: the visit days offered count from it. */
  visitDaysFrom: string
}

/** The words of one quote form, and what it tells the collector about where it stands. */
export interface QuoteFormConfig {
  formTitle: string
  formDescription: string
  submitButtonText: string
  /** Sent as `page` with every lead from this form. */
  pageContext: string
  /** Sent as `form_type`, e.g. 'Hero Contact Form' or 'Contact Form'. */
  formType: string
  ratingText: string
  features: string[]
}

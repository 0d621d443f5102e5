import { notSentText } from '#lead/quote-form-post.ts'

export const quoteFormText = {
  sending: 'Sending Request...',
  promise: "We'll contact you within 24 hours.",
  successTitle: 'Quote Request Sent!',
  successDescription: "We'll contact you within 24 hours to discuss your project.",
  errorTitle: 'Error',
  errorDescription: notSentText,
  busyDescription: (wait: string, phone: string) =>
    `We are receiving an unusual number of requests. Your details are still in the form: please try again in ${wait}, or call us at ${phone}.`,
  thanksTitle: 'Thank You!',
  thanksReceived: 'Your quote request has been received successfully.',
  thanksNext: "We'll text you shortly and contact you within 24 hours to discuss your project.",
  /** In the thank-you panel when the request went without the photos picked (submit-quote.ts). */
  photosLost: (phone: string) => `Your request was sent, but not all of your photos could be uploaded. You can text them to us at ${phone}.`,
  submitAnother: 'Submit Another Request',
} as const

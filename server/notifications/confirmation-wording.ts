/** {business} and {phone} work in the subject, greeting, received, promise, call, text and signOff; other placeholders are noted. */
export interface ConfirmationWording {
  /** Fixed text, never the visitor's. Placeholder: {business}. */
  subject: string
  /** Placeholder: {firstName}, the cleaned first name. */
  greeting: string
  /** When the first name cannot be shown safely. */
  greetingWithoutName: string
  /** Placeholder: {business}. */
  received: string
  /** Who contacts them and when. Placeholder: {when}, one of the four phrases below. */
  promise: string
  /** Open now, with at least an hour left before closing. */
  withinTheHour: string
  /** Closed now, opening later today. Placeholder: {time}, "7 AM". */
  byTimeToday: string
  /** Placeholder: {time}. */
  byTimeTomorrow: string
  /** Placeholders: {time}, {day} ("Monday"). */
  byTimeOnDay: string
  summaryHeading: string
  servicesLabel: string
  placeLabel: string
  /** After the estimate's lines. */
  estimateNote: string
  reachHeading: string
  /** Placeholder: {phone}. */
  call: string
  /** Placeholder: {phone}. */
  text: string
  /** The privacy page's link text. */
  privacy: string
  /** For a stranger whose address someone else typed. */
  notYou: string
  /** Placeholder: {business}. */
  signOff: string
}

export const defaultConfirmationWording: ConfirmationWording = {
  subject: 'We got your fence quote request – {business}',
  greeting: 'Hi {firstName},',
  greetingWithoutName: 'Hi there,',
  received: 'Thank you for reaching out to {business}. We got your quote request.',
  promise: 'Someone from our family team will call or text you {when} to talk about your project and set up your free on-site estimate.',
  withinTheHour: 'within the hour',
  byTimeToday: 'by {time} today',
  byTimeTomorrow: 'by {time} tomorrow',
  byTimeOnDay: 'by {time} {day}',
  summaryHeading: 'What you asked for',
  servicesLabel: 'Services',
  placeLabel: 'Where',
  estimateNote: 'An estimate, not a quote: your written quote after the free on-site visit is the price.',
  reachHeading: 'Need us sooner?',
  call: 'Call {phone}',
  text: 'Text {phone}',
  privacy: 'How we use and protect your information',
  notYou: "Didn't ask for a quote? Someone may have typed your e-mail address by mistake: you can ignore this message.",
  signOff: 'The {business} team',
}

/** `{name}` → its value; a placeholder the wording does not know stays as written. */
export function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (placeholder, name: string) => values[name] ?? placeholder)
}

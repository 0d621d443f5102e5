import type { LeadLanguage } from '#lead/languages.ts'

// {business} and {phone} work in every phrase; other placeholders are noted.
export const defaultConfirmationWording = {
  subject: 'We got your fence quote request – {business}',
  greeting: 'Hi {firstName},', // the cleaned first name
  greetingWithoutName: 'Hi there,',
  received: 'Thank you for reaching out to {business}. We got your quote request.',
  // {when}: one of the four phrases below.
  promise: 'Someone from our family team will call or text you {when} to talk about your project and set up your free on-site estimate.',
  withinTheHour: 'within the hour', // open now, with at least an hour left before closing
  byTimeToday: 'by {time} today', // {time}: "7 AM"
  byTimeTomorrow: 'by {time} tomorrow',
  byTimeOnDay: 'by {time} {day}', // {day}: "Monday"
  summaryHeading: 'What you asked for',
  servicesLabel: 'Services',
  placeLabel: 'Where',
  estimateNote: 'An estimate, not a quote: your written quote after the free on-site visit is the price.',
  status: 'See where your request stands', // the private status page, when status links are on
  reachHeading: 'Need us sooner?',
  call: 'Call {phone}',
  text: 'Text {phone}',
  privacy: 'How we use and protect your information',
  notYou: "Didn't ask for a quote? Someone may have typed your e-mail address by mistake: you can ignore this message.",
  signOff: 'The {business} team',
}

export type ConfirmationWording = Record<keyof typeof defaultConfirmationWording, string>

// CONFIRMATION_WORDING changes the English; a Spanish lead reads this.
const spanishConfirmationWording: ConfirmationWording = {
  subject: 'Recibimos su solicitud de cotización – {business}',
  greeting: 'Hola, {firstName}:',
  greetingWithoutName: 'Hola:',
  received: 'Gracias por comunicarse con {business}. Recibimos su solicitud de cotización.',
  promise:
    'Alguien de nuestra empresa familiar se comunicará con usted por teléfono o mensaje de texto {when} para hablar de su proyecto y programar su estimado gratis en su propiedad.',
  withinTheHour: 'dentro de una hora',
  byTimeToday: 'hoy antes de las {time}',
  byTimeTomorrow: 'mañana antes de las {time}',
  byTimeOnDay: 'el {day} antes de las {time}', // {day}: "lunes"
  summaryHeading: 'Lo que nos pidió',
  servicesLabel: 'Servicios',
  placeLabel: 'Dónde',
  estimateNote: 'Esto es un estimado, no una cotización. El precio final será el de su cotización por escrito, después de la visita gratis a su propiedad.',
  status: 'Vea cómo va su solicitud',
  reachHeading: '¿Nos necesita antes?',
  call: 'Llame al {phone}',
  text: 'Envíenos un mensaje de texto al {phone}',
  privacy: 'Cómo usamos y protegemos su información',
  notYou: '¿No pidió una cotización? Alguien pudo haber escrito su correo electrónico por error: puede ignorar este mensaje.',
  signOff: 'El equipo de {business}',
}

export function confirmationWordingFor(language: LeadLanguage, configured: Partial<ConfirmationWording> = {}): ConfirmationWording {
  return language === 'es' ? spanishConfirmationWording : { ...defaultConfirmationWording, ...configured }
}

// A placeholder the wording does not know stays as written.
export function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (placeholder, name: string) => values[name] ?? placeholder)
}

import type { Language } from '#app/lib/language.tsx'
import { notSentText } from '#lead/quote-form-post.ts'

const english = {
  sending: 'Sending Request...',
  promise: "We'll contact you within 24 hours.",
  successTitle: 'Quote Request Sent!',
  successDescription: "We'll contact you within 24 hours to discuss your project.",
  errorTitle: 'Error',
  errorDescription: notSentText.en,
  busyDescription: (wait: string, phone: string) =>
    `We are receiving an unusual number of requests. Your details are still in the form: please try again in ${wait}, or call us at ${phone}.`,
  /** How long to wait, rounded up: "a minute", "5 minutes", "an hour", "2 hours". */
  wait: { minute: 'a minute', minutes: (count: number) => `${count} minutes`, hour: 'an hour', hours: (count: number) => `${count} hours` },
  thanksTitle: 'Thank You!',
  thanksReceived: 'Your quote request has been received successfully.',
  thanksNext: "We'll text you shortly and contact you within 24 hours to discuss your project.",
  /** In the thank-you panel when the request went without the photos picked (submit-quote.ts). */
  photosLost: (phone: string) => `Your request was sent, but not all of your photos could be uploaded. You can text them to us at ${phone}.`,
  submitAnother: 'Submit Another Request',
  optional: '(optional)',
  firstName: 'First name',
  lastName: 'Last name',
  phone: 'Phone',
  email: 'Email',
  emailPlaceholder: 'you@example.com',
  services: 'Services needed',
  address: 'Street address',
  addressPlaceholder: 'Start typing your address',
  projectDetails: 'Project details',
  projectDetailsPlaceholder: 'Fence type, length, height, gates, timeline...',
  /** The spam trap's label: it must not invite autofill. */
  leaveEmpty: 'Leave this empty',
  consent: (business: string) => `I agree to be contacted by ${business} by phone, text message or e-mail about this request.`,
}

/** What the quote form says itself, around the words its page's content gives it. */
export const quoteFormText = {
  en: english,
  es: {
    sending: 'Enviando solicitud...',
    promise: 'Nos comunicaremos con usted en menos de 24 horas.',
    successTitle: '¡Solicitud de cotización enviada!',
    successDescription: 'Nos comunicaremos con usted en menos de 24 horas para hablar de su proyecto.',
    errorTitle: 'Error',
    errorDescription: notSentText.es,
    busyDescription: (wait: string, phone: string) =>
      `Estamos recibiendo más solicitudes de lo normal. Sus datos siguen en el formulario: por favor, intente de nuevo en ${wait} o llámenos al ${phone}.`,
    wait: { minute: 'un minuto', minutes: (count: number) => `${count} minutos`, hour: 'una hora', hours: (count: number) => `${count} horas` },
    thanksTitle: '¡Muchas gracias!',
    thanksReceived: 'Recibimos su solicitud de cotización.',
    thanksNext: 'Le enviaremos un mensaje de texto en breve y nos comunicaremos con usted en menos de 24 horas para hablar de su proyecto.',
    photosLost: (phone: string) => `Su solicitud se envió, pero no pudimos recibir todas sus fotos. Puede enviárnoslas por mensaje de texto al ${phone}.`,
    submitAnother: 'Enviar otra solicitud',
    optional: '(opcional)',
    firstName: 'Nombre',
    lastName: 'Apellido',
    phone: 'Teléfono',
    email: 'Correo electrónico',
    emailPlaceholder: 'correo@ejemplo.com',
    services: 'Servicios que necesita',
    address: 'Dirección',
    addressPlaceholder: 'Empiece a escribir su dirección',
    projectDetails: 'Detalles del proyecto',
    projectDetailsPlaceholder: 'Tipo de cerca, largo, altura, portones, cuándo lo necesita...',
    leaveEmpty: 'Deje esto vacío',
    consent: (business: string) => `Acepto que ${business} se comunique conmigo por teléfono, mensaje de texto o correo electrónico sobre esta solicitud.`,
  },
} satisfies Record<Language, typeof english>

export type QuoteFormText = typeof english

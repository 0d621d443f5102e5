import { businessTimeZone } from '#lead/business-calendar.ts'
import type { LeadLanguage } from '#lead/languages.ts'
import type { LeadStatus } from '../lead-stages.ts'

type Stage = Exclude<LeadStatus, 'lost'>

const dayFormat = (language: LeadLanguage) =>
  new Intl.DateTimeFormat(`${language}-US`, { timeZone: businessTimeZone, month: 'long', day: 'numeric', year: 'numeric' })

const english = {
  greeting: (name: string | null) => (name ? `Hi ${name},` : 'Hi there,'),
  // The homeowner's words for each stage: what has happened and what comes next, never the owner's shorthand.
  steps: {
    new: 'Request received',
    contacted: 'We talked',
    visit_scheduled: 'Estimate visit',
    quoted: 'Quote sent',
    won: 'Job booked',
    completed: 'Fence finished',
  } satisfies Record<Stage, string>,
  stages: (business: string): Record<LeadStatus, { headline: string; detail: string }> => ({
    new: { headline: 'We have your request', detail: `${business} will contact you soon about your project.` },
    contacted: { headline: 'We are on it', detail: 'We have been in touch and will set up a visit or send your quote next.' },
    visit_scheduled: { headline: 'Your estimate visit is set', detail: 'We will come out, measure and talk through your options.' },
    quoted: { headline: 'Your quote is ready', detail: 'We have sent your quote. Questions about it? Call or text us.' },
    won: { headline: 'Your job is booked', detail: 'Thank you for choosing us. We will be in touch to schedule the work.' },
    completed: { headline: 'Your fence is finished', detail: `Thank you for choosing ${business}.` },
    lost: { headline: 'This request is closed', detail: 'Still thinking about a fence? Call or text us, or send a new request any time.' },
  }),
  sent: 'Sent',
  services: 'Services',
  place: 'Where',
  visit: 'Preferred visit time',
  estimate: 'Your estimate',
  receivedDay: dayFormat('en'),
}

/** What the status page says of a request, in the language the homeowner sent it in. */
export const statusWords = {
  en: english,
  es: {
    greeting: (name: string | null) => (name ? `Hola, ${name}:` : 'Hola:'),
    steps: {
      new: 'Solicitud recibida',
      contacted: 'Hablamos con usted',
      visit_scheduled: 'Visita a domicilio',
      quoted: 'Cotización enviada',
      won: 'Trabajo confirmado',
      completed: 'Cerca terminada',
    },
    stages: (business: string): Record<LeadStatus, { headline: string; detail: string }> => ({
      new: { headline: 'Recibimos su solicitud', detail: `${business} se comunicará con usted pronto para hablar de su proyecto.` },
      contacted: { headline: 'Ya estamos en eso', detail: 'Ya hablamos con usted. Lo que sigue es programar una visita o enviarle su cotización.' },
      visit_scheduled: {
        headline: 'Su visita a domicilio está programada',
        detail: 'Iremos a su propiedad a medir y a platicar con usted sobre sus opciones.',
      },
      quoted: { headline: 'Su cotización está lista', detail: 'Le enviamos su cotización. ¿Tiene preguntas? Llámenos o envíenos un mensaje de texto.' },
      won: { headline: 'Su trabajo está confirmado', detail: 'Gracias por elegirnos. Nos comunicaremos con usted para programar el trabajo.' },
      completed: { headline: 'Su cerca está terminada', detail: `Gracias por elegir a ${business}.` },
      lost: {
        headline: 'Esta solicitud está cerrada',
        detail: '¿Sigue pensando en una cerca? Llámenos, envíenos un mensaje de texto o mándenos una nueva solicitud cuando guste.',
      },
    }),
    sent: 'Enviada',
    services: 'Servicios',
    place: 'Dónde',
    visit: 'Horario preferido para la visita',
    estimate: 'Su presupuesto',
    receivedDay: dayFormat('es'),
  },
} satisfies Record<LeadLanguage, typeof english>

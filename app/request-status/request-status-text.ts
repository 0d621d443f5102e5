import type { Language } from '../lib/language.tsx'

const english = {
  title: (business: string) => `Your request | ${business}`,
  visit: 'Your estimate visit',
  addToCalendar: 'Add to my calendar',
  progress: 'Where it stands',
  now: ' (now)',
  asked: 'What you asked for',
  reach: 'Talk to us now',
  call: (phone: string) => `Call ${phone}`,
  text: 'Send a text',
}

/** The status page's own headings and buttons; what it says of the request comes chosen from the collector. */
export const requestStatusText = {
  en: english,
  es: {
    title: (business: string) => `Su solicitud | ${business}`,
    visit: 'Su visita a domicilio',
    addToCalendar: 'Agregar a mi calendario',
    progress: 'Cómo va su solicitud',
    now: ' (ahora)',
    asked: 'Lo que nos pidió',
    reach: 'Hable con nosotros ahora',
    call: (phone: string) => `Llame al ${phone}`,
    text: 'Envíenos un mensaje de texto',
  },
} satisfies Record<Language, typeof english>

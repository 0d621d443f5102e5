import type { Language } from '#app/lib/language.tsx'
import type { SiteConfig } from '#config/site-config.ts'

type HoursEntry = SiteConfig['hours'][number]

const english = {
  day: (day: string) => day,
  range: (first: string, last: string) => `${first} - ${last}`,
  byAppointment: 'By appointment',
}
// The configuration says the hours in English; a Spanish page says them from the schema.org days, times in the US format.
const dayNames: Record<string, string> = {
  Monday: 'lunes',
  Tuesday: 'martes',
  Wednesday: 'miércoles',
  Thursday: 'jueves',
  Friday: 'viernes',
  Saturday: 'sábado',
  Sunday: 'domingo',
}
const capitalized = (word: string) => word.charAt(0).toLocaleUpperCase('es-US') + word.slice(1)
export const hoursText = {
  en: english,
  es: {
    day: (day: string) => dayNames[day] ?? day,
    range: (first: string, last: string) => capitalized(`${first} a ${last}`),
    byAppointment: 'Con cita previa',
  },
} satisfies Record<Language, typeof english>

/** One line of the business hours as a page in the language shows it: "Monday - Friday: 7:00 AM - 6:00 PM". */
export function hoursLine(entry: HoursEntry, language: Language): string {
  if (language === 'en') return `${entry.days}: ${entry.note}`
  const text = hoursText[language]
  const first = text.day(entry.schemaDays[0] ?? entry.days)
  const last = text.day(entry.schemaDays.at(-1) ?? entry.days)
  const days = first === last ? capitalized(first) : text.range(first, last)
  return `${days}: ${entry.opens ? entry.note : text.byAppointment}`
}

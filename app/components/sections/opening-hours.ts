import type { Language } from '#app/lib/language.tsx'
import type { site } from '#app/site-config.ts'
import { weekdays } from '#lead/business-calendar.ts'
import { dateFormats } from '#lead/languages.ts'

type OpeningHours = (typeof site.hours)[number]

const spanishWeekday = dateFormats({ weekday: 'long' }).es
// 1 January 2023 was a Sunday: day `index` of `weekdays` is that date plus index.
const spanishDay = (day: string) => spanishWeekday.format(Date.UTC(2023, 0, 1 + weekdays.indexOf(day)))
const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)

const english = { days: (entry: OpeningHours) => entry.days, note: (entry: OpeningHours) => entry.note }

/**
 * The opening hours as each language reads them. The configuration writes them in English; in Spanish the days come
 * from its weekdays ("Lunes a viernes") and the times stay in the US format.
 */
export const openingHoursText = {
  en: english,
  es: {
    days: (entry: OpeningHours) =>
      capitalized(
        entry.schemaDays
          .map(spanishDay)
          .filter((_, index, all) => index === 0 || index === all.length - 1)
          .join(' a '),
      ),
    note: (entry: OpeningHours) => (entry.opens === null ? 'Con cita previa' : entry.note),
  },
} satisfies Record<Language, typeof english>

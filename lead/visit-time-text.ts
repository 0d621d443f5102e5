import { dateFormats, type LeadLanguage } from './languages.ts'
import { visitLimits } from './visit-rules.ts'
import { describeVisitPreference, formatVisitDay, visitTimeLabels, type VisitPreference, type VisitTime } from './visit-time.ts'

const spanishDay = dateFormats({ weekday: 'short', month: 'short', day: 'numeric' }).es
const spanishLabels: Record<VisitTime, string> = { any: 'Cualquier hora', morning: 'En la mañana', afternoon: 'En la tarde' }

const english = {
  title: 'Preferred visit time',
  hint: `Choose up to ${visitLimits.maxDays} days. We'll confirm the visit by e-mail.`,
  times: visitTimeLabels,
  /** "Mon, Nov 30" */
  day: formatVisitDay,
  /** "Mon, Nov 30 or Tue, Dec 1 · Morning", as the homeowner's status page lists it. */
  preference: describeVisitPreference,
}

/** The visit time as the form offers it and the status page repeats it; the English lives with the visit days (visit-time.ts). */
export const visitTimeText = {
  en: english,
  es: {
    title: 'Horario preferido para la visita',
    hint: `Elija hasta ${visitLimits.maxDays} días. Le confirmaremos la visita por correo electrónico.`,
    times: spanishLabels,
    // "lun, 30 de nov"
    day: (day: string) => spanishDay.format(new Date(`${day}T00:00:00Z`)),
    preference: ({ days, time }: VisitPreference) =>
      `${days.length ? days.map((day) => spanishDay.format(new Date(`${day}T00:00:00Z`))).join(' o ') : 'Cualquier día'} · ${spanishLabels[time]}`,
  },
} satisfies Record<LeadLanguage, typeof english>

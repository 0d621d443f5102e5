import { addDays, weekdayOf } from './business-calendar.ts'
import type { LeadLanguage } from './languages.ts'
import { openWeekdays, type Hours } from './visit-time.ts'

// Apart from what the form renders, so the form's first script does not carry them.

export const visitLimits = {
  maxDays: 3,
  // Wider than the offer, so a page left open a day or a phone with a wrong clock is not refused.
  horizonDays: 14,
} as const

const english = {
  visitDays: `Please choose up to ${visitLimits.maxDays} days`,
  visitDayUnavailable: 'Please choose from the days shown: a day you picked is no longer available',
  visitTime: 'Please choose morning, afternoon or any time',
}

export const visitMessages = {
  en: english,
  es: {
    visitDays: `Por favor, elija hasta ${visitLimits.maxDays} días`,
    visitDayUnavailable: 'Por favor, elija entre los días que se muestran: un día que eligió ya no está disponible',
    visitTime: 'Por favor, elija en la mañana, en la tarde o a cualquier hora',
  },
} as const satisfies Record<LeadLanguage, typeof english>

// The form offers only such days; a page opened days ago, or a hand-made post, can send others.
export function visitDaysProblem(days: readonly string[], hours: Hours, today: string, language: LeadLanguage = 'en'): string | undefined {
  if (days.length === 0) return undefined
  const open = openWeekdays(hours)
  const last = addDays(today, visitLimits.horizonDays)
  const fine = (day: string) => day >= today && day <= last && open.has(weekdayOf(day))
  return days.every(fine) ? undefined : visitMessages[language].visitDayUnavailable
}

import type { SiteConfig } from '../config/site-config.ts'
import { addDays, weekdayOf, weekdays } from './business-calendar.ts'
import { dateFormats, type LeadLanguage } from './languages.ts'

export const visitTimes = ['any', 'morning', 'afternoon'] as const
export type VisitTime = (typeof visitTimes)[number]

export type VisitPart = Exclude<VisitTime, 'any'>
export const visitParts = ['morning', 'afternoon'] as const satisfies readonly VisitPart[]

export const visitTimeLabels: Record<VisitTime, string> = { any: 'Any time', morning: 'Morning', afternoon: 'Afternoon' }

export type Hours = SiteConfig['hours']

// "By appointment" (no hours) is not a day to offer.
export function openWeekdays(hours: Hours): Set<number> {
  return new Set(
    hours.filter((entry) => entry.opens !== null && entry.closes !== null).flatMap((entry) => entry.schemaDays.map((day) => weekdays.indexOf(day))),
  )
}

export function upcomingVisitDays(hours: Hours, today: string, count = 6): string[] {
  const open = openWeekdays(hours)
  const days: string[] = []
  for (let day = addDays(today, 1); open.size > 0 && days.length < count; day = addDays(day, 1)) if (open.has(weekdayOf(day))) days.push(day)
  return days
}

export function visitPreferenceOf(days: readonly string[], time: VisitTime) {
  if (days.length === 0 && time === 'any') return null
  return { days: [...days].sort(), time }
}

export type VisitPreference = NonNullable<ReturnType<typeof visitPreferenceOf>>

const visitDayFormats = dateFormats({ weekday: 'short', month: 'short', day: 'numeric' })

// "Mon, Nov 30", "lun, 30 de nov".
export function formatVisitDay(day: string, language: LeadLanguage = 'en'): string {
  return visitDayFormats[language].format(new Date(`${day}T00:00:00Z`))
}

export function describeVisitPreference(preference: VisitPreference): string {
  const days = preference.days.length ? preference.days.map((day) => formatVisitDay(day)).join(' or ') : 'Any day'
  return `${days} · ${visitTimeLabels[preference.time]}`
}

import { businessMsBetween, formatDuration, percentile, type OpeningHours } from './business-hours.ts'
import type { OwnerStore } from './storage/owner-store.ts'

const responseWindowDays = 30
const dayMs = 24 * 3_600_000

export function waitOf(receivedAt: string, answeredAt: string | Date, hours: OpeningHours) {
  const from = new Date(receivedAt)
  const to = new Date(answeredAt)
  return { businessMs: businessMsBetween(from, to, hours), clockMs: Math.max(0, to.getTime() - from.getTime()) }
}

export function describeWait(wait: ReturnType<typeof waitOf>): string {
  const business = formatDuration(wait.businessMs)
  const clock = formatDuration(wait.clockMs)
  return business === clock ? business : `${business} in business hours (${clock} on the clock)`
}

export async function responseStats(store: Pick<OwnerStore, 'answeredLeads'>, hours: OpeningHours, now: Date) {
  const leads = await store.answeredLeads(new Date(now.getTime() - responseWindowDays * dayMs))
  const times = leads.map((lead) => waitOf(lead.receivedAt, lead.answeredAt, hours).businessMs)
  return { answered: times.length, medianMs: percentile(times, 50), p90Ms: percentile(times, 90) }
}

export function describeResponseStats(stats: Awaited<ReturnType<typeof responseStats>>): string {
  if (stats.medianMs === null || stats.p90Ms === null) return `No lead answered in the last ${responseWindowDays} days yet.`
  return `Response time, last ${responseWindowDays} days (business hours): median ${formatDuration(stats.medianMs)}, 90th percentile ${formatDuration(stats.p90Ms)}, over ${stats.answered} answered lead${stats.answered === 1 ? '' : 's'}.`
}

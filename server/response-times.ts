import { businessMsBetween, formatDuration, percentile, type OpeningHours } from './business-hours.ts'
import type { OwnerStore } from './storage/owner-store.ts'

export const responseWindowDays = 30
const dayMs = 24 * 3_600_000

export interface Wait {
  businessMs: number
  clockMs: number
}

export function waitOf(receivedAt: string, answeredAt: string | Date, hours: OpeningHours): Wait {
  const from = new Date(receivedAt)
  const to = new Date(answeredAt)
  return { businessMs: businessMsBetween(from, to, hours), clockMs: Math.max(0, to.getTime() - from.getTime()) }
}

export function describeWait(wait: Wait): string {
  const business = formatDuration(wait.businessMs)
  const clock = formatDuration(wait.clockMs)
  return business === clock ? business : `${business} in business hours (${clock} on the clock)`
}

export interface ResponseStats {
  answered: number
  medianMs: number | null
  p90Ms: number | null
}

export async function responseStats(store: Pick<OwnerStore, 'answeredLeads'>, hours: OpeningHours, now: Date): Promise<ResponseStats> {
  const leads = await store.answeredLeads(new Date(now.getTime() - responseWindowDays * dayMs))
  const times = leads.map((lead) => waitOf(lead.receivedAt, lead.answeredAt, hours).businessMs)
  return { answered: times.length, medianMs: percentile(times, 50), p90Ms: percentile(times, 90) }
}

export function describeResponseStats(stats: ResponseStats): string {
  if (stats.medianMs === null || stats.p90Ms === null) return `No lead answered in the last ${responseWindowDays} days yet.`
  return `Response time, last ${responseWindowDays} days (business hours): median ${formatDuration(stats.medianMs)}, 90th percentile ${formatDuration(stats.p90Ms)}, over ${stats.answered} answered lead${stats.answered === 1 ? '' : 's'}.`
}

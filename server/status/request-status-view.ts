import type { RequestStatus, StepState } from '#app/request-status/request-status.ts'
import type { SiteConfig } from '#config/site-config.ts'
import { businessTimeZone } from '#lead/business-calendar.ts'
import { describeEstimate } from '#lead/estimate-summary.ts'
import { estimateSchema } from '#lead/estimate.ts'
import { describeVisitPreference } from '#lead/visit-time.ts'
import { leadStatuses, type LeadStatus } from '../lead-stages.ts'
import { serviceLabels } from '../notifications/confirmation-email.ts'
import { confirmationPlace, greetingName } from '../notifications/homeowner-email.ts'
import { visitWhen } from '../notifications/visit-invitation.ts'
import type { LeadRepository } from '../storage/lead-repository.ts'

type StagedLead = NonNullable<Awaited<ReturnType<LeadRepository['owner']['getStagedLead']>>>

type Stage = Exclude<LeadStatus, 'lost'>

// The homeowner's words for each stage: what has happened and what comes next, never the owner's shorthand.
const stepLabels: Record<Stage, string> = {
  new: 'Request received',
  contacted: 'We talked',
  visit_scheduled: 'Estimate visit',
  quoted: 'Quote sent',
  won: 'Job booked',
  completed: 'Fence finished',
}

const stageWords = (business: string): Record<LeadStatus, { headline: string; detail: string }> => ({
  new: { headline: 'We have your request', detail: `${business} will contact you soon about your project.` },
  contacted: { headline: 'We are on it', detail: 'We have been in touch and will set up a visit or send your quote next.' },
  visit_scheduled: { headline: 'Your estimate visit is set', detail: 'We will come out, measure and talk through your options.' },
  quoted: { headline: 'Your quote is ready', detail: 'We have sent your quote. Questions about it? Call or text us.' },
  won: { headline: 'Your job is booked', detail: 'Thank you for choosing us. We will be in touch to schedule the work.' },
  completed: { headline: 'Your fence is finished', detail: `Thank you for choosing ${business}.` },
  lost: { headline: 'This request is closed', detail: 'Still thinking about a fence? Call or text us, or send a new request any time.' },
})

const receivedDay = new Intl.DateTimeFormat('en-US', { timeZone: businessTimeZone, month: 'long', day: 'numeric', year: 'numeric' })

/** What the page shows: the request as the confirmation e-mail told it, the stage and the agreed visit; nothing else of the lead. */
export function requestStatusView(lead: StagedLead, site: Pick<SiteConfig, 'businessName' | 'phone' | 'hours'>, calendarHref: string): RequestStatus {
  const name = greetingName(lead.firstName)
  const stages = leadStatuses.filter((stage): stage is Stage => stage !== 'lost')
  const current = stages.indexOf(lead.status as Stage)
  const state = (index: number): StepState => (index < current || lead.status === 'completed' ? 'done' : index === current ? 'current' : 'upcoming')
  const services = serviceLabels(lead.services)
  const place = confirmationPlace(lead)
  const estimate = lead.estimate && estimateSchema.safeParse(lead.estimate).success ? describeEstimate(lead.estimate) : []
  const request = [
    { label: 'Sent', value: receivedDay.format(new Date(lead.receivedAt)) },
    ...(services.length ? [{ label: 'Services', value: services.join(', ') }] : []),
    ...(place ? [{ label: 'Where', value: place }] : []),
    ...(lead.visit ? [{ label: 'Preferred visit time', value: describeVisitPreference(lead.visit) }] : []),
    ...(estimate.length ? [{ label: 'Your estimate', value: estimate.join(' · ') }] : []),
  ]
  return {
    greeting: name ? `Hi ${name},` : 'Hi there,',
    ...stageWords(site.businessName)[lead.status],
    steps: lead.status === 'lost' ? [] : stages.map((stage, index) => ({ label: stepLabels[stage], state: state(index) })),
    request,
    // A finished or closed job has no visit ahead.
    visit: lead.visitSlot && lead.status !== 'lost' && lead.status !== 'completed' ? { when: visitWhen(lead.visitSlot, site.hours), calendarHref } : null,
  }
}

import type { RequestStatus, StepState } from '#app/request-status/request-status.ts'
import type { SiteConfig } from '#config/site-config.ts'
import { describeEstimate } from '#lead/estimate-summary.ts'
import { estimateSchema } from '#lead/estimate.ts'
import { visitTimeText } from '#lead/visit-time-text.ts'
import { leadStatuses, type LeadStatus } from '../lead-stages.ts'
import { serviceLabels } from '../notifications/confirmation-email.ts'
import { confirmationPlace, greetingName } from '../notifications/homeowner-email.ts'
import { visitWhen } from '../notifications/visit-invitation.ts'
import type { LeadRepository } from '../storage/lead-repository.ts'
import { statusWords } from './status-words.ts'

type StagedLead = NonNullable<Awaited<ReturnType<LeadRepository['owner']['getStagedLead']>>>

type Stage = Exclude<LeadStatus, 'lost'>

/** What the page shows: the request as the confirmation e-mail told it, the stage and the agreed visit; nothing else of the lead. */
export function requestStatusView(lead: StagedLead, site: Pick<SiteConfig, 'businessName' | 'phone' | 'hours'>, calendarHref: string): RequestStatus {
  const { language } = lead
  const words = statusWords[language]
  const name = greetingName(lead.firstName)
  const stages = leadStatuses.filter((stage): stage is Stage => stage !== 'lost')
  const current = stages.indexOf(lead.status as Stage)
  const state = (index: number): StepState => (index < current || lead.status === 'completed' ? 'done' : index === current ? 'current' : 'upcoming')
  const services = serviceLabels(lead.services, language)
  const place = confirmationPlace(lead)
  const estimate = lead.estimate && estimateSchema.safeParse(lead.estimate).success ? describeEstimate(lead.estimate) : []
  const request = [
    { label: words.sent, value: words.receivedDay.format(new Date(lead.receivedAt)) },
    ...(services.length ? [{ label: words.services, value: services.join(', ') }] : []),
    ...(place ? [{ label: words.place, value: place }] : []),
    ...(lead.visit ? [{ label: words.visit, value: visitTimeText[language].preference(lead.visit) }] : []),
    ...(estimate.length ? [{ label: words.estimate, value: estimate.join(' · ') }] : []),
  ]
  return {
    language,
    greeting: words.greeting(name),
    ...words.stages(site.businessName)[lead.status],
    steps: lead.status === 'lost' ? [] : stages.map((stage, index) => ({ label: words.steps[stage], state: state(index) })),
    request,
    // A finished or closed job has no visit ahead.
    visit:
      lead.visitSlot && lead.status !== 'lost' && lead.status !== 'completed' ? { when: visitWhen(lead.visitSlot, site.hours, language), calendarHref } : null,
  }
}

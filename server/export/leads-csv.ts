import { pipeline, Readable } from 'node:stream'
import { stringify } from 'csv-stringify'
import { describeEstimate } from '#lead/estimate-summary.ts'
import { serviceLabel } from '#lead/service-options.ts'
import { visitTimeLabels } from '#lead/visit-time.ts'
import { businessDateTime } from '../business-time.ts'
import type { LeadPhotos } from '../storage/lead-photos.ts'
import type { InboxLead } from '../storage/owner-store.ts'

type ExportedLead = InboxLead & { photoCount: number }

const columns: ReadonlyArray<[header: string, value: (lead: ExportedLead) => string]> = [
  ['id', (lead) => lead.id],
  ['received_at', (lead) => lead.receivedAt],
  // The owner reads Celina's clock; received_at stays ISO for machines.
  ['received_at_local', (lead) => businessDateTime(lead.receivedAt)],
  ['first_name', (lead) => lead.firstName],
  ['last_name', (lead) => lead.lastName],
  ['phone', (lead) => lead.phone],
  ['email', (lead) => lead.email],
  ['services', (lead) => lead.services.map(serviceLabel).join('; ')],
  ['address', (lead) => lead.address],
  ['street_address', (lead) => lead.streetAddress],
  ['city', (lead) => lead.city],
  ['state', (lead) => lead.state],
  ['zip_code', (lead) => lead.zipCode],
  ['project_details', (lead) => lead.projectDetails],
  ['page', (lead) => lead.page],
  ['form_type', (lead) => lead.formType],
  ['language', (lead) => lead.language],
  ['utm_source', (lead) => lead.utm.source ?? ''],
  ['utm_medium', (lead) => lead.utm.medium ?? ''],
  ['utm_campaign', (lead) => lead.utm.campaign ?? ''],
  ['submitted_at', (lead) => lead.submittedAt],
  ['submission_id', (lead) => lead.submissionId],
  ['spam', (lead) => (lead.spam ? 'yes' : 'no')],
  ['estimate_low', (lead) => (lead.estimate ? String(lead.estimate.range.low) : '')],
  ['estimate_high', (lead) => (lead.estimate ? String(lead.estimate.range.high) : '')],
  ['estimate', (lead) => (lead.estimate ? describeEstimate(lead.estimate).join('; ') : '')],
  ['visit_days', (lead) => lead.visit?.days.join('; ') ?? ''],
  ['visit_time', (lead) => (lead.visit ? visitTimeLabels[lead.visit.time] : '')],
  ['visit_confirmed', (lead) => (lead.visitSlot ? `${lead.visitSlot.day} ${lead.visitSlot.part}` : '')],
  ['status', (lead) => lead.status],
  ['status_changed_at', (lead) => lead.statusChangedAt ?? ''],
  ['photos', (lead) => String(lead.photoCount)],
]

export function formulaSafe(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value
}

// A byte order mark first, so spreadsheet programs read accents right.
export function leadsCsv(leads: AsyncIterable<InboxLead> | Iterable<InboxLead>, photos: Pick<LeadPhotos, 'count'>) {
  async function* records() {
    for await (const lead of leads) {
      const exported = { ...lead, photoCount: await photos.count(lead.id) }
      yield columns.map(([, value]) => formulaSafe(value(exported)))
    }
  }
  const csv = stringify({ header: true, columns: columns.map(([header]) => header), record_delimiter: 'windows', quoted_match: /[\r\n]/, bom: true })
  // A failure part way ends the download with it.
  return pipeline(Readable.from(records()), csv, () => {})
}

import { stringify, type Stringifier } from 'csv-stringify'
import { stringify as stringifySync } from 'csv-stringify/sync'
import { describeEstimate } from '#lead/estimate-summary.ts'
import { serviceLabel } from '#lead/service-options.ts'
import { visitTimeLabels } from '#lead/visit-time.ts'
import type { LeadRecord } from '../storage/lead-repository.ts'
import type { InboxLead } from '../storage/owner-store.ts'

/** The columns of a lead export, shared by `npm run leads -- export` and the inbox's download. */
export const csvColumns: ReadonlyArray<[header: string, value: (lead: LeadRecord) => string]> = [
  ['id', (lead) => lead.id],
  ['received_at', (lead) => lead.receivedAt],
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
]

/** A lead of the inbox's download, with how many photos it came with (the photos stay in the inbox). */
export type ExportedLead = InboxLead & { photoCount: number }

const inboxColumns: ReadonlyArray<[header: string, value: (lead: ExportedLead) => string]> = [
  ...csvColumns,
  ['status', (lead) => lead.status],
  ['status_changed_at', (lead) => lead.statusChangedAt ?? ''],
  ['photos', (lead) => String(lead.photoCount)],
]

/** Text a spreadsheet would run as a formula (=, +, -, @, tab, CR first) gets a leading quote. */
export function formulaSafe(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value
}

const options = { record_delimiter: 'windows', quoted_match: /[\r\n]/ } as const
const row = <Lead>(columns: ReadonlyArray<[string, (lead: Lead) => string]>, lead: Lead) => columns.map(([, value]) => formulaSafe(value(lead)))

/** RFC 4180 CSV of the leads, with a header row (the command line's export). */
export function leadsToCsv(leads: readonly LeadRecord[]): string {
  return stringifySync([csvColumns.map(([header]) => header), ...leads.map((lead) => row(csvColumns, lead))], options)
}

/**
 * The inbox's download, streamed: a UTF-8 byte order mark first, so spreadsheet programs read
 * accents and symbols right, then the header and one row per lead with its status and its number of photos.
 */
export function inboxCsvStream(leads: AsyncIterable<ExportedLead>): Stringifier {
  const csv = stringify({ ...options, bom: true })
  void (async () => {
    try {
      csv.write(inboxColumns.map(([header]) => header))
      for await (const lead of leads) if (!csv.write(row(inboxColumns, lead))) await new Promise((resolve) => csv.once('drain', resolve))
      csv.end()
    } catch (error) {
      csv.destroy(error as Error)
    }
  })()
  return csv
}

/** A job's stages in the order it moves through them; it may be lost at any stage before it is completed. */
export const leadStatuses = ['new', 'contacted', 'visit_scheduled', 'quoted', 'won', 'completed', 'lost'] as const
export type LeadStatus = (typeof leadStatuses)[number]

export const stageLabels: Record<LeadStatus, string> = {
  new: 'New',
  contacted: 'Contacted',
  visit_scheduled: 'Visit scheduled',
  quoted: 'Quoted',
  won: 'Won',
  completed: 'Completed',
  lost: 'Lost',
}

export function isLeadStatus(value: unknown): value is LeadStatus {
  return typeof value === 'string' && (leadStatuses as readonly string[]).includes(value)
}

/** The stage one tap moves a lead to; none after the last, or once lost. */
export function nextStage(status: LeadStatus): LeadStatus | undefined {
  const next = leadStatuses[leadStatuses.indexOf(status) + 1]
  return status === 'completed' || status === 'lost' ? undefined : next
}

/** Whether `status` comes before `later` in the job's order (a lost lead comes before none). */
export const isBefore = (status: LeadStatus, later: LeadStatus) => status !== 'lost' && leadStatuses.indexOf(status) < leadStatuses.indexOf(later)

/** A stage change as the lead's timeline, the audit log and the webhook tell it. */
export interface StatusChange {
  id: number
  at: string
  from: LeadStatus
  to: LeadStatus
  actor: string
}

import type { LeadRepository } from '../storage/lead-repository.ts'

export interface DeliveryHealth {
  /** `files`: no SMTP server is configured, so lead e-mails are only written under DATA_DIR/mail. */
  email: 'smtp' | 'files'
  /** Notifications that failed for good (see `npm run leads -- dead-letters`). */
  deadLetters: number
}

/** Whether lead notifications reach anyone: shown in the inbox and reported by /readyz. */
export async function deliveryHealth(repository: LeadRepository, smtpConfigured: boolean): Promise<DeliveryHealth> {
  return { email: smtpConfigured ? 'smtp' : 'files', deadLetters: (await repository.listJobs({ status: 'dead' })).length }
}

import type { DeliveryStatus, LeadRepository } from '../storage/lead-repository.ts'

/** A notification whose last attempt failed this recently, and is still being retried, is "failing". */
export const failingWindowMs = 24 * 3_600_000

export interface DeliveryHealth extends DeliveryStatus {
  /** `files`: no SMTP server is configured, so lead e-mails are only written under DATA_DIR/mail. */
  email: 'smtp' | 'files'
}

/** Whether lead notifications reach anyone: shown in the inbox and reported by /readyz. */
export async function deliveryHealth(repository: LeadRepository, smtpConfigured: boolean, now: Date): Promise<DeliveryHealth> {
  const status = await repository.deliveryStatus(new Date(now.getTime() - failingWindowMs))
  return { email: smtpConfigured ? 'smtp' : 'files', ...status }
}

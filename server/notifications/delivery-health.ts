import { StoreNotWritableError, type DeliveryStatus, type LeadRepository } from '../storage/lead-repository.ts'

/** A notification whose last attempt failed this recently, and is still being retried, is "failing". */
const failingWindowMs = 24 * 3_600_000

export interface DeliveryHealth extends DeliveryStatus {
  email: 'smtp' | 'files'
  storage?: string
}

export async function deliveryHealth(repository: LeadRepository, smtpConfigured: boolean, now: Date): Promise<DeliveryHealth> {
  const status = await repository.deliveryStatus(new Date(now.getTime() - failingWindowMs))
  const storage = await repository.checkWritable().then(
    () => undefined,
    (error: unknown) => (error instanceof StoreNotWritableError ? error.reason : 'the database refused a write'),
  )
  return { email: smtpConfigured ? 'smtp' : 'files', ...status, ...(storage && { storage }) }
}

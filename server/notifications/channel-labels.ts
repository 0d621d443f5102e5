import type { Channel } from '../storage/lead-repository.ts'

export const channelLabels: Record<Channel, string> = {
  email: 'E-mail to the business',
  webhook: 'Webhook',
  confirmation: 'Confirmation to the customer',
  push: 'Alert on your devices',
  reminder: 'Reminder alert',
  digest: 'Digest e-mail to the business (notification cap)',
  visit: 'Visit invitation to the customer',
  status: 'Webhook: stage change',
  review: 'Review request to the customer',
  review_reminder: 'Review request reminder',
}

import { confirmationWindowMs, jobCondition, type Channel } from './lead-repository.ts'
import { recipientKey } from './recipient-key.ts'

/** One outbox job of a lead, written only when jobCondition allows it (and once per lead and channel). */
export const insertJobSql = `INSERT INTO outbox (lead_id, channel, recipient, next_attempt_at, created_at, updated_at)
  SELECT @leadId, @channel, CASE WHEN @channel = 'confirmation' THEN @recipient END, @due, @now, @now
  WHERE ${jobCondition({ channel: '@channel', recipient: '@recipient', since: '@since' })}
  ON CONFLICT (lead_id, channel) DO NOTHING`

/** `due`: when the job may first be sent (NewLead.jobsDueAt), `now` by default. */
export function jobParams(leadId: string, channel: Channel, email: string, now: Date, due: Date = now) {
  return {
    leadId,
    channel,
    recipient: recipientKey(email),
    now: now.toISOString(),
    due: due.toISOString(),
    since: new Date(now.getTime() - confirmationWindowMs).toISOString(),
  }
}

import { confirmationWindowMs, jobCondition } from './lead-repository.ts'

/**
 * The outbox jobs of the lead in CTE `lead` (its column id), one per channel in the text[]
 * parameter `channels`, each written only when jobCondition allows it. `now` (and `due`, when the
 * jobs may first be sent) are timestamptz parameters, `recipient` the text parameter holding the
 * lead's recipientKey. Part of one statement, so the jobs commit with the lead.
 */
export function insertJobsSql(lead: string, now: string, channels: string, recipient: string, due: string = now): string {
  return `
    INSERT INTO outbox (lead_id, channel, recipient, next_attempt_at, created_at, updated_at)
    SELECT ${lead}.id, channel, CASE WHEN channel = 'confirmation' THEN ${recipient}::text END, ${due}, ${now}, ${now}
    FROM ${lead} CROSS JOIN unnest(${channels}::text[]) AS channel
    WHERE ${jobCondition({ channel: 'channel', recipient: `${recipient}::text`, since: `${now}::timestamptz - interval '${confirmationWindowMs / 1000} seconds'` })}`
}

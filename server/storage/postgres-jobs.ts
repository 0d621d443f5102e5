import { confirmationWindowMs, jobCondition } from './lead-repository.ts'

/**
 * The outbox jobs of the lead in CTE `lead` (its columns id and email), one per channel in the
 * text[] parameter `channels`, each written only when jobCondition allows it. `now` (and `due`,
 * when the jobs may first be sent) are timestamptz parameters. Part of one statement, so the jobs commit with the lead.
 */
export function insertJobsSql(lead: string, now: string, channels: string, due: string = now): string {
  return `
    INSERT INTO outbox (lead_id, channel, recipient, next_attempt_at, created_at, updated_at)
    SELECT ${lead}.id, channel, CASE WHEN channel = 'confirmation' THEN lower(btrim(${lead}.email)) END, ${due}, ${now}, ${now}
    FROM ${lead} CROSS JOIN unnest(${channels}::text[]) AS channel
    WHERE ${jobCondition({ channel: 'channel', recipient: `lower(btrim(${lead}.email))`, since: `${now}::timestamptz - interval '${confirmationWindowMs / 1000} seconds'` })}`
}

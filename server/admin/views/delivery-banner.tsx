import type { DeliveryHealth } from '#server/notifications/delivery-health.ts'
import { formatBusinessTime } from '#server/business-time.ts'
import { channelLabels } from '#server/notifications/channel-labels.ts'

export function DeliveryBanner({ health }: { health: DeliveryHealth }) {
  const { email, deadLetters, failing, lastFailure, storage } = health
  if (email === 'smtp' && deadLetters === 0 && failing === 0 && !storage) return null
  return (
    <div role="alert" className="mb-4 grid gap-1 rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm">
      {storage && (
        <p className="font-semibold">
          New leads cannot be saved: {storage}. Quote requests fail until disk space is freed or the database is fixed on the server.
        </p>
      )}
      {email === 'files' && (
        <p>
          E-mail is not set up: new-lead e-mails are only written to files on the server. Set <code>SMTP_URL</code> so they reach your inbox.
        </p>
      )}
      {failing > 0 && lastFailure && (
        <p>
          {failing} notification{failing === 1 ? ' is' : 's are'} failing and being retried. Last failure {formatBusinessTime(lastFailure.at)} (
          {channelLabels[lastFailure.channel]}): {lastFailure.error}
        </p>
      )}
      {deadLetters > 0 && (
        <p>
          {deadLetters} notification{deadLetters === 1 ? '' : 's'} failed for good: each lead concerned shows why under Notifications. Once that is fixed (the
          e-mail or webhook settings), press Re-send there, or send them all again on the server with <code>npm run leads -- resend --all</code>.
        </p>
      )}
    </div>
  )
}

/** Tells the owner when lead notifications are not reaching anyone. */
export function DeliveryBanner({ emailToFiles, deadLetters }: { emailToFiles: boolean; deadLetters: number }) {
  if (!emailToFiles && deadLetters === 0) return null
  return (
    <div role="alert" className="mb-4 grid gap-1 rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm">
      {emailToFiles && (
        <p>
          E-mail is not set up: new-lead e-mails are only written to files on the server. Set <code>SMTP_URL</code> so they reach your inbox.
        </p>
      )}
      {deadLetters > 0 && (
        <p>
          {deadLetters} notification{deadLetters === 1 ? '' : 's'} failed for good. Check the e-mail settings, then re-send with{' '}
          <code>npm run leads -- resend --all</code>.
        </p>
      )}
    </div>
  )
}

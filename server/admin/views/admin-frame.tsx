import type { ReactNode } from 'react'
import { Button } from '#app/components/ui/button.tsx'
import { alertPaths } from '../web-app.ts'

export function AdminFrame({ email, csrfToken, vapidPublicKey, children }: { email: string; csrfToken: string; vapidPublicKey?: string; children: ReactNode }) {
  return (
    <>
      <header className="bg-primary px-4 py-3 text-primary-foreground">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3">
          <a href="/admin" className="text-lg font-bold">
            Lead inbox
          </a>
          <div className="flex flex-wrap items-center gap-3">
            {vapidPublicKey && (
              <Button
                type="button"
                variant="hero"
                size="sm"
                className="aria-disabled:opacity-50"
                hidden
                data-alerts-toggle
                data-vapid-public-key={vapidPublicKey}
              >
                Turn on alerts on this device
              </Button>
            )}
            <form method="post" action="/admin/logout" className="flex items-center gap-3 text-sm">
              <span>{email}</span>
              <input type="hidden" name="_csrf" value={csrfToken} />
              <Button type="submit" variant="hero" size="sm">
                Log out
              </Button>
            </form>
          </div>
        </div>
        {vapidPublicKey && <p role="status" data-alerts-status className="mx-auto max-w-6xl text-sm not-empty:pt-2" />}
      </header>
      <main className="mx-auto max-w-6xl px-4 py-6 wrap-anywhere">{children}</main>
      <script src={alertPaths.pageScript} defer />
    </>
  )
}

import type { ReactNode } from 'react'
import { Button } from '../../../app/components/ui/button.tsx'
import { formatPhoneDisplay } from '../../../app/quote/phone-format.ts'

/** The header every signed-in page shares: where you are, who you are, and the way out. */
export function AdminFrame({ email, csrfToken, children }: { email: string; csrfToken: string; children: ReactNode }) {
  return (
    <>
      <header className="bg-primary px-4 py-3 text-primary-foreground">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3">
          <a href="/admin" className="text-lg font-bold">
            Lead inbox
          </a>
          <form method="post" action="/admin/logout" className="flex items-center gap-3 text-sm">
            <span>{email}</span>
            <input type="hidden" name="_csrf" value={csrfToken} />
            <Button type="submit" variant="hero" size="sm">
              Log out
            </Button>
          </form>
        </div>
      </header>
      <main className="mx-auto max-w-6xl px-4 py-6">{children}</main>
    </>
  )
}

/** A stored ten-digit number as people write it, (469) 555-0142; anything else exactly as stored. */
export function formatPhone(phone: string): string {
  return /^\d{10}$/.test(phone) ? formatPhoneDisplay(phone) : phone
}

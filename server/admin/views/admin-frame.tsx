import type { ReactNode } from 'react'
import { Button } from '../../../app/components/ui/button.tsx'

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

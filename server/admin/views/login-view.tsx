import { Button } from '#app/components/ui/button.tsx'
import { Input } from '#app/components/ui/input.tsx'
import { Label } from '#app/components/ui/label.tsx'

export function LoginView({ message, email, csrfToken, returnTo }: { message?: string; email?: string; csrfToken: string; returnTo: string }) {
  return (
    <main className="mx-auto max-w-sm px-4 py-16">
      <h1 className="mb-6 text-2xl font-bold">Lead inbox</h1>
      <form method="post" action="/admin/login" className="grid gap-4 rounded-xl border bg-card p-6 shadow-sm">
        {message && (
          <p role="alert" className="rounded-md bg-destructive/10 p-3 text-sm text-destructive">
            {message}
          </p>
        )}
        <input type="hidden" name="_csrf" value={csrfToken} />
        <input type="hidden" name="returnTo" value={returnTo} />
        <div className="grid gap-1.5">
          <Label htmlFor="email">Email</Label>
          <Input id="email" name="email" type="email" autoComplete="username" required defaultValue={email} />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="password">Password</Label>
          <Input id="password" name="password" type="password" autoComplete="current-password" required />
        </div>
        <Button type="submit">Log in</Button>
      </form>
    </main>
  )
}

import type { CSSProperties } from 'react'
import type * as Sonner from 'sonner'
import type { ExternalToast } from 'sonner'

type SonnerModule = typeof Sonner

/**
 * Sonner is loaded on the first toast, not with the page: most visits never show one. The first
 * toast also mounts the one Toaster, in a React root of its own at the end of the page (the
 * islands that raise toasts each have their own root; none of them owns the toaster).
 */
let loading: Promise<SonnerModule> | undefined

export function loadSonner(): Promise<SonnerModule> {
  loading ??= import('sonner').then(
    async (sonner) => {
      const { createRoot } = await import('react-dom/client')
      const container = document.createElement('div')
      document.body.append(container)
      createRoot(container).render(<Toaster sonner={sonner} />)
      return sonner
    },
    (error: unknown) => {
      // Not loaded (a flaky network): the next toast asks again.
      loading = undefined
      throw error
    },
  )
  return loading
}

const toasterStyle = {
  // Sonner sets its own system font stack; toasts use the site's.
  fontFamily: 'var(--font-sans)',
  '--normal-bg': 'var(--color-popover)',
  '--normal-text': 'var(--color-popover-foreground)',
  '--normal-border': 'var(--color-border)',
  '--success-bg': 'var(--color-popover)',
  '--success-text': 'var(--color-success)',
  '--success-border': 'var(--color-success)',
  '--error-bg': 'var(--color-destructive)',
  '--error-text': 'var(--color-destructive-foreground)',
  '--error-border': 'var(--color-destructive)',
} as CSSProperties

function Toaster({ sonner }: { sonner: SonnerModule }) {
  return (
    <sonner.Toaster
      position="top-center"
      richColors
      // Toasts stay 4-5 s and at most three stack, so a message is read but never piles up.
      duration={4500}
      visibleToasts={3}
      className="toaster group"
      style={toasterStyle}
      toastOptions={{ classNames: { title: '!text-sm !font-semibold', description: '!text-sm' } }}
    />
  )
}

/** Whether the toast was shown: false when sonner could not load, so that a caller can say it another way. */
const show = (toastWith: (sonner: SonnerModule) => unknown): Promise<boolean> =>
  loadSonner().then(
    (sonner) => {
      toastWith(sonner)
      return true
    },
    () => false,
  )

/** Shows a toast through the one Toaster, loading sonner first if needed; never rejects. */
export const toast = {
  success: (title: string, options?: ExternalToast) => show((sonner) => sonner.toast.success(title, options)),
  error: (title: string, options?: ExternalToast) => show((sonner) => sonner.toast.error(title, options)),
}

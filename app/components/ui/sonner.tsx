import { useEffect, useState, type CSSProperties } from 'react'
import type * as Sonner from 'sonner'
import type { ExternalToast, ToasterProps } from 'sonner'

type SonnerModule = typeof Sonner

/**
 * Sonner is loaded on the first toast, not with the page: most visits never show one, and
 * the first-load JavaScript budget is tight. Until then the Toaster renders nothing. Sonner
 * replays toasts raised before its Toaster subscribed, so the first toast is not lost.
 */
let loaded: SonnerModule | undefined
let loading: Promise<SonnerModule> | undefined
const waitingToasters = new Set<(sonner: SonnerModule) => void>()

export function loadSonner(): Promise<SonnerModule> {
  loading ??= import('sonner').then((sonner) => {
    loaded = sonner
    for (const show of waitingToasters) show(sonner)
    waitingToasters.clear()
    return sonner
  })
  return loading
}

/** Spec section 9: toasts stay 4-5 s, at most three are stacked. */
export const toastDefaults = { duration: 4500, visibleToasts: 3 } as const

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

/** Mount once in the site layout. */
export function Toaster(props: ToasterProps) {
  const [sonner, setSonner] = useState<SonnerModule | undefined>(loaded)

  useEffect(() => {
    if (sonner) return
    if (loaded) {
      setSonner(loaded)
      return
    }
    const show = (module: SonnerModule) => setSonner(module)
    waitingToasters.add(show)
    return () => {
      waitingToasters.delete(show)
    }
  }, [sonner])

  if (!sonner) return null
  return (
    <sonner.Toaster
      position="top-center"
      richColors
      duration={toastDefaults.duration}
      visibleToasts={toastDefaults.visibleToasts}
      className="toaster group"
      style={toasterStyle}
      toastOptions={{ classNames: { title: '!text-sm !font-semibold', description: '!text-sm' } }}
      {...props}
    />
  )
}

/** Shows a toast through the one Toaster, loading sonner first if needed. */
export const toast = {
  success: (title: string, options?: ExternalToast) => loadSonner().then((sonner) => sonner.toast.success(title, options)),
  error: (title: string, options?: ExternalToast) => loadSonner().then((sonner) => sonner.toast.error(title, options)),
  message: (title: string, options?: ExternalToast) => loadSonner().then((sonner) => sonner.toast(title, options)),
}

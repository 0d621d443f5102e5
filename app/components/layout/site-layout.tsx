import { useEffect, type ReactNode } from 'react'
import { useNavigation } from 'react-router'
import { Toaster } from '../ui/sonner.tsx'
import { BreadcrumbBar } from './breadcrumb-bar.tsx'
import { MobileBottomBar } from './mobile-bottom-bar.tsx'
import { preloadHeroFor } from './site-link.tsx'
import { SiteFooter } from './site-footer.tsx'
import { SiteHeader } from './site-header.tsx'
import { TrustBanner } from './trust-banner.tsx'

/** Covers navigations that start without hover or focus (touch, back/forward, programmatic). */
function useHeroPreloadOnNavigation() {
  const navigation = useNavigation()
  const nextPath = navigation.location?.pathname
  useEffect(() => {
    if (nextPath) preloadHeroFor(nextPath)
  }, [nextPath])
}

export function SiteLayout({ children }: { children: ReactNode }) {
  useHeroPreloadOnNavigation()
  return (
    <>
      <a href="#main" className="sr-only z-50 rounded-md bg-background px-4 py-2 font-semibold focus:not-sr-only focus:fixed focus:left-4 focus:top-4">
        Skip to content
      </a>
      <TrustBanner />
      <SiteHeader />
      <BreadcrumbBar />
      <main id="main" tabIndex={-1} className="outline-none">
        {children}
      </main>
      <SiteFooter />
      <MobileBottomBar />
      <Toaster />
    </>
  )
}

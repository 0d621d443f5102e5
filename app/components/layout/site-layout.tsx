import { useEffect, type ReactNode } from 'react'
import { useNavigation } from 'react-router'
import { afterLoadWhenIdle } from '../../lib/after-load-when-idle.ts'
import { CompactEstimator, QuoteForm } from '../../lib/lazy-islands.tsx'
import { Toaster } from '../ui/sonner.tsx'
import { BreadcrumbBar } from './breadcrumb-bar.tsx'
import { MobileBottomBar } from './mobile-bottom-bar.tsx'
import { preloadPageFor } from './site-link.tsx'
import { SiteFooter } from './site-footer.tsx'
import { SiteHeader } from './site-header.tsx'
import { TrustBanner } from './trust-banner.tsx'

/** Covers navigations that start without hover or focus (touch, back/forward, programmatic). */
function usePagePreloadOnNavigation() {
  const navigation = useNavigation()
  const nextPath = navigation.location?.pathname
  useEffect(() => {
    if (nextPath) preloadPageFor(nextPath)
  }, [nextPath])
}

/**
 * Once the page has loaded and the browser is idle, fetches the code of the parts most pages show
 * (the quote form, the compact estimator). A page that has them is fetching it already; from a
 * page without them, a client-side navigation then shows the next page whole instead of the part
 * arriving after it and pushing the page down (decision 9).
 */
function useLazyPartsPreload() {
  useEffect(() => {
    afterLoadWhenIdle(() => {
      void QuoteForm.preload()
      void CompactEstimator.preload()
    })
  }, [])
}

export function SiteLayout({ children }: { children: ReactNode }) {
  usePagePreloadOnNavigation()
  useLazyPartsPreload()
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

import type { ReactNode } from 'react'
import type { Crumb } from '#app/seo/breadcrumbs.ts'
import { BreadcrumbBar } from './breadcrumb-bar.tsx'
import { MobileBottomBar } from './mobile-bottom-bar.tsx'
import { SiteFooter } from './site-footer.tsx'
import { SiteHeader } from './site-header.tsx'
import type { SiteNav } from './site-nav.ts'
import { TrustBanner } from './trust-banner.tsx'

export function SiteLayout({
  nav,
  trustClaims,
  breadcrumbs,
  children,
}: {
  nav: SiteNav
  trustClaims: readonly string[]
  breadcrumbs?: readonly Crumb[]
  children: ReactNode
}) {
  return (
    <>
      <a href="#main" className="sr-only z-50 rounded-md bg-background px-4 py-2 font-semibold focus:not-sr-only focus:fixed focus:left-4 focus:top-4">
        Skip to content
      </a>
      <TrustBanner claims={trustClaims} />
      <SiteHeader nav={nav} />
      {breadcrumbs && <BreadcrumbBar trail={breadcrumbs} />}
      <main id="main" tabIndex={-1} className="outline-none">
        {children}
      </main>
      <SiteFooter nav={nav} />
      <MobileBottomBar />
    </>
  )
}

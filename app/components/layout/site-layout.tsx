import { ChevronRight, FileText, Phone } from 'lucide'
import type { ReactNode } from 'react'
import { useLanguage, type Language } from '#app/lib/language.tsx'
import type { Crumb } from '#app/seo/breadcrumbs.ts'
import { site } from '#app/site-config.ts'
import { actionText } from '../sections/action-text.ts'
import { QuoteLink } from '../sections/quote-link.tsx'
import { Icon } from '../ui/icon.tsx'
import { SiteLink } from './site-link.tsx'
import { SiteFooter } from './site-footer.tsx'
import { SiteHeader } from './site-header.tsx'
import type { SiteNav } from './site-nav.ts'
import { TrustBanner } from './trust-banner.tsx'

const english = { skipToContent: 'Skip to content', breadcrumb: 'Breadcrumb', quickActions: 'Quick actions', callNow: 'Call Now' }

/** What the page frame says itself: the skip link, the landmarks' names and the phone bar's call button. */
export const siteLayoutText = {
  en: english,
  es: { skipToContent: 'Saltar al contenido', breadcrumb: 'Ruta de navegación', quickActions: 'Acciones rápidas', callNow: 'Llamar ahora' },
} satisfies Record<Language, typeof english>

/**
 * On every page except home. Labels from the route table, otherwise the slug words capitalized.
 * The not-found page has none: it is prerendered once and shown for any unknown path.
 */
function BreadcrumbBar({ trail }: { trail: readonly Crumb[] }) {
  return (
    <nav aria-label={siteLayoutText[useLanguage()].breadcrumb} className="border-b bg-muted/60">
      <ol className="mx-auto flex max-w-7xl flex-wrap items-center gap-1 px-4 py-2.5 text-sm">
        {trail.map((crumb, index) => (
          <li key={crumb.path} className="flex items-center gap-1">
            {index > 0 && <Icon icon={ChevronRight} className="size-4 text-muted-foreground" />}
            {index === trail.length - 1 ? (
              <span aria-current="page" className="font-semibold">
                {crumb.label}
              </span>
            ) : (
              <SiteLink to={crumb.path} className="text-muted-foreground underline-offset-4 hover:text-primary hover:underline">
                {crumb.label}
              </SiteLink>
            )}
          </li>
        ))}
      </ol>
    </nav>
  )
}

/** Fixed bar on phones: the two things a visitor on a phone came to do. */
function MobileBottomBar() {
  const language = useLanguage()
  return (
    <nav
      aria-label={siteLayoutText[language].quickActions}
      className="fixed inset-x-0 bottom-0 z-40 grid grid-cols-2 border-t bg-background pb-[env(safe-area-inset-bottom)] shadow-[0_-4px_12px_rgba(0,0,0,0.08)] md:hidden"
    >
      <a
        href={site.phone.href}
        data-place="mobile-bar"
        className="flex h-14 items-center justify-center gap-2 bg-primary font-semibold text-primary-foreground"
      >
        <Icon icon={Phone} className="size-5" />
        {siteLayoutText[language].callNow}
      </a>
      <QuoteLink className="flex h-14 items-center justify-center gap-2 bg-cta font-semibold text-cta-foreground">
        <Icon icon={FileText} className="size-5" />
        {actionText[language].getQuote}
      </QuoteLink>
    </nav>
  )
}

export function SiteLayout({
  nav,
  trustClaims,
  breadcrumbs,
  twinPath,
  children,
}: {
  nav: SiteNav
  trustClaims: readonly string[]
  breadcrumbs?: readonly Crumb[]
  /** This page in the other language: the header's and the mobile menu's language link. */
  twinPath: string
  children: ReactNode
}) {
  return (
    <>
      <a href="#main" className="sr-only z-50 rounded-md bg-background px-4 py-2 font-semibold focus:not-sr-only focus:fixed focus:left-4 focus:top-4">
        {siteLayoutText[useLanguage()].skipToContent}
      </a>
      <TrustBanner claims={trustClaims} />
      <SiteHeader nav={nav} twinPath={twinPath} />
      {breadcrumbs && <BreadcrumbBar trail={breadcrumbs} />}
      <main id="main" tabIndex={-1} className="outline-none">
        {children}
      </main>
      <SiteFooter nav={nav} />
      <MobileBottomBar />
    </>
  )
}

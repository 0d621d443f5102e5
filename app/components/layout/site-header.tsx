import { Phone } from 'lucide'
import { cn } from '#app/lib/utils.ts'
import { Icon } from '../ui/icon.tsx'
import type { NavGroup, NavLinkItem, SiteNav } from './site-nav.ts'
import { useLanguage, type Language } from '#app/lib/language.tsx'
import { sitePaths } from '#app/lib/site-paths.ts'
import { site } from '#app/site-config.ts'
import { actionText } from '../sections/action-text.ts'
import { QuoteLink } from '../sections/quote-link.tsx'
import { buttonVariants } from '../ui/button.tsx'
import { NavDisclosure, navTriggerStyle } from '../ui/nav-disclosure.tsx'
import { BusinessLogo } from './business-logo.tsx'
import { LanguageSwitch } from './language-switch.tsx'
import { menuText } from './menu-text.ts'
import { MobileMenu } from './mobile-menu.tsx'
import { SiteLink, SiteNavLink } from './site-link.tsx'

const english = { main: 'Main', homeLink: (business: string) => `${business}, home` }

/** What the header says itself: its navigation's name and the logo link's. */
export const siteHeaderText = {
  en: english,
  es: { main: 'Menú principal', homeLink: (business: string) => `${business}, página de inicio` },
} satisfies Record<Language, typeof english>

/** The label is the link's own first line; the description, when there is one, a block under it. */
function MenuLink({ item }: { item: NavLinkItem }) {
  return (
    <SiteLink to={item.path} className="block rounded-md p-2.5 text-sm font-semibold hover:bg-accent focus-visible:bg-accent">
      {item.label}
      {item.description && <span className="block text-xs font-normal text-muted-foreground">{item.description}</span>}
    </SiteLink>
  )
}

/** A dropdown's panel content (the panel sets its width, nav-disclosure.tsx): the link groups, then the link to the overview. */
function MenuGroups({ groups, footerLink, columns }: { groups: NavGroup[]; footerLink: NavLinkItem; columns: string }) {
  return (
    <>
      <div className={`grid gap-4 ${columns}`}>
        {groups.map((group) => (
          <div key={group.heading}>
            <p className="mb-1 px-2.5 text-xs font-bold uppercase tracking-wider text-cta">{group.heading}</p>
            <ul>
              {group.links.map((item) => (
                <li key={item.path}>
                  <MenuLink item={item} />
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
      <div className="mt-3 border-t pt-3">
        <SiteLink to={footerLink.path} className="inline-block rounded-md px-2.5 py-2 text-sm font-semibold text-primary hover:bg-accent">
          {footerLink.label} →
        </SiteLink>
      </div>
    </>
  )
}

export function SiteHeader({ nav, twinPath }: { nav: SiteNav; twinPath: string }) {
  const { serviceMenu, locationMenu, allServicesLink, allLocationsLink, primaryLinks } = nav
  const language = useLanguage()
  const [text, menu] = [siteHeaderText[language], menuText[language]]
  const home = sitePaths.home[language]
  return (
    // 4rem of content over its border (`box-content`), its links centred by its own padding (`px-page-inset`).
    <header className="sticky top-0 z-40 box-content flex h-16 items-center justify-between gap-4 border-b bg-background/95 px-page-inset shadow-sm backdrop-blur supports-[backdrop-filter]:bg-background/85">
      <SiteLink to={home} className="rounded-md" aria-label={text.homeLink(site.businessName)}>
        <BusinessLogo />
      </SiteLink>

      {/* From 1280 px: below it the links of either language do not fit beside the logo, the phone and the quote button. */}
      <nav aria-label={text.main} className="max-xl:hidden">
        <ul className="relative flex list-none items-center">
          <li>
            <SiteNavLink to={home} className={navTriggerStyle}>
              {menu.home}
            </SiteNavLink>
          </li>
          <NavDisclosure label={menu.services}>
            <MenuGroups groups={serviceMenu} footerLink={allServicesLink} columns="grid-cols-2" />
          </NavDisclosure>
          <NavDisclosure label={menu.locations}>
            <MenuGroups groups={locationMenu} footerLink={allLocationsLink} columns="grid-cols-2" />
          </NavDisclosure>
          {primaryLinks.map((item) => (
            <li key={item.path}>
              <SiteNavLink to={item.path} className={navTriggerStyle}>
                {item.label}
              </SiteNavLink>
            </li>
          ))}
        </ul>
      </nav>

      <div className="flex items-center gap-2">
        <LanguageSwitch twinPath={twinPath} className={cn(navTriggerStyle, 'max-xl:hidden')} />
        <a
          href={site.phone.href}
          data-place="header"
          className="hidden items-center gap-2 whitespace-nowrap rounded-md px-2 py-2 text-sm font-bold text-primary hover:bg-accent xl:flex"
        >
          <Icon icon={Phone} className="size-4" />
          {site.phone.display}
        </a>
        <QuoteLink className={buttonVariants({ variant: 'cta', className: 'max-sm:hidden' })}>{actionText[language].getQuote}</QuoteLink>
        <MobileMenu nav={nav} twinPath={twinPath} />
      </div>
    </header>
  )
}

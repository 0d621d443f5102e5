import { Menu, Phone } from 'lucide'
import { Icon } from '../ui/icon.tsx'
import type { NavGroup, NavLinkItem, SiteNav } from './site-nav.ts'
import { useLanguage, type Language } from '#app/lib/language.tsx'
import { sitePaths } from '#app/lib/site-paths.ts'
import { site } from '#app/site-config.ts'
import { actionText } from '../sections/action-text.ts'
import { QuoteLink } from '../sections/quote-link.tsx'
import { AccordionItem } from '../ui/accordion.tsx'
import { Button, buttonVariants } from '../ui/button.tsx'
import { Sheet } from '../ui/sheet.tsx'
import { LanguageSwitch } from './language-switch.tsx'
import { menuText } from './menu-text.ts'
import { SiteNavLink } from './site-link.tsx'

const english = {
  open: 'Open menu',
  title: 'Menu',
  description: 'Services, service areas and ways to reach us.',
  navigation: 'Mobile',
  call: (phone: string) => `Call ${phone}`,
}

/** What the phone menu says itself; its links come as props. */
export const mobileMenuText = {
  en: english,
  es: {
    open: 'Abrir menú',
    title: 'Menú',
    description: 'Servicios, áreas de servicio y formas de comunicarse con nosotros.',
    navigation: 'Menú móvil',
    call: (phone: string) => `Llame al ${phone}`,
  },
} satisfies Record<Language, typeof english>

const linkStyle = 'block rounded-md px-3 py-3 font-semibold hover:bg-accent aria-[current=page]:text-primary aria-[current=page]:bg-accent'

/** The accordion name shared by the menu's Services and Locations groups: one opens at a time. */
const groupName = 'mobile-menu-group'

function Links({ items, className }: { items: NavLinkItem[]; className?: string }) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item.path}>
          <SiteNavLink to={item.path} className={linkStyle}>
            {item.label}
          </SiteNavLink>
        </li>
      ))}
    </ul>
  )
}

function GroupSection({ label, groups, all }: { label: string; groups: NavGroup[]; all: NavLinkItem }) {
  return (
    <AccordionItem group={groupName} title={label} headingLevel={2} className="px-3">
      {groups.map((group) => (
        <div key={group.heading} className="mb-2">
          <p className="px-3 pt-2 text-xs font-bold uppercase tracking-wider text-cta">{group.heading}</p>
          <Links items={group.links} />
        </div>
      ))}
      <Links items={[all]} className="pb-2" />
    </AccordionItem>
  )
}

const mobileMenuId = 'mobile-menu'

/** The menu button and its slide-out menu for phones and tablets: the browser opens it (`popoverTarget`), from the first paint. */
export function MobileMenu({ nav, twinPath }: { nav: SiteNav; twinPath: string }) {
  const { serviceMenu, locationMenu, allServicesLink, allLocationsLink, primaryLinks } = nav
  const language = useLanguage()
  const [text, menu] = [mobileMenuText[language], menuText[language]]
  return (
    <>
      <Button variant="ghost" size="icon" className="xl:hidden" aria-label={text.open} popoverTarget={mobileMenuId}>
        <Icon icon={Menu} className="size-6" />
      </Button>
      <Sheet id={mobileMenuId} title={text.title} description={text.description}>
        <nav aria-label={text.navigation} className="flex-1 p-2">
          <Links items={[{ label: menu.home, path: sitePaths.home[language] }]} />
          <GroupSection label={menu.services} groups={serviceMenu} all={allServicesLink} />
          <GroupSection label={menu.locations} groups={locationMenu} all={allLocationsLink} />
          <Links items={primaryLinks} />
          <div className="mt-2 border-t pt-2">
            <LanguageSwitch twinPath={twinPath} className={linkStyle} />
          </div>
        </nav>
        <div className="grid gap-3 border-t p-4">
          <QuoteLink className={buttonVariants({ variant: 'cta', size: 'lg' })}>{actionText[language].getQuote}</QuoteLink>
          <a className={buttonVariants({ variant: 'outline', size: 'lg' })} href={site.phone.href} data-place="mobile-menu">
            <Icon icon={Phone} />
            {text.call(site.phone.display)}
          </a>
        </div>
      </Sheet>
    </>
  )
}

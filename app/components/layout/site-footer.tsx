import { Clock, Mail, MapPin, Phone } from 'lucide'
import { Icon } from '../ui/icon.tsx'
import type { SiteNav } from './site-nav.ts'
import { useLanguage, type Language } from '#app/lib/language.tsx'
import { site } from '#app/site-config.ts'
import { BusinessLogo } from './business-logo.tsx'
import { cn } from '#app/lib/utils.ts'
import { EmbedNearView } from '../ui/embed-near-view.tsx'
import { openingHoursText } from '../sections/opening-hours.ts'
import { menuText } from './menu-text.ts'
import { SiteLink } from './site-link.tsx'
import { EmailLink } from '#app/components/layout/email-address.tsx'

/** The year the site was built: hydration starts from the year the HTML shows, or React would throw the page away. */
declare const __BUILD_YEAR__: number

const { city, state } = site.address

const english = {
  about: `Family-owned fence contractor in ${city}, Texas. Wood, vinyl, iron and chain link fences, gates and outdoor living across north Dallas-Fort Worth.`,
  quickLinks: 'Quick Links',
  serviceAreas: 'Service Areas',
  contact: 'Contact',
  map: `Map of ${site.businessName} in ${city}, ${state}`,
  rights: 'All rights reserved.',
  licensed: `Licensed, bonded & insured · Serving a ${site.serviceRadiusMiles}-mile radius of ${city}, TX`,
}

/** What the footer says itself; its link lists come as props. */
export const siteFooterText = {
  en: english,
  es: {
    about: `Empresa familiar de cercas en ${city}, Texas. Cercas de madera, vinilo, hierro y malla ciclónica, portones y espacios al aire libre en todo el norte de Dallas-Fort Worth.`,
    quickLinks: 'Enlaces rápidos',
    serviceAreas: 'Áreas de servicio',
    contact: 'Contacto',
    map: `Mapa de ${site.businessName} en ${city}, ${state}`,
    rights: 'Todos los derechos reservados.',
    licensed: `Con licencia, fianza y seguro · Damos servicio en un radio de ${site.serviceRadiusMiles} millas de ${city}, TX`,
  },
} satisfies Record<Language, typeof english>

function FooterLinks({ title, links }: { title: string; links: ReadonlyArray<{ label: string; path: string }> }) {
  return (
    <div>
      <h2 className="mb-4 font-display text-base font-bold text-white">{title}</h2>
      <ul className="space-y-1 text-sm">
        {links.map((link) => (
          <li key={link.path}>
            <SiteLink to={link.path} className="inline-block py-1 text-white/80 hover:text-white hover:underline">
              {link.label}
            </SiteLink>
          </li>
        ))}
      </ul>
    </div>
  )
}

/** The footer map: nothing is fetched from the map host until the footer scrolls near view. */
function LazyMap({ className, title }: { className?: string; title: string }) {
  const address = `${site.address.street}, ${site.address.city}, ${site.address.state} ${site.address.zip}`
  return (
    <EmbedNearView
      className={cn('relative aspect-[4/3] overflow-hidden rounded-lg bg-white/10', className)}
      placeholder={
        <div className="absolute inset-0 flex flex-col items-center justify-center gap-2 p-4 text-center text-sm text-white/85">
          <Icon icon={MapPin} className="size-6 text-amber-200" />
          {address}
        </div>
      }
    >
      <iframe title={title} src={site.mapEmbedUrl} className="absolute inset-0 size-full border-0" loading="lazy" referrerPolicy="no-referrer-when-downgrade" />
    </EmbedNearView>
  )
}

export function SiteFooter({ nav }: { nav: SiteNav }) {
  const services = nav.serviceMenu.flatMap((group) => group.links)
  const areas = nav.locationMenu[0]?.links ?? []
  const language = useLanguage()
  const [text, hours] = [siteFooterText[language], openingHoursText[language]]
  return (
    <footer className="bg-[#14241d] pb-20 text-white md:pb-0">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:grid-cols-2 lg:grid-cols-5">
        <div className="lg:col-span-1">
          <BusinessLogo tone="light" />
          <p className="mt-4 text-sm text-white/80">{text.about}</p>
        </div>
        <FooterLinks title={text.quickLinks} links={nav.footerQuickLinks} />
        <FooterLinks title={menuText[language].services} links={services} />
        <FooterLinks title={text.serviceAreas} links={areas} />
        <div>
          <h2 className="mb-4 font-display text-base font-bold text-white">{text.contact}</h2>
          <ul className="space-y-3 text-sm text-white/85">
            <li>
              <a href={site.phone.href} data-place="footer" className="flex items-center gap-2 hover:text-white hover:underline">
                <Icon icon={Phone} className="size-4 text-amber-200" />
                {site.phone.display}
              </a>
            </li>
            <li>
              <EmailLink
                className="flex items-center gap-2 wrap-anywhere hover:text-white hover:underline"
                icon={<Icon icon={Mail} className="size-4 shrink-0 text-amber-200" />}
              />
            </li>
            <li className="flex gap-2">
              <Icon icon={MapPin} className="mt-0.5 size-4 shrink-0 text-amber-200" />
              <address className="not-italic">
                {site.address.street}
                <br />
                {site.address.city}, {site.address.state} {site.address.zip}
              </address>
            </li>
            <li className="flex gap-2">
              <Icon icon={Clock} className="mt-0.5 size-4 shrink-0 text-amber-200" />
              <span>
                {site.hours.map((entry) => (
                  <span key={entry.days} className="block">
                    {hours.days(entry)}: {hours.note(entry)}
                  </span>
                ))}
              </span>
            </li>
          </ul>
          <LazyMap className="mt-5" title={text.map} />
        </div>
      </div>
      <div className="flex flex-col gap-2 border-t border-white/10 px-page-inset py-6 text-sm text-white/75 sm:flex-row sm:justify-between">
        <p>
          © <span data-current-year="">{__BUILD_YEAR__}</span> {site.legalName}. {text.rights}
        </p>
        <p>{text.licensed}</p>
      </div>
    </footer>
  )
}

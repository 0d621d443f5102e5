import { MapPin } from 'lucide'
import { Icon } from '../components/ui/icon.tsx'
import { AdvantageCards } from '../components/sections/advantage-cards.tsx'
import { CtaBand } from '../components/sections/cta-band.tsx'
import { CtaButtonView } from '../components/sections/cta-buttons.tsx'
import { FinancingBanner } from '../components/sections/financing-banner.tsx'
import { HeroSection } from '../components/sections/hero-section.tsx'
import { Section, SectionHeading } from '../components/sections/section.tsx'
import { locationsServiceAreaInitialCount } from '../components/sections/service-area-list.tsx'
import serviceAreaList from '../components/sections/service-area-list.island.tsx'
import { Island } from '../islands/island.tsx'
import { heroImagePreloadLink } from '../components/ui/responsive-image.tsx'
import { locationsPage } from '../content/locations.ts'
import { serviceAreas } from '../content/service-areas.ts'
import { languageOfPath } from '../lib/language.tsx'
import { pagePath } from '../lib/page-path.ts'
import { sitePaths } from '../lib/site-paths.ts'
import { findPage } from '../route-table.ts'
import { localBusinessJsonLd } from '../seo/json-ld.ts'
import { pageMeta } from '../seo/page-meta.ts'
import { financingBanner } from '../content/financing-banner.ts'
import { site } from '../site-config.ts'
import type { Route } from './+types/locations'

// The quote form posted without JavaScript is answered by this page.
export { quoteAction as action } from '../quote/quote-action.server.ts'

// Both languages' pages share the English row's image.
const heroImage = findPage(sitePaths.locations.en)!.heroImage

export const links: Route.LinksFunction = () => [heroImagePreloadLink(heroImage)]

export function loader({ url }: Pick<Route.LoaderArgs, 'url'>) {
  const language = languageOfPath(pagePath(url.pathname))
  return { ...locationsPage[language], serviceAreas: serviceAreas[language], financingBanner: financingBanner[language], path: sitePaths.locations[language] }
}

export const shouldRevalidate = () => false

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData
    ? pageMeta(site, {
        head: loaderData.locationsHead,
        path: loaderData.path,
        image: heroImage,
        jsonLd: [localBusinessJsonLd(site, { path: loaderData.path })],
      })
    : []

export default function LocationsPage({ loaderData }: Route.ComponentProps) {
  const { locationsHero, whereWeServe, serviceAreas, financingBanner, localAdvantages, areaNotListed, locationsCta } = loaderData
  return (
    <>
      <HeroSection hero={{ ...locationsHero, backgroundImage: heroImage }} />

      <Section labelledBy="where-we-serve-title">
        <SectionHeading id="where-we-serve-title" eyebrow={whereWeServe.eyebrow} title={whereWeServe.title} intro={whereWeServe.intro} />
        <div className="mx-auto max-w-5xl">
          <Island of={serviceAreaList} props={{ areas: serviceAreas, initialCount: locationsServiceAreaInitialCount, columns: 2 }} />
        </div>
      </Section>

      <FinancingBanner banner={financingBanner} />

      <Section tone="muted" labelledBy="local-advantages-title">
        <SectionHeading id="local-advantages-title" title={localAdvantages.title} intro={localAdvantages.intro} />
        <AdvantageCards advantages={localAdvantages.cards} />
      </Section>

      <Section labelledBy="area-not-listed-title">
        <div className="mx-auto max-w-3xl rounded-2xl border bg-card p-8 text-center shadow-sm sm:p-12">
          <Icon icon={MapPin} className="mx-auto size-10 text-cta" />
          <h2 id="area-not-listed-title" className="mt-4 text-3xl font-bold">
            {areaNotListed.title}
          </h2>
          <p className="mt-4 text-lg text-muted-foreground">{areaNotListed.text}</p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <CtaButtonView button={areaNotListed.call} variant="cta" place="area-not-listed" />
            <CtaButtonView button={areaNotListed.sendLocation} variant="default" place="area-not-listed" />
          </div>
          <p className="mt-4 text-sm text-muted-foreground">
            {areaNotListed.emailHint} <CtaButtonView button={areaNotListed.emailFallback} variant="link" size="sm" />
          </p>
        </div>
      </Section>

      <CtaBand cta={locationsCta} />
    </>
  )
}

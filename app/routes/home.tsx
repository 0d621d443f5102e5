import { BeforeAfterSection } from './-home/before-after-section.tsx'
import { CheckList } from '../components/sections/check-list.tsx'
import { ContactBlockSection } from '../components/sections/contact-block-section.tsx'
import { CtaBand } from '../components/sections/cta-band.tsx'
import { FinancingBanner } from '../components/sections/financing-banner.tsx'
import { HeroSection } from '../components/sections/hero-section.tsx'
import { Section, SectionHeading } from '../components/sections/section.tsx'
import { ServiceCardGrid } from '../components/sections/service-card-grid.tsx'
import { TestimonialCards } from '../components/sections/testimonial-cards.tsx'
import { heroImagePreloadLink } from '../components/ui/responsive-image.tsx'
import { claimsIn } from '../content/business-claims.ts'
import { contactPage } from '../content/contact.ts'
import { homePage } from '../content/home.ts'
import { useLanguage, languageOfPath, type Language } from '../lib/language.tsx'
import { pagePath } from '../lib/page-path.ts'
import { sitePaths } from '../lib/site-paths.ts'
import { findPage } from '../route-table.ts'
import { localBusinessJsonLd } from '../seo/json-ld.ts'
import { pageMeta } from '../seo/page-meta.ts'
import { financingBanner } from '../content/financing-banner.ts'
import { site } from '../site-config.ts'
import type { Route } from './+types/home'

// The quote form posted without JavaScript is answered by this page.
export { quoteAction as action } from '../quote/quote-action.server.ts'

const english = {
  servicesEyebrow: 'What We Build',
  servicesTitle: 'Fencing Services for Every Property',
  servicesIntro: 'From backyard privacy to automatic driveway gates, one local crew handles design, permits, installation and care.',
  reviewsEyebrow: 'Reviews',
  reviewsTitle: 'What Our Neighbors Say',
}
/** The section headings the page writes itself; the rest is home.json. */
export const homeText = {
  en: english,
  es: {
    servicesEyebrow: 'Lo que construimos',
    servicesTitle: 'Servicios de cercas para cada propiedad',
    servicesIntro:
      'Desde la privacidad de su patio hasta portones de entrada automáticos, un solo equipo local se encarga del diseño, los permisos, la instalación y el mantenimiento.',
    reviewsEyebrow: 'Reseñas',
    reviewsTitle: 'Lo que dicen nuestros vecinos',
  },
} satisfies Record<Language, typeof english>

// Both homes (/ and /es) share the hero image: the English row's.
const heroImage = findPage(sitePaths.home.en)!.heroImage

export function loader({ url }: Pick<Route.LoaderArgs, 'url'>) {
  const language = languageOfPath(pagePath(url.pathname))
  const { contactBlock, contactServiceAreas } = contactPage[language]
  return { ...homePage[language], contactBlock, contactServiceAreas, rating: claimsIn[language].rating.displayed, path: sitePaths.home[language] }
}

export const shouldRevalidate = () => false

export const links: Route.LinksFunction = () => [heroImagePreloadLink(heroImage)]

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData
    ? pageMeta(site, {
        head: loaderData.homeHead,
        path: loaderData.path,
        image: heroImage,
        jsonLd: [localBusinessJsonLd(site, { rating: loaderData.rating, path: loaderData.path })],
      })
    : []

export default function HomePage({ loaderData }: Route.ComponentProps) {
  const { homeHero, homeServiceCards, beforeAfter, homeCallToAction, homeReviews, homeContactForm, whyChooseUs, contactBlock, contactServiceAreas, rating } =
    loaderData
  const text = homeText[useLanguage()]
  return (
    <>
      <HeroSection hero={homeHero} />
      <Section labelledBy="home-services-title">
        <SectionHeading id="home-services-title" eyebrow={text.servicesEyebrow} title={text.servicesTitle} intro={text.servicesIntro} />
        <ServiceCardGrid cards={homeServiceCards} columns={4} />
      </Section>
      <FinancingBanner banner={financingBanner[useLanguage()]} />
      <BeforeAfterSection {...beforeAfter} />
      <CtaBand cta={homeCallToAction} />
      <Section labelledBy="home-reviews-title">
        <SectionHeading id="home-reviews-title" eyebrow={text.reviewsEyebrow} title={text.reviewsTitle} intro={rating.text} />
        <TestimonialCards testimonials={homeReviews} />
      </Section>
      <ContactBlockSection copy={contactBlock} areas={contactServiceAreas} form={homeContactForm} />
      <Section tone="muted" labelledBy="why-choose-title">
        <SectionHeading id="why-choose-title" title={whyChooseUs.headline} intro={whyChooseUs.intro} />
        <CheckList items={whyChooseUs.points} columns={2} className="mx-auto max-w-4xl text-lg" />
      </Section>
    </>
  )
}

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
import { claims } from '../content/business-claims.ts'
import { contactBlock, contactServiceAreas } from '../content/contact.ts'
import { homePage } from '../content/home.ts'
import { findPage } from '../route-table.ts'
import { localBusinessJsonLd } from '../seo/json-ld.ts'
import { pageMeta } from '../seo/page-meta.ts'
import { financingBanner } from '../content/financing-banner.ts'
import { site } from '../site-config.ts'
import type { Route } from './+types/home'

// The quote form posted without JavaScript is answered by this page.
export { quoteAction as action } from '../quote/quote-action.server.ts'

const page = findPage('/')!

export function loader() {
  return { ...homePage, contactBlock, contactServiceAreas, rating: claims.rating.displayed }
}

export const shouldRevalidate = () => false

export const links: Route.LinksFunction = () => [heroImagePreloadLink(page.heroImage)]

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData
    ? pageMeta(site, { head: loaderData.homeHead, path: '/', image: page.heroImage, jsonLd: [localBusinessJsonLd(site, { rating: loaderData.rating })] })
    : []

export default function HomePage({ loaderData }: Route.ComponentProps) {
  const { homeHero, homeServiceCards, beforeAfter, homeCallToAction, homeReviews, homeContactForm, whyChooseUs, contactBlock, contactServiceAreas, rating } =
    loaderData
  return (
    <>
      <HeroSection hero={homeHero} />
      <Section labelledBy="home-services-title">
        <SectionHeading
          id="home-services-title"
          eyebrow="What We Build"
          title="Fencing Services for Every Property"
          intro="From backyard privacy to automatic driveway gates, one local crew handles design, permits, installation and care."
        />
        <ServiceCardGrid cards={homeServiceCards} columns={4} />
      </Section>
      <FinancingBanner banner={financingBanner} />
      <BeforeAfterSection {...beforeAfter} />
      <CtaBand cta={homeCallToAction} />
      <Section labelledBy="home-reviews-title">
        <SectionHeading id="home-reviews-title" eyebrow="Reviews" title="What Our Neighbors Say" intro={rating.text} />
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

import { BeforeAfterSection } from '../components/sections/before-after-section.tsx'
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
import { beforeAfter, homeCallToAction, homeContactForm, homeHead, homeHero, homeReviews, homeServiceCards, whyChooseUs } from '../content/home.ts'
import { localBusinessJsonLd } from '../seo/json-ld.ts'
import { pageMeta } from '../seo/page-meta.ts'
import { site } from '../site-config.ts'
import type { Route } from './+types/home'

// The quote form posted without JavaScript is answered by this page.
export { quoteAction as action } from '../quote/quote-action.server.ts'

export const links: Route.LinksFunction = () => [heroImagePreloadLink(homeHero.backgroundImage)]

export const meta: Route.MetaFunction = () =>
  pageMeta(site, {
    head: homeHead,
    path: '/',
    image: homeHero.backgroundImage,
    jsonLd: [localBusinessJsonLd(site, { rating: claims.rating.displayed })],
  })

export default function HomePage() {
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
      <FinancingBanner />
      <BeforeAfterSection {...beforeAfter} />
      <CtaBand cta={homeCallToAction} />
      <Section labelledBy="home-reviews-title">
        <SectionHeading id="home-reviews-title" eyebrow="Reviews" title="What Our Neighbors Say" intro={claims.rating.displayed.text} />
        <TestimonialCards testimonials={homeReviews} />
      </Section>
      <ContactBlockSection form={homeContactForm} headingLevel={2} />
      <Section tone="muted" labelledBy="why-choose-title">
        <SectionHeading id="why-choose-title" title={whyChooseUs.headline} intro={whyChooseUs.intro} />
        <CheckList items={whyChooseUs.points} columns={2} className="mx-auto max-w-4xl text-lg" />
      </Section>
    </>
  )
}

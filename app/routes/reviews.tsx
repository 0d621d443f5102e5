import { StatTiles } from '../components/sections/advantage-cards.tsx'
import { CtaBand } from '../components/sections/cta-band.tsx'
import { FinancingBanner } from '../components/sections/financing-banner.tsx'
import { HeroSection } from '../components/sections/hero-section.tsx'
import { Section, SectionHeading } from '../components/sections/section.tsx'
import { TestimonialCards } from '../components/sections/testimonial-cards.tsx'
import { heroImagePreloadLink } from '../components/ui/responsive-image.tsx'
import { reviewStats, reviewsPage, reviewsRating } from '../content/reviews.ts'
import { findPage } from '../route-table.ts'
import { reviewsJsonLd } from '../seo/json-ld.ts'
import { pageMeta } from '../seo/page-meta.ts'
import { financingBanner } from '../content/financing-banner.ts'
import { site } from '../site-config.ts'
import { RatingPlatformsSection } from './-reviews/rating-platforms-section.tsx'
import type { Route } from './+types/reviews'

// The quote form posted without JavaScript is answered by this page.
export { quoteAction as action } from '../quote/quote-action.server.ts'

const page = findPage('/reviews')!

export const links: Route.LinksFunction = () => [heroImagePreloadLink(page.heroImage)]

export function loader() {
  return { ...reviewsPage, reviewStats, reviewsRating }
}

export const shouldRevalidate = () => false

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData
    ? pageMeta(site, {
        head: loaderData.head,
        path: page.path,
        image: page.heroImage,
        jsonLd: [reviewsJsonLd(site, loaderData.reviewsRating, loaderData.testimonials)],
      })
    : []

export default function ReviewsPage({ loaderData }: Route.ComponentProps) {
  const { hero, statsTitle, testimonialsSection, testimonials, closingCta, reviewStats } = loaderData
  return (
    <>
      <HeroSection hero={hero} />
      <Section labelledBy="review-stats-title" padding="compact">
        <SectionHeading id="review-stats-title" title={statsTitle} className="mb-8" />
        <StatTiles stats={reviewStats} />
      </Section>
      <Section tone="muted" labelledBy="testimonials-title">
        <SectionHeading id="testimonials-title" title={testimonialsSection.title} intro={testimonialsSection.intro} />
        <TestimonialCards testimonials={testimonials} />
      </Section>
      <FinancingBanner banner={financingBanner} />
      <RatingPlatformsSection {...loaderData} />
      <CtaBand cta={closingCta} />
    </>
  )
}

import { StatTiles } from '../components/sections/advantage-cards.tsx'
import { CtaBand } from '../components/sections/cta-band.tsx'
import { FinancingBanner } from '../components/sections/financing-banner.tsx'
import { HeroSection } from '../components/sections/hero-section.tsx'
import { Section, SectionHeading } from '../components/sections/section.tsx'
import { TestimonialCards } from '../components/sections/testimonial-cards.tsx'
import { heroImagePreloadLink } from '../components/ui/responsive-image.tsx'
import { reviewsPage } from '../content/reviews.ts'
import { languageOfPath, useLanguage } from '../lib/language.tsx'
import { pagePath } from '../lib/page-path.ts'
import { sitePaths } from '../lib/site-paths.ts'
import { findPage } from '../route-table.ts'
import { reviewsJsonLd } from '../seo/json-ld.ts'
import { pageMeta } from '../seo/page-meta.ts'
import { financingBanner } from '../content/financing-banner.ts'
import { site } from '../site-config.ts'
import { RatingPlatformsSection } from './-reviews/rating-platforms-section.tsx'
import type { Route } from './+types/reviews'

// The quote form posted without JavaScript is answered by this page.
export { quoteAction as action } from '../quote/quote-action.server.ts'

// Both languages' pages share the English row's image.
const heroImage = findPage(sitePaths.reviews.en)!.heroImage

export const links: Route.LinksFunction = () => [heroImagePreloadLink(heroImage)]

export function loader({ url }: Pick<Route.LoaderArgs, 'url'>) {
  const language = languageOfPath(pagePath(url.pathname))
  return { ...reviewsPage[language], path: sitePaths.reviews[language] }
}

export const shouldRevalidate = () => false

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData
    ? pageMeta(site, {
        head: loaderData.head,
        path: loaderData.path,
        image: heroImage,
        jsonLd: [reviewsJsonLd(site, loaderData.reviewsRating, loaderData.testimonials, loaderData.path)],
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
      <FinancingBanner banner={financingBanner[useLanguage()]} />
      <RatingPlatformsSection {...loaderData} />
      <CtaBand cta={closingCta} />
    </>
  )
}

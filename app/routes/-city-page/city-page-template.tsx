import { Fragment, type ReactNode } from 'react'
import compactEstimator from '#app/estimator/compact-estimator.island.tsx'
import { Island } from '#app/islands/island.tsx'
import { AdvantageCards, StatTiles } from '#app/components/sections/advantage-cards.tsx'
import { CtaBand } from '#app/components/sections/cta-band.tsx'
import { FaqAccordion } from '#app/components/sections/faq-accordion.tsx'
import { FinancingBanner, type FinancingBannerCopy } from '#app/components/sections/financing-banner.tsx'
import { HeroSection } from '#app/components/sections/hero-section.tsx'
import { Section, SectionHeading } from '#app/components/sections/section.tsx'
import { ServiceCardGrid } from '#app/components/sections/service-card-grid.tsx'
import { CityContactSection } from './city-contact-section.tsx'
import type { CityPage } from '#app/content/cities/city-page.ts'
import { CityReviewsSection } from './city-reviews-section.tsx'
import { NeighborhoodsSection } from './neighborhoods-section.tsx'
import { ProjectsSection } from './projects-section.tsx'
import { StainingSection } from './staining-section.tsx'
import { WhyChooseUsSection } from './why-choose-us-section.tsx'
import { useLanguage } from '#app/lib/language.tsx'
import { cityPageWords } from './city-page-words.ts'

type Tone = 'plain' | 'muted'
type SectionSlot = { key: string; render: (tone: Tone) => ReactNode }

/** Hero with the city's quote form, the proof strip, the sections its content provides on alternating backgrounds, the closing call. */
export function CityPageTemplate({ page, financingBanner }: { page: CityPage; financingBanner: FinancingBannerCopy }) {
  const { content, contactInfo } = page
  const words = cityPageWords[useLanguage()]
  const { topRatedSection: topRated, stainingSection: staining, projects, reviews, localContext } = content
  // Only the sections this city's content has, in page order.
  const slots = (
    [
      { key: 'why', render: (tone) => <WhyChooseUsSection title={page.headings.whyChooseUs} whyChooseUs={content.whyChooseUs} tone={tone} /> },
      topRated && {
        key: 'top-rated',
        render: (tone) => (
          <Section tone={tone} labelledBy="top-rated-title">
            <SectionHeading id="top-rated-title" eyebrow={words.topRated} title={topRated.headline} intro={topRated.intro} />
            <AdvantageCards advantages={topRated.advantages} />
          </Section>
        ),
      },
      {
        key: 'services',
        render: (tone) => (
          <Section tone={tone} labelledBy="city-services-title">
            <SectionHeading id="city-services-title" eyebrow={words.services} title={content.services.headline} intro={page.intros.services} />
            <ServiceCardGrid cards={content.services.list} />
          </Section>
        ),
      },
      staining && { key: 'staining', render: (tone) => <StainingSection staining={staining} tone={tone} /> },
      projects && { key: 'projects', render: (tone) => <ProjectsSection projects={projects} tone={tone} /> },
      reviews && { key: 'reviews', render: (tone) => <CityReviewsSection reviews={reviews} tone={tone} /> },
      // The financing banner carries its own card styling on the page background.
      page.financing && { key: 'financing', render: () => <FinancingBanner banner={financingBanner} /> },
      { key: 'estimator', render: (tone) => <Island of={compactEstimator} props={{ tone }} /> },
      localContext && {
        key: 'local-context',
        render: (tone) => (
          <Section tone={tone} labelledBy="local-context-title">
            <SectionHeading id="local-context-title" eyebrow={words.localKnowHow} title={localContext.headline} />
            <p className="mx-auto mb-10 max-w-3xl text-center text-lg leading-relaxed text-muted-foreground">{localContext.text}</p>
            <StatTiles stats={localContext.stats} />
          </Section>
        ),
      },
      { key: 'neighborhoods', render: (tone) => <NeighborhoodsSection page={page} tone={tone} /> },
      {
        key: 'faqs',
        render: (tone) => (
          <Section tone={tone} labelledBy="city-faqs-title">
            <SectionHeading id="city-faqs-title" eyebrow={words.faq} title={page.headings.faqs} intro={page.intros.faqs} />
            <div className="mx-auto max-w-3xl">
              <FaqAccordion faqs={content.faqs} group={`${page.slug}-faq`} />
            </div>
          </Section>
        ),
      },
      contactInfo && {
        key: 'contact',
        render: (tone) => <CityContactSection city={page.city} headline={contactInfo.headline} text={contactInfo.text} tone={tone} />,
      },
    ] satisfies (SectionSlot | false | undefined)[]
  ).filter((slot) => slot !== undefined && slot !== false)
  return (
    <>
      <HeroSection hero={page.hero} />
      {/* The proof strip: the counts and claim readings this city page shows. */}
      <section aria-labelledby="city-highlights-title" className="bg-primary px-page py-10 text-primary-foreground">
        <h2 id="city-highlights-title" className="sr-only">
          {words.atAGlance(page.city)}
        </h2>
        <StatTiles stats={page.highlights} tone="dark" />
      </section>
      {slots.map((slot, index) => (
        <Fragment key={slot.key}>{slot.render(index % 2 === 0 ? 'plain' : 'muted')}</Fragment>
      ))}
      <CtaBand cta={page.cta} />
    </>
  )
}

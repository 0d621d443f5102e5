import compactEstimator from '#app/estimator/compact-estimator.island.tsx'
import { Island } from '#app/islands/island.tsx'
import { cn } from '#app/lib/utils.ts'
import { AdvantageCards, StatTiles } from '#app/components/sections/advantage-cards.tsx'
import { CtaBand } from '#app/components/sections/cta-band.tsx'
import { FaqAccordion } from '#app/components/sections/faq-accordion.tsx'
import { FinancingBanner, type FinancingBannerCopy } from '#app/components/sections/financing-banner.tsx'
import { HeroSection } from '#app/components/sections/hero-section.tsx'
import { ProcessSteps } from '#app/components/sections/process-steps.tsx'
import { headingId, Section, SectionHeading } from '#app/components/sections/section.tsx'
import { ServiceCardGrid } from '#app/components/sections/service-card-grid.tsx'
import { TestimonialCards } from '#app/components/sections/testimonial-cards.tsx'
import type { ServicePageContent, ServicePageSection } from '#app/content/services/service-page.ts'
import { AreaList, ExtraServiceList, IndustryList, NeighborhoodList, RelatedServices, SeasonSchedule } from './list-sections.tsx'

// No section is lazy: React's stream renderer would hide a late boundary's text from visitors without JavaScript.
type PageSlot = ServicePageSection | { kind: 'estimator' }
type SectionTone = 'plain' | 'muted'

/** A fencing page shows the compact estimator just before its FAQ. */
function withEstimator(sections: readonly ServicePageSection[], showEstimator: boolean): PageSlot[] {
  if (!showEstimator) return [...sections]
  const faq = sections.findIndex((section) => section.kind === 'faq')
  const at = faq === -1 ? sections.length : faq
  return [...sections.slice(0, at), { kind: 'estimator' }, ...sections.slice(at)]
}

/** Content sections alternate plain and muted backgrounds; the financing and CTA bands carry their own. */
function sectionTones(sections: readonly PageSlot[]): SectionTone[] {
  let band = 0
  return sections.map((section) => (section.kind === 'financing' || section.kind === 'cta' ? 'plain' : band++ % 2 === 0 ? 'plain' : 'muted'))
}

/** Hero with the quote form, then the page's sections in content order. */
export function ServicePage({ page, financingBanner }: { page: ServicePageContent; financingBanner: FinancingBannerCopy }) {
  const fenceType = page.estimatorFenceType
  const slots = withEstimator(page.sections, fenceType !== undefined)
  const tones = sectionTones(slots)
  return (
    <>
      <HeroSection hero={page.hero} />
      {slots.map((slot, index) =>
        slot.kind === 'estimator' ? (
          <Island key="estimator" of={compactEstimator} props={{ fenceType, tone: tones[index] }} />
        ) : (
          <PageSection key={`${slot.kind}-${index}`} section={slot} tone={tones[index] ?? 'plain'} financingBanner={financingBanner} />
        ),
      )}
    </>
  )
}

function PageSection({ section, tone, financingBanner }: { section: ServicePageSection; tone: SectionTone; financingBanner: FinancingBannerCopy }) {
  if (section.kind === 'financing') return <FinancingBanner banner={financingBanner} />
  if (section.kind === 'cta') return <CtaBand cta={section.cta} />
  // The h2 block from content, then the body.
  const id = `${section.kind}-${headingId(section.title)}`
  return (
    <Section tone={tone} labelledBy={id}>
      <SectionHeading id={id} eyebrow={section.eyebrow} title={section.title} intro={section.intro} />
      <SectionBody section={section} />
    </Section>
  )
}

/** What a content section shows under its h2 block. */
function SectionBody({ section }: { section: Exclude<ServicePageSection, { kind: 'financing' | 'cta' }> }) {
  switch (section.kind) {
    case 'cards':
      return <ServiceCardGrid cards={section.cards} />
    case 'advantages':
      return (
        <>
          {/* Three benefits fill a three-column row rather than three of four columns. */}
          <div className={cn(section.advantages.length === 3 && 'lg:[&>ul]:grid-cols-3')}>
            <AdvantageCards advantages={section.advantages} />
          </div>
          {section.stats && (
            <div className="mt-10">
              <StatTiles stats={section.stats} />
            </div>
          )}
        </>
      )
    case 'process':
      return <ProcessSteps steps={section.steps} />
    case 'areas':
      return <AreaList areas={section.areas} />
    case 'neighborhoods':
      return <NeighborhoodList neighborhoods={section.neighborhoods} moreLink={section.moreLink} />
    case 'industries':
      return <IndustryList industries={section.industries} />
    case 'seasons':
      return <SeasonSchedule seasons={section.seasons} />
    case 'extras':
      return <ExtraServiceList extras={section.extras} />
    case 'faq':
      return (
        <div className="mx-auto max-w-3xl">
          <FaqAccordion faqs={section.faqs} group={`faq-${headingId(section.title)}`} />
        </div>
      )
    case 'reviews':
      return (
        // Two reviews sit side by side in a narrower row instead of leaving a third column empty.
        <div className={cn(section.testimonials.length === 2 && 'mx-auto max-w-5xl lg:[&>ul]:grid-cols-2')}>
          <TestimonialCards testimonials={section.testimonials} />
        </div>
      )
    case 'related':
      return <RelatedServices services={section.services} />
  }
}

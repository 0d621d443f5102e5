import { Handshake } from 'lucide-react'
import { AdvantageCards } from '../components/sections/advantage-cards.tsx'
import { CheckList } from '../components/sections/check-list.tsx'
import { CtaBand } from '../components/sections/cta-band.tsx'
import { ProcessSteps } from '../components/sections/process-steps.tsx'
import { Section, SectionHeading } from '../components/sections/section.tsx'
import { heroImagePreloadLink } from '../components/ui/responsive-image.tsx'
import * as financing from '../content/financing.ts'
import { findPage } from '../route-table.ts'
import { pageMeta } from '../seo/page-meta.ts'
import { site } from '../site-config.ts'
import { FinancingHero } from './-financing/financing-hero.tsx'
import { FinancingTermsBox } from './-financing/financing-terms-box.tsx'
import { PaymentCalculator } from './-financing/payment-calculator.tsx'
import type { Route } from './+types/financing'

const page = findPage('/financing')!

export const links: Route.LinksFunction = () => [heroImagePreloadLink(page.heroImage)]

/** The page's copy reaches it as data, not as script: it is made at build time (decision 16). */
export function loader() {
  return { ...financing }
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData ? pageMeta(site, { head: loaderData.financingHead, path: page.path, image: page.heroImage }) : []

export default function FinancingPage({ loaderData }: Route.ComponentProps) {
  const {
    financingBenefits,
    financingBenefitsTitle,
    financingCalculator,
    financingClosingCta,
    financingExplanation,
    financingHero,
    financingPartnerBand,
    financingSteps,
    financingStepsTitle,
    financingTermsBox,
  } = loaderData
  return (
    <>
      <FinancingHero image={page.heroImage} hero={financingHero} />

      <Section labelledBy="financing-how-title">
        <div className="grid items-center gap-10 lg:grid-cols-2">
          <div>
            <SectionHeading id="financing-how-title" title={financingExplanation.title} align="left" className="mb-6" />
            {financingExplanation.paragraphs.map((paragraph) => (
              <p key={paragraph} className="mt-4 text-lg text-muted-foreground first-of-type:mt-0">
                {paragraph}
              </p>
            ))}
          </div>
          <CheckList items={financingExplanation.points} className="rounded-xl border bg-muted p-6 text-lg sm:p-8" />
        </div>
      </Section>

      <Section tone="muted" labelledBy="financing-benefits-title">
        <SectionHeading id="financing-benefits-title" title={financingBenefitsTitle} />
        <AdvantageCards advantages={financingBenefits} />
      </Section>

      <section aria-labelledby="financing-partner-title" className="bg-primary px-4 py-12 text-primary-foreground">
        <div className="mx-auto grid max-w-7xl items-center gap-8 lg:grid-cols-[auto_1fr_auto]">
          <Handshake aria-hidden="true" className="size-14 text-amber-200" />
          <div>
            <h2 id="financing-partner-title" className="text-2xl font-bold sm:text-3xl">
              {financingPartnerBand.title}
            </h2>
            <p className="mt-3 max-w-3xl text-white/90">{financingPartnerBand.text}</p>
          </div>
          <CheckList items={financingPartnerBand.points} className="text-sm" iconColor="text-amber-200" />
        </div>
      </section>

      <Section labelledBy="financing-calculator-title">
        <SectionHeading id="financing-calculator-title" title={financingCalculator.title} intro={financingCalculator.intro} />
        <div className="grid items-start gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
          <PaymentCalculator text={financingCalculator} />
          <FinancingTermsBox box={financingTermsBox} />
        </div>
      </Section>

      <Section tone="muted" labelledBy="financing-steps-title">
        <SectionHeading id="financing-steps-title" title={financingStepsTitle} />
        <div className="sm:[&>ol]:grid-cols-1 md:[&>ol]:grid-cols-3">
          <ProcessSteps steps={financingSteps} />
        </div>
      </Section>

      <CtaBand cta={financingClosingCta} />
    </>
  )
}

import { AdvantageCards } from '#app/components/sections/advantage-cards.tsx'
import { CheckList } from '#app/components/sections/check-list.tsx'
import { CtaBand } from '#app/components/sections/cta-band.tsx'
import { ProcessSteps } from '#app/components/sections/process-steps.tsx'
import { Section, SectionHeading } from '#app/components/sections/section.tsx'
import { ContentIcon } from '#app/components/ui/content-icon.tsx'
import { IconText } from '#app/components/ui/icon-text.tsx'
import type { financingPage } from '#app/content/financing.ts'
import type { ImageName } from '#app/lib/images.ts'
import { FinancingHero } from './financing-hero.tsx'
import { PaymentCalculator } from './payment-calculator.tsx'
import type { Route } from '../+types/financing'

/** The partner program's terms, with the example payments labelled as examples. */
function FinancingTermsBox({ box: financingTermsBox }: { box: (typeof financingPage)['en']['termsBox'] }) {
  return (
    <div className="rounded-xl border-2 border-primary/20 bg-card p-6 shadow-sm sm:p-8">
      <h3 id="financing-terms-title" className="text-2xl font-bold">
        {financingTermsBox.title}
      </h3>
      <CheckList items={financingTermsBox.terms} className="mt-5" />
      <div className="mt-6 rounded-lg bg-muted p-5">
        <IconText icon={<ContentIcon name="info" className="size-5 text-cta" />} className="font-semibold">
          {financingTermsBox.exampleTitle}
        </IconText>
        <ul className="mt-3 space-y-2 text-sm">
          {financingTermsBox.examples.map((example) => (
            <li key={example}>{example}</li>
          ))}
        </ul>
      </div>
      <p className="mt-5 text-xs leading-relaxed text-muted-foreground">{financingTermsBox.disclaimer}</p>
    </div>
  )
}

/** The financing page: its hero, how financing works, the partner, the calculator and terms, the steps. */
export function FinancingContent({ image, text }: { image: ImageName; text: Route.ComponentProps['loaderData'] }) {
  const { hero, explanation, benefitsTitle, benefits, partnerBand, calculator, termsBox, stepsTitle, steps, closingCta } = text
  return (
    <>
      <FinancingHero image={image} hero={hero} />

      <Section labelledBy="financing-how-title">
        <div className="grid items-center gap-10 lg:grid-cols-2">
          <div>
            <SectionHeading id="financing-how-title" title={explanation.title} align="left" className="mb-6" />
            {explanation.paragraphs.map((paragraph) => (
              <p key={paragraph} className="mt-4 text-lg text-muted-foreground first-of-type:mt-0">
                {paragraph}
              </p>
            ))}
          </div>
          <CheckList items={explanation.points} className="rounded-xl border bg-muted p-6 text-lg sm:p-8" />
        </div>
      </Section>

      <Section tone="muted" labelledBy="financing-benefits-title">
        <SectionHeading id="financing-benefits-title" title={benefitsTitle} />
        <AdvantageCards advantages={benefits} />
      </Section>

      <section aria-labelledby="financing-partner-title" className="bg-primary px-4 py-12 text-primary-foreground">
        <div className="mx-auto grid max-w-7xl items-center gap-8 lg:grid-cols-[auto_1fr_auto]">
          <ContentIcon name="handshake" className="size-14 text-amber-200" />
          <div>
            <h2 id="financing-partner-title" className="text-2xl font-bold sm:text-3xl">
              {partnerBand.title}
            </h2>
            <p className="mt-3 max-w-3xl text-white/90">{partnerBand.text}</p>
          </div>
          <CheckList items={partnerBand.points} className="text-sm" iconColor="text-amber-200" />
        </div>
      </section>

      <Section labelledBy="financing-calculator-title">
        <SectionHeading id="financing-calculator-title" title={calculator.title} intro={calculator.intro} />
        <div className="grid items-start gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
          <PaymentCalculator text={calculator} />
          <FinancingTermsBox box={termsBox} />
        </div>
      </Section>

      <Section tone="muted" labelledBy="financing-steps-title">
        <SectionHeading id="financing-steps-title" title={stepsTitle} />
        <div className="sm:[&>ol]:grid-cols-1 md:[&>ol]:grid-cols-3">
          <ProcessSteps steps={steps} />
        </div>
      </Section>

      <CtaBand cta={closingCta} />
    </>
  )
}

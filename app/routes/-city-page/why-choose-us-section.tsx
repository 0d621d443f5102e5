import { CheckCircle2, XCircle } from 'lucide'
import { Icon } from '#app/components/ui/icon.tsx'
import type { CityPageContent } from '#app/content/types.ts'
import { site } from '#app/site-config.ts'
import { buttonVariants } from '#app/components/ui/button.tsx'
import { CheckList } from '#app/components/sections/check-list.tsx'
import { QuoteLink } from '#app/components/sections/quote-link.tsx'
import { Section, SectionHeading } from '#app/components/sections/section.tsx'
import { useLanguage } from '#app/lib/language.tsx'
import { cityPageWords } from './city-page-words.ts'

/** Why-choose-us intro and points; with a competitive advantage the comparison takes the points' place beside the intro. */
export function WhyChooseUsSection({ title, whyChooseUs, tone }: { title: string; whyChooseUs: CityPageContent['whyChooseUs']; tone: 'plain' | 'muted' }) {
  const comparison = whyChooseUs.competitiveAdvantage
  const words = cityPageWords[useLanguage()]
  return (
    <Section tone={tone} labelledBy="why-choose-us-title">
      <div className="grid items-start gap-10 lg:grid-cols-2 lg:gap-14">
        <div>
          <SectionHeading id="why-choose-us-title" title={title} align="left" className="mb-6" />
          <p className="text-lg leading-relaxed text-muted-foreground">{whyChooseUs.intro}</p>
          {comparison && <CheckList items={whyChooseUs.bullets} className="mt-8" />}
          <QuoteLink className={buttonVariants({ variant: 'cta', size: 'lg', className: 'mt-8' })}>{whyChooseUs.cta}</QuoteLink>
        </div>
        {comparison ? (
          <div className="overflow-hidden rounded-2xl border bg-card shadow-sm">
            <h3 className="bg-primary px-6 py-4 text-xl font-bold text-primary-foreground">{comparison.headline}</h3>
            <table className="w-full text-left text-sm sm:text-base">
              <thead className="bg-muted">
                <tr>
                  <th scope="col" className="w-1/2 px-4 py-3 font-semibold sm:px-6">
                    {site.businessName}
                  </th>
                  <th scope="col" className="w-1/2 px-4 py-3 font-semibold text-muted-foreground sm:px-6">
                    {words.competitors}
                  </th>
                </tr>
              </thead>
              <tbody>
                {comparison.comparison.map((row) => (
                  <tr key={row.us} className="border-t align-top">
                    <td className="px-4 py-4 sm:px-6">
                      <span className="flex gap-2 font-semibold">
                        <Icon icon={CheckCircle2} className="mt-0.5 size-5 shrink-0 text-success" />
                        {row.us}
                      </span>
                    </td>
                    <td className="px-4 py-4 text-muted-foreground sm:px-6">
                      <span className="flex gap-2">
                        <Icon icon={XCircle} className="mt-0.5 size-5 shrink-0 text-destructive/70" />
                        {row.them}
                      </span>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : (
          <div className="rounded-2xl border border-t-4 border-t-primary bg-card p-6 shadow-sm sm:p-8">
            <h3 className="text-xl font-bold">{words.countOn}</h3>
            <CheckList items={whyChooseUs.bullets} className="mt-5" />
          </div>
        )}
      </div>
    </Section>
  )
}

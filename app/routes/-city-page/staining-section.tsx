import { Sparkles } from 'lucide'
import { Icon } from '#app/components/ui/icon.tsx'
import type { CityPageContent } from '#app/content/types.ts'
import { site } from '#app/site-config.ts'
import { ResponsiveImage } from '#app/components/ui/responsive-image.tsx'
import { CheckList } from '#app/components/sections/check-list.tsx'
import { Section, SectionHeading } from '#app/components/sections/section.tsx'
import { useLanguage } from '#app/lib/language.tsx'
import { cityPageWords } from './city-page-words.ts'

/** What the staining service includes and what it does for the fence. */
export function StainingSection({ staining, tone }: { staining: NonNullable<CityPageContent['stainingSection']>; tone: 'plain' | 'muted' }) {
  const words = cityPageWords[useLanguage()]
  return (
    <Section tone={tone} labelledBy="staining-title">
      <div className="grid items-center gap-10 lg:grid-cols-2 lg:gap-14">
        <div>
          <SectionHeading id="staining-title" eyebrow={words.staining} title={staining.headline} intro={staining.intro} align="left" className="mb-8" />
          <h3 className="text-lg font-bold">{words.stainingIncluded}</h3>
          <CheckList items={staining.services} className="mt-4" />
        </div>
        <div className="overflow-hidden rounded-2xl border bg-card shadow-sm">
          <div className="aspect-[4/3] bg-muted">
            <ResponsiveImage
              name={staining.image}
              alt={`${words.stainedFenceAlt} | ${site.businessName}`}
              sizes="(min-width: 1024px) 600px, 100vw"
              className="size-full object-cover"
            />
          </div>
          <div className="p-6">
            <h3 className="flex items-center gap-2 text-lg font-bold">
              <Icon icon={Sparkles} className="size-5 text-cta" />
              {words.whyStain}
            </h3>
            <CheckList items={staining.benefits} columns={2} className="mt-4 text-sm" />
          </div>
        </div>
      </div>
    </Section>
  )
}

import type { CityPageContent } from '#app/content/types.ts'
import { StatTiles } from '#app/components/sections/advantage-cards.tsx'
import { Section, SectionHeading } from '#app/components/sections/section.tsx'

type LocalContext = NonNullable<CityPageContent['localContext']>

/** What building fences in this city involves, with the numbers that matter. */
export function LocalContextSection({ context, tone }: { context: LocalContext; tone: 'plain' | 'muted' }) {
  return (
    <Section tone={tone} labelledBy="local-context-title">
      <SectionHeading id="local-context-title" eyebrow="Local Know-How" title={context.headline} />
      <p className="mx-auto mb-10 max-w-3xl text-center text-lg leading-relaxed text-muted-foreground">{context.text}</p>
      <StatTiles stats={context.stats} />
    </Section>
  )
}

import type { HomePage } from '#app/content/types.ts'
import { site } from '#app/site-config.ts'
import { ResponsiveImage } from '#app/components/ui/responsive-image.tsx'
import { Reveal } from '#app/components/sections/reveal.tsx'
import { Section, SectionHeading } from '#app/components/sections/section.tsx'

export function BeforeAfterSection({ headline, intro, pairs }: HomePage['beforeAfter']) {
  return (
    <Section tone="muted" labelledBy="before-after-title">
      <SectionHeading id="before-after-title" eyebrow="Our Work" title={headline} intro={intro} />
      <ul className="grid gap-8 lg:grid-cols-2">
        {pairs.map((pair, index) => (
          <Reveal as="li" key={pair.title} index={index} className="overflow-hidden rounded-xl border bg-card shadow-sm">
            <div className="grid grid-cols-2">
              {(['before', 'after'] as const).map((stage) => (
                <figure key={stage} className="relative aspect-[4/3]">
                  <ResponsiveImage
                    name={pair[stage]}
                    alt={`${stage === 'before' ? 'Before' : 'After'}: ${pair.title} in ${pair.location} | ${site.businessName}`}
                    sizes="(min-width: 1024px) 300px, 50vw"
                    className="size-full object-cover"
                  />
                  <figcaption
                    className={`absolute left-2 top-2 rounded-full px-3 py-1 text-xs font-bold uppercase text-white ${stage === 'before' ? 'bg-black/70' : 'bg-success'}`}
                  >
                    {stage}
                  </figcaption>
                </figure>
              ))}
            </div>
            <div className="p-6">
              <h3 className="text-lg font-bold">{pair.title}</h3>
              <p className="text-sm font-semibold text-cta">{pair.location}, TX</p>
              <p className="mt-2 text-muted-foreground">{pair.description}</p>
            </div>
          </Reveal>
        ))}
      </ul>
    </Section>
  )
}

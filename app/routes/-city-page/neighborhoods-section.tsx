import { ArrowRight, MapPin } from 'lucide'
import { Icon } from '#app/components/ui/icon.tsx'
import type { CityPage } from '#app/content/cities/city-page.ts'
import { SiteLink } from '#app/components/layout/site-link.tsx'
import { CheckList } from '#app/components/sections/check-list.tsx'
import { Section, SectionHeading } from '#app/components/sections/section.tsx'
import { useLanguage } from '#app/lib/language.tsx'
import { cityPageWords } from './city-page-words.ts'

/** The city's neighborhoods, then the nearby cities (linked when they have a page). */
export function NeighborhoodsSection({ page, tone }: { page: CityPage; tone: 'plain' | 'muted' }) {
  const words = cityPageWords[useLanguage()]
  return (
    <Section tone={tone} labelledBy="neighborhoods-title">
      <SectionHeading id="neighborhoods-title" eyebrow={words.serving(page.city)} title={page.headings.neighborhoods} intro={page.intros.neighborhoods} />
      <CheckList
        items={page.content.neighborhoods}
        icon={MapPin}
        centered
        className="sm:grid-cols-2 lg:grid-cols-4"
        itemClassName="rounded-lg border bg-card px-4 py-3 font-medium shadow-sm"
        iconColor="text-cta"
      />
      <div className="mt-12 text-center">
        <h3 className="text-xl font-bold">{words.nearby}</h3>
        <ul className="mt-5 flex flex-wrap justify-center gap-3">
          {page.nearby.map(({ city: name, link }) => (
            <li key={name}>
              {link ? (
                <SiteLink
                  to={link}
                  className="inline-flex min-h-11 items-center gap-1.5 rounded-full border border-primary/30 bg-card px-4 py-2 text-sm font-semibold text-primary transition-colors hover:border-primary hover:bg-primary hover:text-primary-foreground"
                >
                  {name}
                  <Icon icon={ArrowRight} className="size-4" />
                </SiteLink>
              ) : (
                <span className="inline-flex min-h-11 items-center rounded-full border bg-card px-4 py-2 text-sm font-medium text-muted-foreground">
                  {name}
                </span>
              )}
            </li>
          ))}
        </ul>
      </div>
    </Section>
  )
}

import type { IconNode } from 'lucide'
import { ArrowRight, Building2, Flower2, Leaf, MapPin, Snowflake, Sun } from 'lucide'
import { Icon } from '#app/components/ui/icon.tsx'
import { SiteLink } from '#app/components/layout/site-link.tsx'
import { ContentIcon } from '#app/components/ui/content-icon.tsx'
import type { RelatedService } from '#app/content/services/service-page.ts'
import type { AreaLink, ExtraService, SeasonEntry } from '#app/content/types.ts'
import { CheckList } from '#app/components/sections/check-list.tsx'
import { Reveal } from '#app/components/sections/reveal.tsx'
import { IconText } from '#app/components/ui/icon-text.tsx'
import { useLanguage, type Language } from '#app/lib/language.tsx'

/** Compact list of cities; the full area cards with response times live on /locations. */
export function AreaList({ areas }: { areas: readonly AreaLink[] }) {
  return (
    <ul className="flex flex-wrap justify-center gap-3">
      {areas.map((area) => (
        <li key={area.city}>
          {area.link ? (
            <SiteLink
              to={area.link}
              className="inline-flex min-h-11 items-center gap-2 rounded-full border bg-card px-5 py-2 font-semibold shadow-sm transition hover:border-primary hover:text-primary"
            >
              <Icon icon={MapPin} className="size-4 text-cta" />
              {area.city}
            </SiteLink>
          ) : (
            <span className="inline-flex min-h-11 items-center gap-2 rounded-full border bg-card px-5 py-2 font-semibold">
              <Icon icon={MapPin} className="size-4 text-cta" />
              {area.city}
            </span>
          )}
        </li>
      ))}
    </ul>
  )
}

export function NeighborhoodList({ neighborhoods, moreLink }: { neighborhoods: readonly string[]; moreLink?: { label: string; to: string } }) {
  return (
    <>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {neighborhoods.map((name, index) => (
          <Reveal as="li" key={name} index={index % 3} className="flex items-center gap-3 rounded-xl border bg-card p-5 font-semibold shadow-sm">
            <Icon icon={MapPin} className="size-5 shrink-0 text-cta" />
            {name}
          </Reveal>
        ))}
      </ul>
      {moreLink && (
        <p className="mt-8 text-center">
          <SiteLink to={moreLink.to} className="inline-flex items-center gap-1 font-semibold text-primary underline-offset-4 hover:underline">
            {moreLink.label}
            <Icon icon={ArrowRight} className="size-4" />
          </SiteLink>
        </p>
      )}
    </>
  )
}

export function IndustryList({ industries }: { industries: readonly string[] }) {
  return (
    <CheckList
      items={industries}
      icon={Building2}
      centered
      className="sm:grid-cols-2 lg:grid-cols-4"
      itemClassName="rounded-lg border bg-card px-4 py-3 font-medium shadow-sm"
      iconColor="text-primary"
    />
  )
}

const seasonIcons: Record<SeasonEntry['season'], IconNode> = { Spring: Flower2, Summer: Sun, Fall: Leaf, Winter: Snowflake }
// A file names its season by the schema's English key; the page says it in its own language.
export const seasonNames = {
  en: { Spring: 'Spring', Summer: 'Summer', Fall: 'Fall', Winter: 'Winter' },
  es: { Spring: 'Primavera', Summer: 'Verano', Fall: 'Otoño', Winter: 'Invierno' },
} satisfies Record<Language, Record<SeasonEntry['season'], string>>

export function SeasonSchedule({ seasons }: { seasons: readonly SeasonEntry[] }) {
  const language = useLanguage()
  return (
    <ol className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {seasons.map((entry, index) => (
        <Reveal as="li" key={entry.season} index={index} className="rounded-xl border-t-4 border-t-cta bg-card p-6 shadow-sm">
          <IconText icon={<Icon icon={seasonIcons[entry.season]} className="size-5" />} className="text-sm font-semibold uppercase tracking-wider text-cta">
            {seasonNames[language][entry.season]}
          </IconText>
          <h3 className="mt-3 text-lg font-bold">{entry.title}</h3>
          <p className="mt-2 text-muted-foreground">{entry.description}</p>
        </Reveal>
      ))}
    </ol>
  )
}

export function ExtraServiceList({ extras }: { extras: readonly ExtraService[] }) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {extras.map((extra, index) => (
        <Reveal as="li" key={extra.title} index={index % 3} className="flex gap-4 rounded-xl border bg-card p-6 shadow-sm">
          <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-primary/10 text-primary">
            <ContentIcon name={extra.icon} className="size-6" />
          </span>
          <div className="flex flex-col">
            <h3 className="text-lg font-bold">{extra.title}</h3>
            <p className="mt-1 flex-1 text-muted-foreground">{extra.description}</p>
            {extra.link && (
              <SiteLink to={extra.link} className="mt-3 inline-flex items-center gap-1 text-sm font-semibold text-primary underline-offset-4 hover:underline">
                Learn more<span className="sr-only"> about {extra.title}</span>
                <Icon icon={ArrowRight} className="size-4" />
              </SiteLink>
            )}
          </div>
        </Reveal>
      ))}
    </ul>
  )
}

export function RelatedServices({ services }: { services: readonly RelatedService[] }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {services.map((service) => (
        <li key={service.link}>
          <SiteLink
            to={service.link}
            className="group flex h-full flex-col rounded-xl border bg-card p-6 shadow-sm transition hover:border-primary hover:shadow-md"
          >
            <h3 className="text-lg font-bold group-hover:text-primary">{service.title}</h3>
            <p className="mt-2 flex-1 text-muted-foreground">{service.description}</p>
            <span className="mt-4 inline-flex items-center gap-1 text-sm font-semibold text-primary">
              Learn more <Icon icon={ArrowRight} className="size-4" />
            </span>
          </SiteLink>
        </li>
      ))}
    </ul>
  )
}

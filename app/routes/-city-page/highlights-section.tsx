import { StatTiles, type Stat } from '#app/components/sections/advantage-cards.tsx'

/** The proof strip under the hero: the counts and claim readings this city page shows. */
export function HighlightsSection({ city, stats }: { city: string; stats: readonly Stat[] }) {
  return (
    <section aria-labelledby="city-highlights-title" className="bg-primary px-page py-10 text-primary-foreground">
      <h2 id="city-highlights-title" className="sr-only">
        {city} at a glance
      </h2>
      <StatTiles stats={stats} tone="dark" />
    </section>
  )
}

import type { CityPageContent } from '#app/content/types.ts'
import { Reveal } from '#app/components/sections/reveal.tsx'
import { Section, SectionHeading } from '#app/components/sections/section.tsx'
import { Stars } from '#app/components/sections/stars.tsx'
import { useLanguage } from '#app/lib/language.tsx'
import { cityPageWords } from './city-page-words.ts'

/** Short quotes from homeowners, with their neighborhood. */
export function CityReviewsSection({ reviews, tone }: { reviews: NonNullable<CityPageContent['reviews']>; tone: 'plain' | 'muted' }) {
  const words = cityPageWords[useLanguage()]
  return (
    <Section tone={tone} labelledBy="city-reviews-title">
      <SectionHeading id="city-reviews-title" eyebrow={words.reviews} title={reviews.headline} />
      <ul className="grid gap-6 md:grid-cols-3">
        {reviews.examples.map((review, index) => (
          <Reveal as="li" key={review.name} index={index} className="rounded-xl border bg-card p-6 shadow-sm">
            <figure className="flex h-full flex-col">
              <Stars rating={5} />
              <blockquote className="mt-4 flex-1 leading-relaxed">“{review.quote}”</blockquote>
              <figcaption className="mt-5 border-t pt-4 text-sm">
                <span className="block font-semibold">{review.name}</span>
                <span className="text-muted-foreground">{review.neighborhood}</span>
              </figcaption>
            </figure>
          </Reveal>
        ))}
      </ul>
    </Section>
  )
}

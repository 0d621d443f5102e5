import { BadgeCheck } from 'lucide'
import { useLanguage, type Language } from '#app/lib/language.tsx'
import { Icon } from '../ui/icon.tsx'
import { Reveal } from './reveal.tsx'
import { Stars } from './stars.tsx'

export interface Testimonial {
  name: string
  location: string
  rating: 1 | 2 | 3 | 4 | 5
  /** Relative text such as '2 weeks ago'. */
  date: string
  project: string
  text: string
  verified: boolean
}

const english = { verified: 'Verified' }

/** The badge of a review whose author is known to be a customer. */
export const testimonialCardsText = { en: english, es: { verified: 'Verificada' } } satisfies Record<Language, typeof english>

export function TestimonialCards({ testimonials }: { testimonials: readonly Testimonial[] }) {
  const text = testimonialCardsText[useLanguage()]
  return (
    <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
      {testimonials.map((review, index) => (
        <Reveal as="li" key={review.name + review.project} index={index % 3} className="flex flex-col rounded-xl border bg-card p-6 shadow-sm">
          <figure className="flex h-full flex-col">
            <div className="flex items-center justify-between gap-2">
              <Stars rating={review.rating} />
              {review.verified && (
                <span className="inline-flex items-center gap-1 rounded-full bg-success/10 px-2.5 py-1 text-xs font-semibold text-success">
                  <Icon icon={BadgeCheck} className="size-3.5" />
                  {text.verified}
                </span>
              )}
            </div>
            <blockquote className="mt-4 flex-1 leading-relaxed">“{review.text}”</blockquote>
            <figcaption className="mt-5 border-t pt-4 text-sm">
              <span className="block font-semibold">{review.name}</span>
              <span className="text-muted-foreground">
                {review.location} · {review.project} · {review.date}
              </span>
            </figcaption>
          </figure>
        </Reveal>
      ))}
    </ul>
  )
}

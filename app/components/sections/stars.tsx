import { Star } from 'lucide'
import { useLanguage, type Language } from '#app/lib/language.tsx'
import { Icon } from '../ui/icon.tsx'

const english = { rating: (rating: number) => `${rating} out of 5 stars` }

/** The stars' name, for who cannot see them. */
export const starsText = { en: english, es: { rating: (rating: number) => `${rating} de 5 estrellas` } } satisfies Record<Language, typeof english>

export function Stars({ rating, className = 'size-4' }: { rating: number; className?: string }) {
  return (
    <span className="inline-flex gap-0.5 text-star" role="img" aria-label={starsText[useLanguage()].rating(rating)}>
      {Array.from({ length: 5 }, (_, index) => (
        <Icon key={index} icon={Star} className={className} filled={index < Math.round(rating)} />
      ))}
    </span>
  )
}

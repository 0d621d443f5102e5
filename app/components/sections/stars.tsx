import { Star } from 'lucide'
import { Icon } from '../ui/icon.tsx'

export function Stars({ rating, className = 'size-4' }: { rating: number; className?: string }) {
  return (
    <span className="inline-flex gap-0.5 text-star" role="img" aria-label={`${rating} out of 5 stars`}>
      {Array.from({ length: 5 }, (_, index) => (
        <Icon key={index} icon={Star} className={className} filled={index < Math.round(rating)} />
      ))}
    </span>
  )
}

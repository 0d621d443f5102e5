import { Star } from 'lucide-react'

export function Stars({ rating, className = 'size-4' }: { rating: number; className?: string }) {
  return (
    <span className="inline-flex gap-0.5 text-star" role="img" aria-label={`${rating} out of 5 stars`}>
      {Array.from({ length: 5 }, (_, index) => (
        <Star key={index} aria-hidden="true" className={className} fill={index < Math.round(rating) ? 'currentColor' : 'none'} />
      ))}
    </span>
  )
}

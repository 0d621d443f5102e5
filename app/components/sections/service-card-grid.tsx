import { ArrowRight, Check } from 'lucide'
import { Icon } from '../ui/icon.tsx'
import { SiteLink } from '../layout/site-link.tsx'
import type { ImageName } from '#app/lib/images.ts'
import { useLanguage, type Language } from '#app/lib/language.tsx'
import { site } from '#app/site-config.ts'
import { buttonVariants } from '../ui/button.tsx'
import { CheckList } from './check-list.tsx'
import { ResponsiveImage } from '../ui/responsive-image.tsx'
import { actionText } from './action-text.ts'
import { QuoteLink } from './quote-link.tsx'
import { Reveal } from './reveal.tsx'

export interface ServiceCard {
  title: string
  description: string
  image: ImageName
  /** Defaults to `${title} | ${businessName}` when omitted. */
  alt?: string
  /** Internal path; cards without a link show a Get Quote button instead. */
  link?: string
  linkText?: string
  features: readonly string[]
  priceRange: '$' | '$$' | '$$$' | '$$$$' | '$$$$$' | 'Varies'
  popular?: boolean
}

const english = {
  popular: 'Most Popular',
  priceRangeLabel: 'Price range',
  about: (title: string) => ` about ${title}`,
  quoteFor: (title: string) => ` for ${title}`,
  varies: 'Varies',
}

/** What a card says itself; its title, description and link text come as props. */
export const serviceCardText = {
  en: english,
  es: {
    popular: 'Más popular',
    priceRangeLabel: 'Rango de precios',
    about: (title: string) => ` sobre ${title}`,
    quoteFor: (title: string) => `: ${title}`,
    varies: 'Varía',
  },
} satisfies Record<Language, typeof english>

/** Cards: 1 column on phones, 2 on tablets, 3 on large screens. */
export function ServiceCardGrid({ cards, columns = 3 }: { cards: readonly ServiceCard[]; columns?: 3 | 4 }) {
  const language = useLanguage()
  const text = serviceCardText[language]
  return (
    <ul className={columns === 4 ? 'grid gap-6 sm:grid-cols-2 lg:grid-cols-4' : 'grid gap-6 md:grid-cols-2 lg:grid-cols-3'}>
      {cards.map((card, index) => (
        <Reveal
          as="li"
          key={card.title}
          index={index % 3}
          className="flex flex-col overflow-hidden rounded-xl border bg-card shadow-sm transition-shadow hover:shadow-lg"
        >
          <div className="relative aspect-[4/3] overflow-hidden bg-muted">
            <ResponsiveImage
              name={card.image}
              alt={card.alt ?? `${card.title} | ${site.businessName}`}
              sizes="(min-width: 1024px) 400px, (min-width: 768px) 50vw, 100vw"
              className="size-full object-cover"
            />
            {card.popular && (
              <span className="absolute left-3 top-3 rounded-full bg-cta px-3 py-1 text-xs font-bold text-cta-foreground shadow">{text.popular}</span>
            )}
            <span className="absolute right-3 top-3 rounded-full bg-white/95 px-3 py-1 text-xs font-bold text-primary shadow" title={text.priceRangeLabel}>
              <span className="sr-only">{text.priceRangeLabel}: </span>
              {card.priceRange === 'Varies' ? text.varies : card.priceRange}
            </span>
          </div>
          <div className="flex flex-1 flex-col p-6">
            <h3 className="text-xl font-bold">{card.title}</h3>
            <p className="mt-2 text-muted-foreground">{card.description}</p>
            {card.features.length > 0 && <CheckList items={card.features} size="sm" icon={Check} layout="grid gap-2" className="mt-4 text-sm" />}
            <div className="mt-auto pt-6">
              {card.link ? (
                <SiteLink className={buttonVariants({ variant: 'outline', className: 'w-full' })} to={card.link}>
                  {card.linkText ?? actionText[language].learnMore}
                  <span className="sr-only">{text.about(card.title)}</span>
                  <Icon icon={ArrowRight} />
                </SiteLink>
              ) : (
                <QuoteLink className={buttonVariants({ variant: 'cta', className: 'w-full' })}>
                  {actionText[language].getQuote}
                  <span className="sr-only">{text.quoteFor(card.title)}</span>
                </QuoteLink>
              )}
            </div>
          </div>
        </Reveal>
      ))}
    </ul>
  )
}

import { ContentIcon, type IconName } from '../ui/content-icon.tsx'
import type { ImageName } from '#app/lib/images.ts'
import { cn } from '#app/lib/utils.ts'
import { PageQuoteForm } from '#app/quote/page-quote-form.tsx'
import type { QuoteFormConfig } from '#app/quote/quote-form-config.ts'
import { ResponsiveImage } from '../ui/responsive-image.tsx'
import { CtaButtonView } from './cta-buttons.tsx'
import { enter, HeroHeading } from './hero-heading.tsx'
import { quoteAnchorId } from './quote-link.tsx'

export type HeroFeature = { icon: IconName; title: string }

export interface Hero {
  backgroundImage: ImageName
  title: string
  /** Omitted on pages whose hero has no subtitle (property surveying). */
  subtitle?: string
  description: string
  primaryButtonText: string
  secondaryButtonText: string
  features: readonly HeroFeature[]
  form: QuoteFormConfig
}

export function HeroSection({ hero }: { hero: Hero }) {
  return (
    <section
      aria-labelledby="hero-title"
      className="relative isolate grid items-center gap-10 overflow-hidden bg-[#2c3a33] px-page-inset py-12 sm:py-16 lg:grid-cols-[1fr_440px] lg:py-20"
    >
      <div aria-hidden="true" className="absolute inset-0 -z-10">
        {/* The skeleton lies under the photo and pulses for the 2 s the spec gives the image (section 9), then rests as a muted background. */}
        <div data-hero-skeleton className="hero-skeleton absolute inset-0 bg-[#3a4a42]" />
        <ResponsiveImage name={hero.backgroundImage} alt="" priority sizes="100vw" className="relative size-full object-cover" />
        <div className="absolute inset-0 bg-gradient-to-r from-black/80 via-black/60 to-black/35" />
      </div>

      <div className="text-white">
        <HeroHeading
          eyebrow={hero.subtitle}
          title={hero.title}
          description={hero.description}
          actions={
            <>
              <CtaButtonView button={{ kind: 'quote', label: hero.primaryButtonText }} />
              <CtaButtonView button={{ kind: 'call', label: hero.secondaryButtonText }} variant="hero" place="hero" />
            </>
          }
        />
        {hero.features.length > 0 && (
          <ul {...enter(4)} className={cn(enter(4).className, 'mt-8 grid grid-cols-2 gap-3 text-sm sm:grid-cols-4 lg:grid-cols-2 xl:grid-cols-4')}>
            {hero.features.map((feature) => (
              <li key={feature.title} className="flex items-center gap-2">
                <ContentIcon name={feature.icon} className="size-5 shrink-0 text-amber-200" />
                <span>{feature.title}</span>
              </li>
            ))}
          </ul>
        )}
      </div>
      <div id={quoteAnchorId} className="scroll-mt-24">
        <PageQuoteForm config={hero.form} headingLevel={2} idPrefix="hero-quote" />
      </div>
    </section>
  )
}

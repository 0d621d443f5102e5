import { useEffect, useRef, useState, type ReactNode } from 'react'
import type { HeroConfig } from '../../content/types.ts'
import { ContentIcon } from '../ui/content-icon.tsx'
import { cn } from '../../lib/utils.ts'
import { QuoteForm } from '../../lib/lazy-islands.tsx'
import { ResponsiveImage } from '../ui/responsive-image.tsx'
import { CtaButtonView } from './cta-buttons.tsx'
import { enter, HeroHeading } from './hero-heading.tsx'
import { quoteAnchorId } from './quote-link.tsx'

/** Spec section 9: after 2 s without the image the hero falls back to a muted background. */
export const heroImageTimeoutMs = 2000

type ImageStatus = 'loading' | 'loaded' | 'fallback'

export const heroImageSizes = '100vw'

export function HeroSection({ hero, children }: { hero: HeroConfig; children?: ReactNode }) {
  const imageRef = useRef<HTMLImageElement>(null)
  const [status, setStatus] = useState<ImageStatus>('loading')

  useEffect(() => {
    const image = imageRef.current
    if (image?.complete && image.naturalWidth > 0) {
      setStatus('loaded')
      return
    }
    const timer = window.setTimeout(() => setStatus((current) => (current === 'loading' ? 'fallback' : current)), heroImageTimeoutMs)
    return () => window.clearTimeout(timer)
  }, [])

  return (
    <section aria-labelledby="hero-title" className="relative isolate overflow-hidden bg-[#2c3a33]">
      <div aria-hidden="true" data-hero-image-status={status} className="absolute inset-0 -z-10">
        {/* The skeleton lies under the photo: an image that arrives before hydration covers it at once. */}
        {status === 'loading' && <div data-hero-skeleton className="absolute inset-0 animate-pulse bg-[#3a4a42]" />}
        <ResponsiveImage
          ref={imageRef}
          name={hero.backgroundImage}
          alt=""
          priority
          sizes={heroImageSizes}
          className={cn('relative size-full object-cover', status === 'fallback' && 'hidden')}
          onLoad={() => setStatus('loaded')}
          onError={() => setStatus('fallback')}
        />
        <div className="absolute inset-0 bg-gradient-to-r from-black/80 via-black/60 to-black/35" />
      </div>

      <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-12 sm:py-16 lg:grid-cols-[1fr_440px] lg:py-20">
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
              {hero.features.map((feature) => {
                return (
                  <li key={feature.title} className="flex items-center gap-2">
                    <ContentIcon name={feature.icon} className="size-5 shrink-0 text-amber-200" />
                    <span>{feature.title}</span>
                  </li>
                )
              })}
            </ul>
          )}
          {children}
        </div>
        <div id={quoteAnchorId} className="scroll-mt-24">
          <QuoteForm config={hero.form} headingLevel={2} idPrefix="hero-quote" />
        </div>
      </div>
    </section>
  )
}

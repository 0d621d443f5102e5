import { ExternalLink, Phone } from 'lucide-react'
import { financingHero } from '../../content/financing.ts'
import type { ImageName } from '../../content/images.ts'
import { site } from '../../site-config.ts'
import { CheckList } from '../../components/sections/check-list.tsx'
import { HeroHeading } from '../../components/sections/hero-heading.tsx'
import { Button } from '../../components/ui/button.tsx'
import { ResponsiveImage } from '../../components/ui/responsive-image.tsx'

/** An image hero without a quote form: the page's main action is prequalifying with the partner. */
export function FinancingHero({ image }: { image: ImageName }) {
  return (
    <section aria-labelledby="hero-title" className="relative isolate overflow-hidden bg-[#2c3a33]">
      <div aria-hidden="true" className="absolute inset-0 -z-10">
        <ResponsiveImage
          name={image}
          alt=""
          priority
          sizes="100vw"
          className="size-full object-cover"
          onError={(event) => {
            event.currentTarget.hidden = true
          }}
        />
        <div className="absolute inset-0 bg-gradient-to-r from-black/85 via-black/65 to-black/30" />
      </div>
      <div className="mx-auto max-w-7xl px-4 py-16 text-white sm:py-20 lg:py-28">
        <div className="max-w-3xl">
          <HeroHeading
            eyebrow={financingHero.eyebrow}
            title={financingHero.title}
            description={financingHero.description}
            descriptionClassName=""
            actions={
              <>
                <Button asChild variant="cta" size="lg">
                  <a href={site.financing.prequalifyUrl} target="_blank" rel="noopener noreferrer">
                    {financingHero.prequalifyLabel}
                    <ExternalLink aria-hidden="true" />
                    <span className="sr-only">(opens in a new tab)</span>
                  </a>
                </Button>
                <Button asChild variant="hero" size="lg">
                  <a href={site.phone.href}>
                    <Phone aria-hidden="true" />
                    {financingHero.callLabel}
                  </a>
                </Button>
              </>
            }
          />
          <CheckList
            items={financingHero.highlights}
            centered
            className="mt-8 flex animate-fade-up flex-col gap-3 text-sm [animation-delay:480ms] sm:flex-row sm:flex-wrap sm:gap-6"
            itemClassName="gap-2"
            iconClassName="text-amber-200"
          />
        </div>
      </div>
    </section>
  )
}

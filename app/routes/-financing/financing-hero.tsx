import type { financingPage } from '#app/content/financing.ts'
import type { ImageName } from '#app/lib/images.ts'
import { CheckList } from '#app/components/sections/check-list.tsx'
import { CtaButtonView } from '#app/components/sections/cta-buttons.tsx'
import { HeroHeading } from '#app/components/sections/hero-heading.tsx'
import { ResponsiveImage } from '#app/components/ui/responsive-image.tsx'

/** An image hero without a quote form: the page's main action is prequalifying with the partner. */
export function FinancingHero({ image, hero: financingHero }: { image: ImageName; hero: (typeof financingPage)['en']['hero'] }) {
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
                <CtaButtonView button={{ kind: 'external', href: 'prequalify', label: financingHero.prequalifyLabel }} />
                <CtaButtonView button={{ kind: 'call', label: financingHero.callLabel }} variant="hero" place="hero" />
              </>
            }
          />
          <CheckList
            items={financingHero.highlights}
            centered
            layout="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:gap-6"
            className="mt-8 animate-fade-up text-sm [animation-delay:480ms]"
            itemGap="gap-2"
            iconColor="text-amber-200"
          />
        </div>
      </div>
    </section>
  )
}

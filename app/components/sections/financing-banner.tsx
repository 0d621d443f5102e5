import { useLanguage } from '#app/lib/language.tsx'
import { sitePaths } from '#app/lib/site-paths.ts'
import { SiteLink } from '../layout/site-link.tsx'
import { buttonVariants } from '../ui/button.tsx'
import { CheckList } from './check-list.tsx'
import { CtaButtonView } from './cta-buttons.tsx'
import { ContentIcon } from '../ui/content-icon.tsx'
import { IconText } from '../ui/icon-text.tsx'

export interface FinancingBannerCopy {
  eyebrow: string
  headline: string
  text: string
  highlights: readonly string[]
  primaryLabel: string
  secondaryLabel: string
}

export function FinancingBanner({ banner: financingBanner }: { banner: FinancingBannerCopy }) {
  const language = useLanguage()
  return (
    <section aria-labelledby="financing-banner-title" className="px-4 py-12">
      <div className="mx-auto grid max-w-7xl items-center gap-8 rounded-2xl bg-gradient-to-br from-primary to-[#163a2b] p-8 text-primary-foreground shadow-lg sm:p-10 lg:grid-cols-[1fr_auto]">
        <div>
          <IconText icon={<ContentIcon name="badge-dollar" className="size-5" />} className="text-sm font-semibold uppercase tracking-wider text-amber-200">
            {financingBanner.eyebrow}
          </IconText>
          <h2 id="financing-banner-title" className="mt-2 text-2xl font-bold sm:text-3xl">
            {financingBanner.headline}
          </h2>
          <p className="mt-3 max-w-2xl text-white/90">{financingBanner.text}</p>
          <CheckList items={financingBanner.highlights} columns={2} className="mt-5 max-w-xl text-sm" iconColor="text-amber-200" />
        </div>
        <div className="flex flex-col gap-3 sm:flex-row lg:flex-col">
          <CtaButtonView button={{ kind: 'external', href: 'prequalify', label: financingBanner.primaryLabel }} />
          <SiteLink className={buttonVariants({ variant: 'hero', size: 'lg' })} to={sitePaths.financing[language]}>
            {financingBanner.secondaryLabel}
          </SiteLink>
        </div>
      </div>
    </section>
  )
}

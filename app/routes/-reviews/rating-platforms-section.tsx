import { ExternalLink } from 'lucide'
import { Icon } from '#app/components/ui/icon.tsx'
import { site } from '#app/site-config.ts'
import { CtaButtonView } from '#app/components/sections/cta-buttons.tsx'
import { Reveal } from '#app/components/sections/reveal.tsx'
import { Section, SectionHeading } from '#app/components/sections/section.tsx'
import { Stars } from '#app/components/sections/stars.tsx'
import type { ReviewsPage } from '#app/content/types.ts'

/** The four review platforms (each opens in a new tab), then the invitations to review and share photos. */
export function RatingPlatformsSection({
  ratingPlatformsSection,
  ratingPlatforms,
  shareExperience,
}: Pick<ReviewsPage, 'ratingPlatformsSection' | 'ratingPlatforms' | 'shareExperience'>) {
  return (
    <Section labelledBy="rating-platforms-title">
      <SectionHeading id="rating-platforms-title" title={ratingPlatformsSection.title} intro={ratingPlatformsSection.intro} />
      <ul className="grid grid-cols-2 gap-4 sm:gap-6 lg:grid-cols-4">
        {ratingPlatforms.map((platform, index) => (
          <Reveal as="li" key={platform.platform} index={index}>
            <a
              href={site.reviewPlatforms[platform.platform]}
              target="_blank"
              rel="noopener noreferrer"
              className="group flex h-full flex-col items-center rounded-xl border bg-card p-4 text-center shadow-sm transition sm:p-6 hover:border-primary hover:shadow-md"
            >
              <h3 className="text-xl font-bold">{platform.name}</h3>
              <p className="mt-2 font-display text-3xl font-bold text-primary sm:mt-3 sm:text-4xl">{platform.rating.toFixed(1)}</p>
              <div className="mt-2">
                <Stars rating={platform.rating} className="size-5" />
              </div>
              <p className="mt-2 text-sm text-muted-foreground">{platform.count} reviews</p>
              <span className="mt-4 inline-flex items-center gap-1 text-sm font-semibold text-primary group-hover:underline">
                {ratingPlatformsSection.linkLabel}
                <span className="sr-only"> on {platform.name} (opens in a new tab)</span>
                <Icon icon={ExternalLink} className="size-4" />
              </span>
            </a>
          </Reveal>
        ))}
      </ul>

      <div className="mx-auto mt-14 max-w-3xl rounded-2xl bg-muted p-8 text-center">
        <h3 className="text-2xl font-bold">{shareExperience.title}</h3>
        <p className="mt-3 text-muted-foreground">{shareExperience.text}</p>
        <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
          <CtaButtonView button={{ kind: 'external', label: shareExperience.leaveReviewLabel, href: 'review-google' }} variant="cta" />
          <CtaButtonView
            button={{ kind: 'email', label: shareExperience.sharePhotosLabel, subject: shareExperience.photosSubject, body: shareExperience.photosBody }}
            variant="outline"
          />
        </div>
      </div>
    </Section>
  )
}

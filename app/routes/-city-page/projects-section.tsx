import type { CityPageContent } from '#app/content/types.ts'
import { site } from '#app/site-config.ts'
import { buttonVariants } from '#app/components/ui/button.tsx'
import { ResponsiveImage } from '#app/components/ui/responsive-image.tsx'
import { QuoteLink } from '#app/components/sections/quote-link.tsx'
import { Reveal } from '#app/components/sections/reveal.tsx'
import { Section, SectionHeading } from '#app/components/sections/section.tsx'
import { useLanguage } from '#app/lib/language.tsx'
import { cityPageWords } from './city-page-words.ts'

/** Recent project photos with what was built. */
export function ProjectsSection({ projects, tone }: { projects: NonNullable<CityPageContent['projects']>; tone: 'plain' | 'muted' }) {
  const words = cityPageWords[useLanguage()]
  return (
    <Section tone={tone} labelledBy="projects-title">
      <SectionHeading id="projects-title" eyebrow={words.ourWork} title={projects.headline} />
      <ul className="grid gap-6 md:grid-cols-3">
        {projects.examples.map((project, index) => (
          <Reveal as="li" key={project.title} index={index} className="overflow-hidden rounded-xl border bg-card shadow-sm">
            <figure>
              <div className="aspect-[4/3] bg-muted">
                <ResponsiveImage
                  name={project.image}
                  alt={`${project.title} | ${site.businessName}`}
                  sizes="(min-width: 1280px) 400px, (min-width: 768px) 33vw, 100vw"
                  className="size-full object-cover"
                />
              </div>
              <figcaption className="p-5">
                <h3 className="text-lg font-bold">{project.title}</h3>
                <p className="mt-2 text-sm text-muted-foreground">{project.description}</p>
              </figcaption>
            </figure>
          </Reveal>
        ))}
      </ul>
      <div className="mt-10 flex justify-center">
        <QuoteLink className={buttonVariants({ variant: 'cta', size: 'lg' })}>{projects.cta}</QuoteLink>
      </div>
    </Section>
  )
}

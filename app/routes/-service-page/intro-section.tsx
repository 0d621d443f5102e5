import type { ReactNode } from 'react'
import type { SectionIntro } from '#app/content/types.ts'
import { headingId, Section, SectionHeading } from '#app/components/sections/section.tsx'

export type SectionTone = 'plain' | 'muted'

/** A content section of the service-page template: the h2 block from content, then the body. */
export function IntroSection({ kind, intro, tone, children }: { kind: string; intro: SectionIntro; tone: SectionTone; children: ReactNode }) {
  const id = `${kind}-${headingId(intro.title)}`
  return (
    <Section tone={tone} labelledBy={id}>
      <SectionHeading id={id} eyebrow={intro.eyebrow} title={intro.title} intro={intro.intro} />
      {children}
    </Section>
  )
}

import type { ReactNode } from 'react'
import { cn } from '#app/lib/utils.ts'

const sectionPadding = { default: 'py-14 sm:py-20', compact: 'py-12 sm:py-14' } as const

export function Section({
  id,
  className,
  children,
  tone = 'plain',
  padding = 'default',
  labelledBy,
}: {
  id?: string
  className?: string
  children: ReactNode
  tone?: 'plain' | 'muted' | 'primary'
  padding?: keyof typeof sectionPadding
  labelledBy?: string
}) {
  return (
    <section
      id={id}
      aria-labelledby={labelledBy}
      className={cn('px-page', sectionPadding[padding], tone === 'muted' && 'bg-muted', tone === 'primary' && 'bg-primary text-primary-foreground', className)}
    >
      {children}
    </section>
  )
}

/** `className` replaces the default bottom margin (mb-10), e.g. `mb-6`. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  intro,
  align = 'center',
  className,
}: {
  id?: string
  eyebrow?: string
  title: string
  intro?: string
  align?: 'center' | 'left'
  className?: string
}) {
  return (
    <div className={cn('max-w-3xl', align === 'center' && 'mx-auto text-center', className ?? 'mb-10')}>
      {eyebrow && <p className="mb-2 text-sm font-semibold uppercase tracking-wider text-cta">{eyebrow}</p>}
      <h2 id={id} className="text-3xl font-bold sm:text-4xl">
        {title}
      </h2>
      {intro && <p className="mt-4 text-lg text-muted-foreground">{intro}</p>}
    </div>
  )
}

/** Turns a heading into an id for aria-labelledby; a Spanish heading keeps its accented letters, without the accents. */
export function headingId(title: string): string {
  return title
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
}

import type { IconNode } from 'lucide'
import { Clock } from 'lucide'
import { Icon } from '../ui/icon.tsx'
import type { ReactNode } from 'react'
import { useLanguage } from '#app/lib/language.tsx'
import { cn } from '#app/lib/utils.ts'
import { site } from '#app/site-config.ts'
import { openingHoursText } from './opening-hours.ts'

/** A card for one way to reach the business: round icon, heading, then its details. */
export function ContactCard({
  icon,
  title,
  headingLevel = 3,
  className,
  children,
}: {
  icon: IconNode
  title: string
  headingLevel?: 2 | 3 | 4
  className?: string
  children: ReactNode
}) {
  const Heading = `h${headingLevel}` as const
  return (
    <div className={cn('rounded-xl border bg-card p-5 shadow-sm', className)}>
      <div className="mb-3 flex items-center gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary/10 text-primary">
          <Icon icon={icon} className="size-5" />
        </span>
        <Heading className="text-lg font-bold">{title}</Heading>
      </div>
      {children}
    </div>
  )
}

/** The opening hours from the site config, as a contact card. */
export function HoursCard({ title, headingLevel }: { title: string; headingLevel?: 2 | 3 | 4 }) {
  const hours = openingHoursText[useLanguage()]
  return (
    <ContactCard icon={Clock} title={title} headingLevel={headingLevel}>
      <dl className="space-y-1 text-sm">
        {site.hours.map((entry) => (
          <div key={entry.days} className="flex flex-wrap justify-between gap-x-3">
            <dt className="font-medium">{hours.days(entry)}</dt>
            <dd className="text-muted-foreground">{hours.note(entry)}</dd>
          </div>
        ))}
      </dl>
    </ContactCard>
  )
}

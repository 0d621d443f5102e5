import { ArrowRight } from 'lucide'
import { Icon } from '#app/components/ui/icon.tsx'
import { SiteLink } from '#app/components/layout/site-link.tsx'
import type { RelatedService } from '#app/content/services/service-page.ts'

export function RelatedServices({ services }: { services: readonly RelatedService[] }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {services.map((service) => (
        <li key={service.link}>
          <SiteLink
            to={service.link}

            className="group flex h-full flex-col rounded-xl border bg-card p-6 shadow-sm transition hover:border-primary hover:shadow-md"
          >
            <h3 className="text-lg font-bold group-hover:text-primary">{service.title}</h3>
            <p className="mt-2 flex-1 text-muted-foreground">{service.description}</p>
            <span className="mt-4 inline-flex items-center gap-1 text-sm font-semibold text-primary">
              Learn more <Icon icon={ArrowRight} className="size-4" />
            </span>
          </SiteLink>
        </li>
      ))}
    </ul>
  )
}

import { ChevronRight } from 'lucide'
import { Icon } from '../ui/icon.tsx'
import type { Crumb } from '#app/seo/breadcrumbs.ts'
import { SiteLink } from './site-link.tsx'

/**
 * On every page except home. Labels from the route table, otherwise the slug words capitalized.
 * The not-found page has none: it is prerendered once and shown for any unknown path.
 */
export function BreadcrumbBar({ trail }: { trail: readonly Crumb[] }) {
  return (
    <nav aria-label="Breadcrumb" className="border-b bg-muted/60">
      <ol className="mx-auto flex max-w-7xl flex-wrap items-center gap-1 px-4 py-2.5 text-sm">
        {trail.map((crumb, index) => {
          const last = index === trail.length - 1
          return (
            <li key={crumb.path} className="flex items-center gap-1">
              {index > 0 && <Icon icon={ChevronRight} className="size-4 text-muted-foreground" />}
              {last ? (
                <span aria-current="page" className="font-semibold">
                  {crumb.label}
                </span>
              ) : (
                <SiteLink to={crumb.path} className="text-muted-foreground underline-offset-4 hover:text-primary hover:underline">
                  {crumb.label}
                </SiteLink>
              )}
            </li>
          )
        })}
      </ol>
    </nav>
  )
}

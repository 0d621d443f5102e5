import { SiteLink } from '../components/layout/site-link.tsx'
import { buttonVariants } from '../components/ui/button.tsx'
import { site } from '../site-config.ts'
import type { Route } from './+types/not-found'

export const meta: Route.MetaFunction = () => [
  { title: `Page Not Found | ${site.businessName}` },
  { name: 'description', content: 'The page you were looking for could not be found.' },
  { name: 'robots', content: 'noindex, follow' },
]

export default function NotFoundPage() {
  return (
    <div data-not-found="" className="flex min-h-[60vh] items-center justify-center bg-muted px-4 py-20">
      <div className="text-center">
        <h1 className="font-display text-7xl font-extrabold text-primary">404</h1>
        <p className="mt-4 text-xl text-muted-foreground">Oops! Page not found</p>
        <SiteLink className={buttonVariants({ variant: 'cta', size: 'lg', className: 'mt-8' })} to="/">
          Return to Home
        </SiteLink>
      </div>
    </div>
  )
}

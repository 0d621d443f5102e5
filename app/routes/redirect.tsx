import { SiteLink } from '../components/layout/site-link.tsx'
import { pagePath, usePagePath } from '../lib/page-path.ts'
import { redirectTarget } from '../route-table.ts'
import { absoluteUrl } from '../seo/json-ld.ts'
import { site } from '../site-config.ts'
import type { Route } from './+types/redirect'

/**
 * An alternate address (e.g. /locations/<city>). The production server answers it with a
 * real 301; this prerendered page makes static hosting behave the same: a canonical link
 * to the real page, an immediate meta refresh and a link.
 */
export const meta: Route.MetaFunction = ({ location }) => {
  const target = redirectTarget(pagePath(location.pathname)) ?? '/'
  return [
    { title: `Redirecting to ${target}` },
    { name: 'robots', content: 'noindex, follow' },
    { tagName: 'link', rel: 'canonical', href: absoluteUrl(site, target) },
    { httpEquiv: 'refresh', content: `0; url=${target}` },
  ]
}

export default function RedirectPage() {
  const target = redirectTarget(usePagePath()) ?? '/'
  return (
    <div className="mx-auto max-w-2xl px-4 py-24 text-center">
      <h1 className="text-2xl font-bold">This page has moved</h1>
      <p className="mt-4">
        <SiteLink to={target} className="font-semibold text-primary underline">
          Continue to the new page
        </SiteLink>
      </p>
    </div>
  )
}

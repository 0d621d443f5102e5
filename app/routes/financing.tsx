import { heroImagePreloadLink } from '../components/ui/responsive-image.tsx'
import { financingPage } from '../content/financing.ts'
import { FinancingContent } from './-financing/financing-content.tsx'
import { findPage } from '../route-table.ts'
import { metaFromLoaderHead } from '../seo/page-meta.ts'
import { site } from '../site-config.ts'
import type { Route } from './+types/financing'

const page = findPage('/financing')!

export const links: Route.LinksFunction = () => [heroImagePreloadLink(page.heroImage)]

/** The page's copy reaches it as data, not as script: it is made at build time (decision 16). */
export function loader() {
  return financingPage
}

export const meta: Route.MetaFunction = metaFromLoaderHead(site, page)

export default function FinancingPage({ loaderData }: Route.ComponentProps) {
  return <FinancingContent image={page.heroImage} text={loaderData} />
}

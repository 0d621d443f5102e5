import { cityPageLinks, cityPageMeta } from '../../components/sections/city-page/city-page-meta.ts'
import { CityPageTemplate } from '../../components/sections/city-page/city-page-template.tsx'
import { aubreyPage } from '../../content/cities/aubrey.ts'
import type { Route } from './+types/aubrey-fence-company'

export const links: Route.LinksFunction = () => cityPageLinks(aubreyPage)

export const meta: Route.MetaFunction = () => cityPageMeta(aubreyPage)

export default function AubreyFenceCompanyPage() {
  return <CityPageTemplate page={aubreyPage} />
}

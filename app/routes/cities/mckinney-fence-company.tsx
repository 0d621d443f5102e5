import { cityPageLinks, cityPageMeta } from '../../components/sections/city-page/city-page-meta.ts'
import { CityPageTemplate } from '../../components/sections/city-page/city-page-template.tsx'
import { mckinneyPage } from '../../content/cities/mckinney.ts'
import type { Route } from './+types/mckinney-fence-company'

export const links: Route.LinksFunction = () => cityPageLinks(mckinneyPage)

export const meta: Route.MetaFunction = () => cityPageMeta(mckinneyPage)

export default function McKinneyFenceCompanyPage() {
  return <CityPageTemplate page={mckinneyPage} />
}

import { cityPageLinks, cityPageMeta } from '../../components/sections/city-page/city-page-meta.ts'
import { CityPageTemplate } from '../../components/sections/city-page/city-page-template.tsx'
import { cityPage } from '../../content/cities/city-page.ts'
import mckinney from '../../content/cities/mckinney.json'
import type { Route } from './+types/mckinney-fence-company'

const mckinneyPage = cityPage(mckinney)

export const links: Route.LinksFunction = () => cityPageLinks(mckinneyPage)

export const meta: Route.MetaFunction = () => cityPageMeta(mckinneyPage)

export default function McKinneyFenceCompanyPage() {
  return <CityPageTemplate page={mckinneyPage} />
}

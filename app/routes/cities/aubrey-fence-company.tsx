import { cityPageLinks, cityPageMeta } from '../../components/sections/city-page/city-page-meta.ts'
import { CityPageTemplate } from '../../components/sections/city-page/city-page-template.tsx'
import { cityPage } from '../../content/cities/city-page.ts'
import aubrey from '../../content/cities/aubrey.json'
import type { Route } from './+types/aubrey-fence-company'

const aubreyPage = cityPage(aubrey)

export const links: Route.LinksFunction = () => cityPageLinks(aubreyPage)

export const meta: Route.MetaFunction = () => cityPageMeta(aubreyPage)

export default function AubreyFenceCompanyPage() {
  return <CityPageTemplate page={aubreyPage} />
}

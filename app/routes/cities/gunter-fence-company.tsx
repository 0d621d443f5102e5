import { cityPageLinks, cityPageMeta } from '../../components/sections/city-page/city-page-meta.ts'
import { CityPageTemplate } from '../../components/sections/city-page/city-page-template.tsx'
import { cityPage } from '../../content/cities/city-page.ts'
import gunter from '../../content/cities/gunter.json'
import type { Route } from './+types/gunter-fence-company'

const gunterPage = cityPage(gunter)

export const links: Route.LinksFunction = () => cityPageLinks(gunterPage)

export const meta: Route.MetaFunction = () => cityPageMeta(gunterPage)

export default function GunterFenceCompanyPage() {
  return <CityPageTemplate page={gunterPage} />
}

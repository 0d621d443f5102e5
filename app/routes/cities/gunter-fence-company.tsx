import { cityPageLinks, cityPageMeta } from '../../components/sections/city-page/city-page-meta.ts'
import { CityPageTemplate } from '../../components/sections/city-page/city-page-template.tsx'
import { gunterPage } from '../../content/cities/gunter.ts'
import type { Route } from './+types/gunter-fence-company'

export const links: Route.LinksFunction = () => cityPageLinks(gunterPage)

export const meta: Route.MetaFunction = () => cityPageMeta(gunterPage)

export default function GunterFenceCompanyPage() {
  return <CityPageTemplate page={gunterPage} />
}

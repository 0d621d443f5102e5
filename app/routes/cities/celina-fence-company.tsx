import { cityPageLinks, cityPageMeta } from '../../components/sections/city-page/city-page-meta.ts'
import { CityPageTemplate } from '../../components/sections/city-page/city-page-template.tsx'
import { celinaPage } from '../../content/cities/celina.ts'
import type { Route } from './+types/celina-fence-company'

export const links: Route.LinksFunction = () => cityPageLinks(celinaPage)

export const meta: Route.MetaFunction = () => cityPageMeta(celinaPage)

export default function CelinaFenceCompanyPage() {
  return <CityPageTemplate page={celinaPage} />
}

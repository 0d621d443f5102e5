import { cityPageLinks, cityPageMeta } from '../../components/sections/city-page/city-page-meta.ts'
import { CityPageTemplate } from '../../components/sections/city-page/city-page-template.tsx'
import { cityPage } from '../../content/cities/city-page.ts'
import celina from '../../content/cities/celina.json'
import type { Route } from './+types/celina-fence-company'

const celinaPage = cityPage(celina)

export const links: Route.LinksFunction = () => cityPageLinks(celinaPage)

export const meta: Route.MetaFunction = () => cityPageMeta(celinaPage)

export default function CelinaFenceCompanyPage() {
  return <CityPageTemplate page={celinaPage} />
}

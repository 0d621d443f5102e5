import { cityPageLinks, cityPageMeta } from '../../components/sections/city-page/city-page-meta.ts'
import { CityPageTemplate } from '../../components/sections/city-page/city-page-template.tsx'
import { cityPage } from '../../content/cities/city-page.ts'
import prosper from '../../content/cities/prosper.json'
import type { Route } from './+types/prosper-fence-company'

const prosperPage = cityPage(prosper)

export const links: Route.LinksFunction = () => cityPageLinks(prosperPage)

export const meta: Route.MetaFunction = () => cityPageMeta(prosperPage)

export default function ProsperFenceCompanyPage() {
  return <CityPageTemplate page={prosperPage} />
}

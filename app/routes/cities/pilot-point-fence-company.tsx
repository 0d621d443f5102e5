import { cityPageLinks, cityPageMeta } from '../../components/sections/city-page/city-page-meta.ts'
import { CityPageTemplate } from '../../components/sections/city-page/city-page-template.tsx'
import { cityPage } from '../../content/cities/city-page.ts'
import pilotPoint from '../../content/cities/pilot-point.json'
import type { Route } from './+types/pilot-point-fence-company'

const pilotPointPage = cityPage(pilotPoint)

export const links: Route.LinksFunction = () => cityPageLinks(pilotPointPage)

export const meta: Route.MetaFunction = () => cityPageMeta(pilotPointPage)

export default function PilotPointFenceCompanyPage() {
  return <CityPageTemplate page={pilotPointPage} />
}

import { ServicePage } from '../../components/sections/service-page/service-page.tsx'
import { servicePageLinks, servicePageMeta } from '../../components/sections/service-page/service-page-head.ts'
import mckinney from '../../content/wood-cities/mckinney.json'
import { woodCityPage } from '../../content/wood-cities/wood-city-page.ts'
import type { Route } from './+types/mckinney-wood-fencing'

const page = woodCityPage(mckinney)

export const meta: Route.MetaFunction = () => servicePageMeta(page)
export const links: Route.LinksFunction = () => servicePageLinks(page)

export default function McKinneyWoodFencingRoute() {
  return <ServicePage page={page} />
}

import { ServicePage } from '../../components/sections/service-page/service-page.tsx'
import { servicePageLinks, servicePageMeta } from '../../components/sections/service-page/service-page-head.ts'
import celina from '../../content/wood-cities/celina.json'
import { woodCityPage } from '../../content/wood-cities/wood-city-page.ts'
import type { Route } from './+types/celina-wood-fencing'

const page = woodCityPage(celina)

export const meta: Route.MetaFunction = () => servicePageMeta(page)
export const links: Route.LinksFunction = () => servicePageLinks(page)

export default function CelinaWoodFencingRoute() {
  return <ServicePage page={page} />
}

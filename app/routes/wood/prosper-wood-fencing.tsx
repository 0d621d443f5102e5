import { ServicePage } from '../../components/sections/service-page/service-page.tsx'
import { servicePageLinks, servicePageMeta } from '../../components/sections/service-page/service-page-head.ts'
import prosper from '../../content/wood-cities/prosper.json'
import { woodCityPage } from '../../content/wood-cities/wood-city-page.ts'
import type { Route } from './+types/prosper-wood-fencing'

const page = woodCityPage(prosper)

export const meta: Route.MetaFunction = () => servicePageMeta(page)
export const links: Route.LinksFunction = () => servicePageLinks(page)

export default function ProsperWoodFencingRoute() {
  return <ServicePage page={page} />
}

import { ServicePage } from '../../components/sections/service-page/service-page.tsx'
import { servicePageLinks, servicePageMeta } from '../../components/sections/service-page/service-page-head.ts'
import { celinaWoodFencingPage as page } from '../../content/wood-cities/celina.ts'
import type { Route } from './+types/celina-wood-fencing'

export const meta: Route.MetaFunction = () => servicePageMeta(page)
export const links: Route.LinksFunction = () => servicePageLinks(page)

export default function CelinaWoodFencingRoute() {
  return <ServicePage page={page} />
}

import { ServicePage } from '../../components/sections/service-page/service-page.tsx'
import { servicePageLinks, servicePageMeta } from '../../components/sections/service-page/service-page-head.ts'
import { prosperWoodFencingPage as page } from '../../content/wood-cities/prosper.ts'
import type { Route } from './+types/prosper-wood-fencing'

export const meta: Route.MetaFunction = () => servicePageMeta(page)
export const links: Route.LinksFunction = () => servicePageLinks(page)

export default function ProsperWoodFencingRoute() {
  return <ServicePage page={page} />
}

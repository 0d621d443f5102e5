import { ServicePage } from '../../components/sections/service-page/service-page.tsx'
import { servicePageLinks, servicePageMeta } from '../../components/sections/service-page/service-page-head.ts'
import { mckinneyWoodFencingPage as page } from '../../content/wood-cities/mckinney.ts'
import type { Route } from './+types/mckinney-wood-fencing'

export const meta: Route.MetaFunction = () => servicePageMeta(page)
export const links: Route.LinksFunction = () => servicePageLinks(page)

export default function McKinneyWoodFencingRoute() {
  return <ServicePage page={page} />
}

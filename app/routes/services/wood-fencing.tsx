import { ServicePage } from '../../components/sections/service-page/service-page.tsx'
import { servicePageLinks, servicePageMeta } from '../../components/sections/service-page/service-page-head.ts'
import { woodFencingPage as page } from '../../content/services/wood-fencing.ts'
import type { Route } from './+types/wood-fencing'

export const meta: Route.MetaFunction = () => servicePageMeta(page)
export const links: Route.LinksFunction = () => servicePageLinks(page)

export default function WoodFencingRoute() {
  return <ServicePage page={page} />
}

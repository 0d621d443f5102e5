import { ServicePage } from '../../components/sections/service-page/service-page.tsx'
import { servicePageLinks, servicePageMeta } from '../../components/sections/service-page/service-page-head.ts'
import woodFencing from '../../content/services/wood-fencing.json'
import { servicePage } from '../../content/services/service-page.ts'
import type { Route } from './+types/wood-fencing'

const page = servicePage(woodFencing)

export const meta: Route.MetaFunction = () => servicePageMeta(page)
export const links: Route.LinksFunction = () => servicePageLinks(page)

export default function WoodFencingRoute() {
  return <ServicePage page={page} />
}

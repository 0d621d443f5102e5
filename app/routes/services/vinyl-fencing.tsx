import { ServicePage } from '../../components/sections/service-page/service-page.tsx'
import { servicePageLinks, servicePageMeta } from '../../components/sections/service-page/service-page-head.ts'
import vinylFencing from '../../content/services/vinyl-fencing.json'
import { servicePage } from '../../content/services/service-page.ts'
import type { Route } from './+types/vinyl-fencing'

const page = servicePage(vinylFencing)

export const meta: Route.MetaFunction = () => servicePageMeta(page)
export const links: Route.LinksFunction = () => servicePageLinks(page)

export default function VinylFencingRoute() {
  return <ServicePage page={page} />
}

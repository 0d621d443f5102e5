import { ServicePage } from '../../components/sections/service-page/service-page.tsx'
import { servicePageLinks, servicePageMeta } from '../../components/sections/service-page/service-page-head.ts'
import { vinylFencingPage as page } from '../../content/services/vinyl-fencing.ts'
import type { Route } from './+types/vinyl-fencing'

export const meta: Route.MetaFunction = () => servicePageMeta(page)
export const links: Route.LinksFunction = () => servicePageLinks(page)

export default function VinylFencingRoute() {
  return <ServicePage page={page} />
}

import { ServicePage } from '../../components/sections/service-page/service-page.tsx'
import { servicePageLinks, servicePageMeta } from '../../components/sections/service-page/service-page-head.ts'
import { commercialFencingPage as page } from '../../content/services/commercial-fencing.ts'
import type { Route } from './+types/commercial-fencing'

export const meta: Route.MetaFunction = () => servicePageMeta(page)
export const links: Route.LinksFunction = () => servicePageLinks(page)

export default function CommercialFencingRoute() {
  return <ServicePage page={page} />
}

import { ServicePage } from '../../components/sections/service-page/service-page.tsx'
import { servicePageLinks, servicePageMeta } from '../../components/sections/service-page/service-page-head.ts'
import commercialFencing from '../../content/services/commercial-fencing.json'
import { servicePage } from '../../content/services/service-page.ts'
import type { Route } from './+types/commercial-fencing'

const page = servicePage(commercialFencing)

export const meta: Route.MetaFunction = () => servicePageMeta(page)
export const links: Route.LinksFunction = () => servicePageLinks(page)

export default function CommercialFencingRoute() {
  return <ServicePage page={page} />
}

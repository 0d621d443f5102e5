import { ServicePage } from '../components/sections/service-page/service-page.tsx'
import { servicePageLinks, servicePageMeta } from '../components/sections/service-page/service-page-head.ts'
import overview from '../content/services/overview.json'
import { servicePage } from '../content/services/service-page.ts'
import type { Route } from './+types/services'

const page = servicePage(overview)

export const meta: Route.MetaFunction = () => servicePageMeta(page)
export const links: Route.LinksFunction = () => servicePageLinks(page)

export default function ServicesOverviewRoute() {
  return <ServicePage page={page} />
}

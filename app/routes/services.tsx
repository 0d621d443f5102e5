import { ServicePage } from '../components/sections/service-page/service-page.tsx'
import { servicePageLinks, servicePageMeta } from '../components/sections/service-page/service-page-head.ts'
import { servicesOverviewPage as page } from '../content/services/overview.ts'
import type { Route } from './+types/services'

export const meta: Route.MetaFunction = () => servicePageMeta(page)
export const links: Route.LinksFunction = () => servicePageLinks(page)

export default function ServicesOverviewRoute() {
  return <ServicePage page={page} />
}

import { ServicePage } from '../../components/sections/service-page/service-page.tsx'
import { servicePageLinks, servicePageMeta } from '../../components/sections/service-page/service-page-head.ts'
import { maintenanceProgramsPage as page } from '../../content/services/maintenance-programs.ts'
import type { Route } from './+types/maintenance-programs'

export const meta: Route.MetaFunction = () => servicePageMeta(page)
export const links: Route.LinksFunction = () => servicePageLinks(page)

export default function MaintenanceProgramsRoute() {
  return <ServicePage page={page} />
}

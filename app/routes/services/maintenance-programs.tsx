import { ServicePage } from '../../components/sections/service-page/service-page.tsx'
import { servicePageLinks, servicePageMeta } from '../../components/sections/service-page/service-page-head.ts'
import maintenancePrograms from '../../content/services/maintenance-programs.json'
import { servicePage } from '../../content/services/service-page.ts'
import type { Route } from './+types/maintenance-programs'

const page = servicePage(maintenancePrograms)

export const meta: Route.MetaFunction = () => servicePageMeta(page)
export const links: Route.LinksFunction = () => servicePageLinks(page)

export default function MaintenanceProgramsRoute() {
  return <ServicePage page={page} />
}

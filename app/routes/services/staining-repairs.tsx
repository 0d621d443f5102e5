import { ServicePage } from '../../components/sections/service-page/service-page.tsx'
import { servicePageLinks, servicePageMeta } from '../../components/sections/service-page/service-page-head.ts'
import stainingRepairs from '../../content/services/staining-repairs.json'
import { servicePage } from '../../content/services/service-page.ts'
import type { Route } from './+types/staining-repairs'

const page = servicePage(stainingRepairs)

export const meta: Route.MetaFunction = () => servicePageMeta(page)
export const links: Route.LinksFunction = () => servicePageLinks(page)

export default function StainingRepairsRoute() {
  return <ServicePage page={page} />
}

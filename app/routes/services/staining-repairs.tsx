import { ServicePage } from '../../components/sections/service-page/service-page.tsx'
import { servicePageLinks, servicePageMeta } from '../../components/sections/service-page/service-page-head.ts'
import { stainingRepairsPage as page } from '../../content/services/staining-repairs.ts'
import type { Route } from './+types/staining-repairs'

export const meta: Route.MetaFunction = () => servicePageMeta(page)
export const links: Route.LinksFunction = () => servicePageLinks(page)

export default function StainingRepairsRoute() {
  return <ServicePage page={page} />
}

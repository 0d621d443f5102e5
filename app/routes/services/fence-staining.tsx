import { ServicePage } from '../../components/sections/service-page/service-page.tsx'
import { servicePageLinks, servicePageMeta } from '../../components/sections/service-page/service-page-head.ts'
import { fenceStainingPage as page } from '../../content/services/fence-staining.ts'
import type { Route } from './+types/fence-staining'

export const meta: Route.MetaFunction = () => servicePageMeta(page)
export const links: Route.LinksFunction = () => servicePageLinks(page)

export default function FenceStainingRoute() {
  return <ServicePage page={page} />
}

import { ServicePage } from '../../components/sections/service-page/service-page.tsx'
import { servicePageLinks, servicePageMeta } from '../../components/sections/service-page/service-page-head.ts'
import fenceStaining from '../../content/services/fence-staining.json'
import { servicePage } from '../../content/services/service-page.ts'
import type { Route } from './+types/fence-staining'

const page = servicePage(fenceStaining)

export const meta: Route.MetaFunction = () => servicePageMeta(page)
export const links: Route.LinksFunction = () => servicePageLinks(page)

export default function FenceStainingRoute() {
  return <ServicePage page={page} />
}

import { ServicePage } from '../../components/sections/service-page/service-page.tsx'
import { servicePageLinks, servicePageMeta } from '../../components/sections/service-page/service-page-head.ts'
import permitsHoa from '../../content/services/permits-hoa.json'
import { servicePage } from '../../content/services/service-page.ts'
import type { Route } from './+types/permits-hoa'

const page = servicePage(permitsHoa)

export const meta: Route.MetaFunction = () => servicePageMeta(page)
export const links: Route.LinksFunction = () => servicePageLinks(page)

export default function PermitsHoaRoute() {
  return <ServicePage page={page} />
}

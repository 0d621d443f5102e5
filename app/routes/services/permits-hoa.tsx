import { ServicePage } from '../../components/sections/service-page/service-page.tsx'
import { servicePageLinks, servicePageMeta } from '../../components/sections/service-page/service-page-head.ts'
import { permitsHoaPage as page } from '../../content/services/permits-hoa.ts'
import type { Route } from './+types/permits-hoa'

export const meta: Route.MetaFunction = () => servicePageMeta(page)
export const links: Route.LinksFunction = () => servicePageLinks(page)

export default function PermitsHoaRoute() {
  return <ServicePage page={page} />
}

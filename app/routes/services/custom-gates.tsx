import { ServicePage } from '../../components/sections/service-page/service-page.tsx'
import { servicePageLinks, servicePageMeta } from '../../components/sections/service-page/service-page-head.ts'
import { customGatesPage as page } from '../../content/services/custom-gates.ts'
import type { Route } from './+types/custom-gates'

export const meta: Route.MetaFunction = () => servicePageMeta(page)
export const links: Route.LinksFunction = () => servicePageLinks(page)

export default function CustomGatesRoute() {
  return <ServicePage page={page} />
}

import { ServicePage } from '../../components/sections/service-page/service-page.tsx'
import { servicePageLinks, servicePageMeta } from '../../components/sections/service-page/service-page-head.ts'
import customGates from '../../content/services/custom-gates.json'
import { servicePage } from '../../content/services/service-page.ts'
import type { Route } from './+types/custom-gates'

const page = servicePage(customGates)

export const meta: Route.MetaFunction = () => servicePageMeta(page)
export const links: Route.LinksFunction = () => servicePageLinks(page)

export default function CustomGatesRoute() {
  return <ServicePage page={page} />
}

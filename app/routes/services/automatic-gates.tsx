import { ServicePage } from '../../components/sections/service-page/service-page.tsx'
import { servicePageLinks, servicePageMeta } from '../../components/sections/service-page/service-page-head.ts'
import automaticGates from '../../content/services/automatic-gates.json'
import { servicePage } from '../../content/services/service-page.ts'
import type { Route } from './+types/automatic-gates'

const page = servicePage(automaticGates)

export const meta: Route.MetaFunction = () => servicePageMeta(page)
export const links: Route.LinksFunction = () => servicePageLinks(page)

export default function AutomaticGatesRoute() {
  return <ServicePage page={page} />
}

import { ServicePage } from '../../components/sections/service-page/service-page.tsx'
import { servicePageLinks, servicePageMeta } from '../../components/sections/service-page/service-page-head.ts'
import { automaticGatesPage as page } from '../../content/services/automatic-gates.ts'
import type { Route } from './+types/automatic-gates'

export const meta: Route.MetaFunction = () => servicePageMeta(page)
export const links: Route.LinksFunction = () => servicePageLinks(page)

export default function AutomaticGatesRoute() {
  return <ServicePage page={page} />
}

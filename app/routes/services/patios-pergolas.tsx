import { ServicePage } from '../../components/sections/service-page/service-page.tsx'
import { servicePageLinks, servicePageMeta } from '../../components/sections/service-page/service-page-head.ts'
import patiosPergolas from '../../content/services/patios-pergolas.json'
import { servicePage } from '../../content/services/service-page.ts'
import type { Route } from './+types/patios-pergolas'

const page = servicePage(patiosPergolas)

export const meta: Route.MetaFunction = () => servicePageMeta(page)
export const links: Route.LinksFunction = () => servicePageLinks(page)

export default function PatiosPergolasRoute() {
  return <ServicePage page={page} />
}

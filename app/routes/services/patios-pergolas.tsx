import { ServicePage } from '../../components/sections/service-page/service-page.tsx'
import { servicePageLinks, servicePageMeta } from '../../components/sections/service-page/service-page-head.ts'
import { patiosPergolasPage as page } from '../../content/services/patios-pergolas.ts'
import type { Route } from './+types/patios-pergolas'

export const meta: Route.MetaFunction = () => servicePageMeta(page)
export const links: Route.LinksFunction = () => servicePageLinks(page)

export default function PatiosPergolasRoute() {
  return <ServicePage page={page} />
}

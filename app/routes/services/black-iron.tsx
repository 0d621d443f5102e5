import { ServicePage } from '../../components/sections/service-page/service-page.tsx'
import { servicePageLinks, servicePageMeta } from '../../components/sections/service-page/service-page-head.ts'
import { blackIronPage as page } from '../../content/services/black-iron.ts'
import type { Route } from './+types/black-iron'

export const meta: Route.MetaFunction = () => servicePageMeta(page)
export const links: Route.LinksFunction = () => servicePageLinks(page)

export default function BlackIronRoute() {
  return <ServicePage page={page} />
}

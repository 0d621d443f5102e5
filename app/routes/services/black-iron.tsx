import { ServicePage } from '../../components/sections/service-page/service-page.tsx'
import { servicePageLinks, servicePageMeta } from '../../components/sections/service-page/service-page-head.ts'
import blackIron from '../../content/services/black-iron.json'
import { servicePage } from '../../content/services/service-page.ts'
import type { Route } from './+types/black-iron'

const page = servicePage(blackIron)

export const meta: Route.MetaFunction = () => servicePageMeta(page)
export const links: Route.LinksFunction = () => servicePageLinks(page)

export default function BlackIronRoute() {
  return <ServicePage page={page} />
}

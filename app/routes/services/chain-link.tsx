import { ServicePage } from '../../components/sections/service-page/service-page.tsx'
import { servicePageLinks, servicePageMeta } from '../../components/sections/service-page/service-page-head.ts'
import { chainLinkPage as page } from '../../content/services/chain-link.ts'
import type { Route } from './+types/chain-link'

export const meta: Route.MetaFunction = () => servicePageMeta(page)
export const links: Route.LinksFunction = () => servicePageLinks(page)

export default function ChainLinkRoute() {
  return <ServicePage page={page} />
}

import { ServicePage } from '../../components/sections/service-page/service-page.tsx'
import { servicePageLinks, servicePageMeta } from '../../components/sections/service-page/service-page-head.ts'
import chainLink from '../../content/services/chain-link.json'
import { servicePage } from '../../content/services/service-page.ts'
import type { Route } from './+types/chain-link'

const page = servicePage(chainLink)

export const meta: Route.MetaFunction = () => servicePageMeta(page)
export const links: Route.LinksFunction = () => servicePageLinks(page)

export default function ChainLinkRoute() {
  return <ServicePage page={page} />
}

import { ServicePage } from '../components/sections/service-page/service-page.tsx'
import { servicePageMeta } from '../components/sections/service-page/service-page-head.ts'
import { servicePageAt } from '../content/services/service-pages.server.ts'
import { pagePath } from '../lib/page-path.ts'
import type { Route } from './+types/service-page'

// The quote form posted without JavaScript is answered by this page.
export { quoteAction as action } from '../quote/quote-action.server.ts'

/**
 * Every page of the service template: the services overview, each service and each wood-fencing
 * city (one route-table row each, all on this module). The page's content is read by its path,
 * its placeholders filled and checked at build time; it reaches the page as data (decision 16).
 *
 * The path is `url`'s (`request.url` is the request as it came, for the page's data ending in
 * .data), as the route table spells it.
 */
export function loader({ url }: Route.LoaderArgs) {
  return servicePageAt(pagePath(url.pathname))
}

/** The page's data is made at build time (decision 16): a navigation within the page needs none anew. */
export const shouldRevalidate = () => false

export const meta: Route.MetaFunction = ({ loaderData }) => (loaderData ? servicePageMeta(loaderData) : [])

export default function ServiceTemplateRoute({ loaderData }: Route.ComponentProps) {
  return <ServicePage page={loaderData} />
}

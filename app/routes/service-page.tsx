import { ServicePage } from '../components/sections/service-page/service-page.tsx'
import { servicePageMeta } from '../components/sections/service-page/service-page-head.ts'
import { servicePageAt } from '../content/services/service-pages.server.ts'
import type { Route } from './+types/service-page'

/**
 * Every page of the service template: the services overview, each service and each wood-fencing
 * city (one route-table row each, all on this module). The page's content is read by its path,
 * its placeholders filled and checked at build time; it reaches the page as data (decision 16).
 */
export function loader({ request }: Route.LoaderArgs) {
  return servicePageAt(new URL(request.url).pathname)
}

/** The page's data is made at build time (decision 16): a navigation within the page needs none anew. */
export const shouldRevalidate = () => false

export const meta: Route.MetaFunction = ({ loaderData }) => (loaderData ? servicePageMeta(loaderData) : [])

export default function ServiceTemplateRoute({ loaderData }: Route.ComponentProps) {
  return <ServicePage page={loaderData} />
}

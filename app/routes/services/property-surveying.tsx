import { ServicePage } from '../../components/sections/service-page/service-page.tsx'
import { servicePageLinks, servicePageMeta } from '../../components/sections/service-page/service-page-head.ts'
import { propertySurveyingPage as page } from '../../content/services/property-surveying.ts'
import type { Route } from './+types/property-surveying'

export const meta: Route.MetaFunction = () => servicePageMeta(page)
export const links: Route.LinksFunction = () => servicePageLinks(page)

export default function PropertySurveyingRoute() {
  return <ServicePage page={page} />
}

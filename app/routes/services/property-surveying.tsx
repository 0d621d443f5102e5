import { ServicePage } from '../../components/sections/service-page/service-page.tsx'
import { servicePageLinks, servicePageMeta } from '../../components/sections/service-page/service-page-head.ts'
import propertySurveying from '../../content/services/property-surveying.json'
import { servicePage } from '../../content/services/service-page.ts'
import type { Route } from './+types/property-surveying'

const page = servicePage(propertySurveying)

export const meta: Route.MetaFunction = () => servicePageMeta(page)
export const links: Route.LinksFunction = () => servicePageLinks(page)

export default function PropertySurveyingRoute() {
  return <ServicePage page={page} />
}

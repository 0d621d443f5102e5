import { cityPageLinks, cityPageMeta } from '../../components/sections/city-page/city-page-meta.ts'
import { CityPageTemplate } from '../../components/sections/city-page/city-page-template.tsx'
import { friscoPage } from '../../content/cities/frisco.ts'
import type { Route } from './+types/frisco-fence-company'

export const links: Route.LinksFunction = () => cityPageLinks(friscoPage)

export const meta: Route.MetaFunction = () => cityPageMeta(friscoPage)

export default function FriscoFenceCompanyPage() {
  return <CityPageTemplate page={friscoPage} />
}

import { cityPageLinks, cityPageMeta } from '../../components/sections/city-page/city-page-meta.ts'
import { CityPageTemplate } from '../../components/sections/city-page/city-page-template.tsx'
import { cityPage } from '../../content/cities/city-page.ts'
import frisco from '../../content/cities/frisco.json'
import type { Route } from './+types/frisco-fence-company'

const friscoPage = cityPage(frisco)

export const links: Route.LinksFunction = () => cityPageLinks(friscoPage)

export const meta: Route.MetaFunction = () => cityPageMeta(friscoPage)

export default function FriscoFenceCompanyPage() {
  return <CityPageTemplate page={friscoPage} />
}

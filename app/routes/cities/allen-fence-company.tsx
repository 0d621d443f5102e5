import { cityPageLinks, cityPageMeta } from '../../components/sections/city-page/city-page-meta.ts'
import { CityPageTemplate } from '../../components/sections/city-page/city-page-template.tsx'
import { cityPage } from '../../content/cities/city-page.ts'
import allen from '../../content/cities/allen.json'
import type { Route } from './+types/allen-fence-company'

const allenPage = cityPage(allen)

export const links: Route.LinksFunction = () => cityPageLinks(allenPage)

export const meta: Route.MetaFunction = () => cityPageMeta(allenPage)

export default function AllenFenceCompanyPage() {
  return <CityPageTemplate page={allenPage} />
}

import { cityPageLinks, cityPageMeta } from '../../components/sections/city-page/city-page-meta.ts'
import { CityPageTemplate } from '../../components/sections/city-page/city-page-template.tsx'
import { allenPage } from '../../content/cities/allen.ts'
import type { Route } from './+types/allen-fence-company'

export const links: Route.LinksFunction = () => cityPageLinks(allenPage)

export const meta: Route.MetaFunction = () => cityPageMeta(allenPage)

export default function AllenFenceCompanyPage() {
  return <CityPageTemplate page={allenPage} />
}

import { cityPageLinks, cityPageMeta } from '../../components/sections/city-page/city-page-meta.ts'
import { CityPageTemplate } from '../../components/sections/city-page/city-page-template.tsx'
import { prosperPage } from '../../content/cities/prosper.ts'
import type { Route } from './+types/prosper-fence-company'

export const links: Route.LinksFunction = () => cityPageLinks(prosperPage)

export const meta: Route.MetaFunction = () => cityPageMeta(prosperPage)

export default function ProsperFenceCompanyPage() {
  return <CityPageTemplate page={prosperPage} />
}

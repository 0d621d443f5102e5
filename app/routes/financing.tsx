import { heroImagePreloadLink } from '../components/ui/responsive-image.tsx'
import { financingPage } from '../content/financing.ts'
import { FinancingContent } from './-financing/financing-content.tsx'
import { languageOfPath } from '../lib/language.tsx'
import { pagePath } from '../lib/page-path.ts'
import { sitePaths } from '../lib/site-paths.ts'
import { findPage } from '../route-table.ts'
import { pageMeta } from '../seo/page-meta.ts'
import { site } from '../site-config.ts'
import type { Route } from './+types/financing'

// Both languages' pages share the English row's image.
const heroImage = findPage(sitePaths.financing.en)!.heroImage

export const links: Route.LinksFunction = () => [heroImagePreloadLink(heroImage)]

/** The page's copy reaches it as data, not as script: it is made at build time (decision 16). */
export function loader({ url }: Pick<Route.LoaderArgs, 'url'>) {
  const language = languageOfPath(pagePath(url.pathname))
  return { ...financingPage[language], path: sitePaths.financing[language] }
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData ? pageMeta(site, { head: loaderData.head, path: loaderData.path, image: heroImage }) : []

export default function FinancingPage({ loaderData }: Route.ComponentProps) {
  return <FinancingContent image={heroImage} text={loaderData} />
}

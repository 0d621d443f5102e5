import { privacyPolicy } from '../content/privacy.ts'
import { languageOfPath } from '../lib/language.tsx'
import { pagePath } from '../lib/page-path.ts'
import { sitePaths } from '../lib/site-paths.ts'
import { findPage } from '../route-table.ts'
import { metaFromLoaderHead } from '../seo/page-meta.ts'
import { site } from '../site-config.ts'
import { PrivacyPolicy } from './-privacy/privacy-policy.tsx'
import type { Route } from './+types/privacy'

/** The policy's text reaches the page as data, not as script: it runs at build time (decision 16). */
export function loader({ url }: Pick<Route.LoaderArgs, 'url'>) {
  return privacyPolicy[languageOfPath(pagePath(url.pathname))]
}

/** The page's data is made at build time (decision 16): a navigation within the page needs none anew. */
export const shouldRevalidate = () => false

// No `links` preload: this page has no hero image. Each language's head names its own page.
export const meta: Route.MetaFunction = (args) => metaFromLoaderHead(site, findPage(args.location.pathname) ?? findPage(sitePaths.privacy.en)!)(args)

export default function PrivacyPage({ loaderData }: Route.ComponentProps) {
  return <PrivacyPolicy policy={loaderData} />
}

import { privacyPolicy } from '../content/privacy.ts'
import { findPage } from '../route-table.ts'
import { metaFromLoaderHead } from '../seo/page-meta.ts'
import { site } from '../site-config.ts'
import { PrivacyPolicy } from './-privacy/privacy-policy.tsx'
import type { Route } from './+types/privacy'

const page = findPage('/privacy')!

/** The policy's text reaches the page as data, not as script: it runs at build time (decision 16). */
export function loader() {
  return privacyPolicy
}

/** The page's data is made at build time (decision 16): a navigation within the page needs none anew. */
export const shouldRevalidate = () => false

// No `links` preload: this page has no hero image.
export const meta: Route.MetaFunction = metaFromLoaderHead(site, page)

export default function PrivacyPage({ loaderData }: Route.ComponentProps) {
  return <PrivacyPolicy policy={loaderData} />
}

import { findPage } from '../route-table.ts'
import { privacyHead } from '../content/privacy.ts'
import { pageMeta } from '../seo/page-meta.ts'
import { site } from '../site-config.ts'
import { PrivacyPolicy } from './-privacy/privacy-policy.tsx'
import type { Route } from './+types/privacy'

const page = findPage('/privacy')!

// No `links` preload: this page has no hero image.
export const meta: Route.MetaFunction = () => pageMeta(site, { head: privacyHead, path: page.path, image: page.heroImage })

export default function PrivacyPage() {
  return <PrivacyPolicy />
}

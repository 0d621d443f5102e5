import { findPage } from '../route-table.ts'
import { privacyHead } from '../content/privacy-head.ts'
import { pageMeta } from '../seo/page-meta.ts'
import { site } from '../site-config.ts'
import { lazyBoundary } from '../lib/lazy-boundary.tsx'
import type { Route } from './+types/privacy'

const page = findPage('/privacy')!

// No `links` preload: this page has no hero image.
export const meta: Route.MetaFunction = () => pageMeta(site, { head: privacyHead, path: page.path, image: page.heroImage })

// The policy is reading matter: its code loads after the page's (see lazyBoundary).
const PrivacyPolicy = lazyBoundary(() => import('./-privacy/privacy-policy.tsx').then((module) => module.PrivacyPolicy))

export default function PrivacyPage() {
  return <PrivacyPolicy />
}

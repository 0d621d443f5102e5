import { buildRobotsTxt } from '../seo/sitemap-xml.ts'
import { site } from '../site-config.ts'

/** Prerendered to build/client/robots.txt. */
export function loader() {
  return new Response(buildRobotsTxt(site.siteUrl), { headers: { 'Content-Type': 'text/plain; charset=utf-8' } })
}

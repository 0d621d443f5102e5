import { pages } from '../route-table.ts'
import { buildSitemapXml } from '../seo/sitemap-xml.ts'
import { site } from '../site-config.ts'

/** Prerendered to build/client/sitemap.xml. */
export function loader() {
  const lastModified = new Date().toISOString().slice(0, 10)
  return new Response(buildSitemapXml(site.siteUrl, pages, lastModified), {
    headers: { 'Content-Type': 'application/xml; charset=utf-8' },
  })
}

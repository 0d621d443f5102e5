import type { PageRoute } from '../route-table.ts'

const escapeXml = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/** sitemap.xml for the canonical pages of the route table in every language (redirects and the 404 pages are not listed). */
export function buildSitemapXml(siteUrl: string, pages: readonly PageRoute[], lastModified: string): string {
  const urls = pages
    .map((page) =>
      [
        '  <url>',
        `    <loc>${escapeXml(siteUrl + page.path)}</loc>`,
        // The same alternates as the page's own hreflang links, in every language's entry.
        ...[...Object.entries(page.twins), ['x-default', page.twins.en] as const].map(
          ([hrefLang, path]) => `    <xhtml:link rel="alternate" hreflang="${hrefLang}" href="${escapeXml(siteUrl + path)}"/>`,
        ),
        `    <lastmod>${lastModified}</lastmod>`,
        `    <changefreq>${page.changefreq}</changefreq>`,
        `    <priority>${page.priority.toFixed(1)}</priority>`,
        '  </url>',
      ].join('\n'),
    )
    .join('\n')
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls}\n</urlset>\n`
}

export function buildRobotsTxt(siteUrl: string): string {
  return ['User-agent: *', 'Allow: /', 'Disallow: /api/', 'Disallow: /admin', '', `Sitemap: ${siteUrl}/sitemap.xml`, ''].join('\n')
}

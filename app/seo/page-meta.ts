import type { MetaDescriptor } from 'react-router'
import type { SiteConfig } from '#config/site-config.ts'
import type { ImageName } from '../lib/images.ts'
import type { PageHead } from '../content/types.ts'
import { languageOfPath, languages } from '../lib/language.tsx'
import { sitePaths } from '../lib/site-paths.ts'
import { findPage } from '../route-table.ts'
import { absoluteUrl, breadcrumbJsonLd, imageUrl, type JsonLd } from './json-ld.ts'

/**
 * Everything a page puts in <head>: title, description, keywords, canonical, Open Graph,
 * Twitter and JSON-LD (plus BreadcrumbList on every page but home). React Router renders
 * `script:ld+json` with `<` escaped.
 */
export function pageMeta(
  config: SiteConfig,
  input: { head: PageHead; path: string; image: ImageName; jsonLd?: ReadonlyArray<JsonLd | undefined> },
): MetaDescriptor[] {
  const url = absoluteUrl(config, input.path)
  const image = imageUrl(config, input.image)
  const language = languageOfPath(input.path)
  const twins = findPage(input.path)?.twins
  const page = { '@context': 'https://schema.org', '@type': 'WebPage', url, name: input.head.title, inLanguage: language }
  const jsonLd = [page, ...(input.jsonLd ?? []), input.path === sitePaths.home[language] ? undefined : breadcrumbJsonLd(config, input.path)].filter(
    (item) => item !== undefined,
  )
  // Each version names itself and every other, and the English one stands for any other language.
  const alternates = twins
    ? [...languages.map((other) => [other, twins[other]] as const), ['x-default', twins.en] as const].map(([hrefLang, path]) => ({
        tagName: 'link',
        rel: 'alternate',
        hrefLang,
        href: absoluteUrl(config, path),
      }))
    : []
  return [
    { title: input.head.title },
    { name: 'description', content: input.head.description },
    { name: 'keywords', content: input.head.keywords.join(', ') },
    { tagName: 'link', rel: 'canonical', href: url },
    ...alternates,
    { property: 'og:type', content: 'website' },
    { property: 'og:site_name', content: config.businessName },
    { property: 'og:locale', content: `${language}_US` },
    { property: 'og:title', content: input.head.title },
    { property: 'og:description', content: input.head.description },
    { property: 'og:url', content: url },
    { property: 'og:image', content: image },
    { property: 'og:image:width', content: '1280' },
    { property: 'og:image:height', content: '720' },
    { property: 'og:image:alt', content: input.head.title },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: input.head.title },
    { name: 'twitter:description', content: input.head.description },
    { name: 'twitter:image', content: image },
    { name: 'twitter:image:alt', content: input.head.title },
    ...jsonLd.map((data) => ({ 'script:ld+json': data })),
  ]
}

/**
 * The `meta` of a page whose head comes with its loader's data: the page's head
 * tags from `loaderData.head`, none while there is no data (an error page).
 */
export function metaFromLoaderHead(config: SiteConfig, page: { path: string; heroImage: ImageName }) {
  return ({ loaderData }: { loaderData?: { head: PageHead } }): MetaDescriptor[] =>
    loaderData ? pageMeta(config, { head: loaderData.head, path: page.path, image: page.heroImage }) : []
}

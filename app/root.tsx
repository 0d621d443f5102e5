import interSubset from './fonts/inter-subset.woff2?url'
import outfitSubset from './fonts/outfit-subset.woff2?url'
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, type LinksFunction } from 'react-router'
import type { Route } from './+types/root'
import stylesheet from './app.css?url'
import { SiteLayout } from './components/layout/site-layout.tsx'
import { claimsIn } from './content/business-claims.ts'
import { siteNav } from './content/navigation.ts'
import { interFont, outfitFont, subsetCharacters, unicodeRange } from './fonts/font-subsets.ts'
import { islandLoaderScript } from './islands/loader-script.ts'
import { LanguageContext, languageOfPath, type Language } from './lib/language.tsx'
import { usePagePath } from './lib/page-path.ts'
import { sitePaths } from './lib/site-paths.ts'
import { findPage, isKnownPath } from './route-table.ts'
import { breadcrumbTrail } from './seo/breadcrumbs.ts'
import { earlyConnections } from './seo/early-connections.ts'
import { speculationRules } from './seo/speculation-rules.ts'
import { site } from './site-config.ts'

export const links: LinksFunction = () => [
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  // In production the prerender inlines the stylesheet into every page (app/entry.server.tsx).
  ...(import.meta.env.DEV ? [{ rel: 'stylesheet', href: stylesheet }] : []),
  // The subset fonts are small (about 38 KB together): preloaded, they usually arrive before
  // the first layout, so text is set once, in its own face.
  ...[interSubset, outfitSubset].map((href) => ({ rel: 'preload', href, as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' as const })),
  ...earlyConnections(site),
]

// The fonts are cut at build time to the characters and weights the site uses (app/fonts/,
// about 38 KB together instead of 80). `font-display: optional`: a font that is not there
// within the first ~100 ms is not swapped in later (no reflow, no layout shift); that page
// view keeps the metric-matched fallback and the next one finds the font in the cache.
const fontRange = unicodeRange(subsetCharacters)
const fontFace = (family: string, weight: { min: number; max: number }, url: string) =>
  `@font-face{font-family:'${family}';font-style:normal;font-display:optional;font-weight:${weight.min} ${weight.max};src:url(${url}) format('woff2-variations');unicode-range:${fontRange}}`
const fontFaces = `
${fontFace(interFont.family, interFont.weight, interSubset)}
${fontFace(outfitFont.family, outfitFont.weight, outfitSubset)}
@font-face{font-family:'Inter Fallback';src:local('Arial');ascent-override:90.49%;descent-override:22.56%;line-gap-override:0%;size-adjust:107.06%}
@font-face{font-family:'Outfit Fallback';src:local('Arial');ascent-override:100%;descent-override:26%;line-gap-override:0%;size-adjust:100%}
`

const loader = islandLoaderScript()
const speculation = JSON.stringify(speculationRules(site))

export function Layout({ children }: { children: React.ReactNode }) {
  const language = languageOfPath(usePagePath())
  return (
    <html lang={language}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1f4d3a" />
        <style dangerouslySetInnerHTML={{ __html: fontFaces }} />
        <Meta />
        <Links />
        <script dangerouslySetInnerHTML={{ __html: loader }} />
        <script type="speculationrules" dangerouslySetInnerHTML={{ __html: speculation }} />
      </head>
      <body>
        <LanguageContext value={language}>{children}</LanguageContext>
        {/* Development only: the dev server's hot reload needs React Router's scripts. */}
        {import.meta.env.DEV && <Scripts />}
      </body>
    </html>
  )
}

// Pages are complete HTML rendered at build time; in the browser only the loader script above runs, then the islands.
export default function App() {
  const path = usePagePath()
  const language = languageOfPath(path)
  // No trail on either home page, nor on the not-found page, which is prerendered once for any unknown path.
  const breadcrumbs = path === sitePaths.home[language] || !isKnownPath(path) ? undefined : breadcrumbTrail(path, (crumb) => findPage(crumb)?.label)
  // The switcher leads to this page's twin; from a page the table does not know, to the other home.
  const other: Language = language === 'en' ? 'es' : 'en'
  const twinPath = findPage(path)?.twins[other] ?? sitePaths.home[other]
  return (
    <SiteLayout nav={siteNav[language]} trustClaims={claimsIn[language].trustClaims} breadcrumbs={breadcrumbs} twinPath={twinPath}>
      <Outlet />
    </SiteLayout>
  )
}

const errorText = {
  en: { title: 'Something went wrong', text: 'Please reload the page or call us. Your visit matters to us.' },
  es: { title: 'Algo salió mal', text: 'Vuelva a cargar la página o llámenos. Su visita nos importa.' },
} satisfies Record<Language, { title: string; text: string }>

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const text = errorText[languageOfPath(usePagePath())]
  const title = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : text.title
  if (!isRouteErrorResponse(error)) console.error(error)
  return (
    <main className="mx-auto max-w-2xl px-4 py-24 text-center">
      <h1 className="text-3xl font-bold">{title}</h1>
      <p className="mt-4 text-muted-foreground">{text.text}</p>
    </main>
  )
}

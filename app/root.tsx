import interLatin from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url'
import outfitLatin from '@fontsource-variable/outfit/files/outfit-latin-wght-normal.woff2?url'
import { useEffect } from 'react'
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration, type LinksFunction } from 'react-router'
import type { Route } from './+types/root'
import './app.css'
import { SiteLayout } from './components/layout/site-layout.tsx'
import { startWebVitalsReporting } from './lib/web-vitals.ts'
import { loadTagManagerWhenIdle } from './quote/analytics.ts'
import { site } from './site-config.ts'

export const links: LinksFunction = () => [
  // Fonts are not preloaded: on a slow phone link they would compete with the hero image
  // (the LCP element); text paints at once in the metric-matched fallback and swaps.
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
]

// Only the Latin subsets are declared: the copy is English, and every extra face is bytes a phone pays for.
// Fallback faces with matched metrics keep text from shifting when the web fonts arrive.
const fontFaces = `
@font-face{font-family:'Inter Variable';font-style:normal;font-display:swap;font-weight:100 900;src:url(${interLatin}) format('woff2-variations');unicode-range:U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD}
@font-face{font-family:'Outfit Variable';font-style:normal;font-display:swap;font-weight:100 900;src:url(${outfitLatin}) format('woff2-variations');unicode-range:U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD}
@font-face{font-family:'Inter Fallback';src:local('Arial');ascent-override:90.49%;descent-override:22.56%;line-gap-override:0%;size-adjust:107.06%}
@font-face{font-family:'Outfit Fallback';src:local('Arial');ascent-override:100%;descent-override:26%;line-gap-override:0%;size-adjust:100%}
`

// Marks the document before first paint so scroll-reveal styles apply only when JavaScript runs.
const markJs = "document.documentElement.classList.add('js')"

export function Layout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en-US">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1f4d3a" />
        <script dangerouslySetInnerHTML={{ __html: markJs }} />
        <style dangerouslySetInnerHTML={{ __html: fontFaces }} />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  )
}

export default function App() {
  useEffect(() => {
    // Third-party analytics only when configured, and only once the page is idle.
    loadTagManagerWhenIdle(site.analytics.gtmContainerId)
    return startWebVitalsReporting({ enabled: site.webVitalsReporting })
  }, [])
  return (
    <SiteLayout>
      <Outlet />
    </SiteLayout>
  )
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const title = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : 'Something went wrong'
  if (!isRouteErrorResponse(error)) console.error(error)
  return (
    <main className="mx-auto max-w-2xl px-4 py-24 text-center">
      <h1 className="text-3xl font-bold">{title}</h1>
      <p className="mt-4 text-muted-foreground">Please reload the page or call us. Your visit matters to us.</p>
    </main>
  )
}

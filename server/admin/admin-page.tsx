import type { ReactNode } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { alertPaths, iconUrl, inboxColors, inboxStylesheet } from './web-app.ts'

/** The only script is the signed-in frame's alerts control. */
export function renderAdminPage(title: string, body: ReactNode): string {
  return (
    '<!DOCTYPE html>' +
    renderToStaticMarkup(
      <html lang="en-US">
        <head>
          <meta charSet="utf-8" />
          <meta name="viewport" content="width=device-width, initial-scale=1" />
          <meta name="robots" content="noindex, nofollow" />
          <meta name="theme-color" content={inboxColors.theme} />
          <link rel="manifest" href={alertPaths.manifest} />
          <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
          <link rel="apple-touch-icon" href={iconUrl('apple-touch-icon.png')} />
          <title>{`${title} | Lead inbox`}</title>
          <link rel="stylesheet" href={inboxStylesheet} />
        </head>
        <body className="min-h-screen bg-muted">{body}</body>
      </html>,
    )
  )
}

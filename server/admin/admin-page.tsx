import fs from 'node:fs'
import path from 'node:path'
import type { ReactNode } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { alertPaths, iconUrl, inboxColors } from './web-app.ts'

const inlinedStylesheet = /<style data-inlined="app\.css">([\s\S]*?)<\/style>/

/** Taken from the prerendered 404 page, where the build inlined it, so the inbox wears the site's design without a file of its own. */
export function readSiteStylesheet(staticDir: string): string {
  const file = path.join(staticDir, '404.html')
  const match = inlinedStylesheet.exec(fs.readFileSync(file, 'utf8'))
  if (!match) throw new Error(`${file} has no <style data-inlined="app.css">: build the site first (npm run build)`)
  return match[1]!
}

/** The only script is the signed-in frame's alerts control. */
export function renderAdminPage(title: string, stylesheet: string, body: ReactNode): string {
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
          <style dangerouslySetInnerHTML={{ __html: stylesheet }} />
        </head>
        <body className="min-h-screen bg-muted">{body}</body>
      </html>,
    )
  )
}

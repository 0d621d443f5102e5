/**
 * The inbox as an installable web app with alerts: the addresses, icons and colours that its
 * routes (alerts-routes.ts), pages (views/admin-frame.tsx, admin-page.tsx), browser scripts
 * (client/) and the build (scripts/images/build-inbox-icons.ts) share. Imported by browser code
 * too, so nothing here may need Node.
 */

/** The service worker's scope and the installed app's: `/admin` itself and every `/admin/...` page. */
export const inboxScope = '/admin'

export const isInboxPath = (path: string) => path === inboxScope || path.startsWith(`${inboxScope}/`)

export const alertPaths = {
  manifest: '/admin/manifest.webmanifest',
  serviceWorker: '/admin/sw.js',
  pageScript: '/admin/alerts.js',
  subscribe: '/admin/alerts/subscriptions',
  unsubscribe: '/admin/alerts/subscriptions/delete',
} as const

/**
 * Answered without a session: the browser fetches the manifest without cookies, and the service
 * worker and page script are code, the same for everyone, with nothing of the business's data.
 */
export const publicInboxFiles: readonly string[] = [alertPaths.manifest, alertPaths.serviceWorker, alertPaths.pageScript]

/** Where the build writes the icons (build/client + this path); the site's static files serve them. */
export const inboxIconsPath = '/admin/icons'

export interface InboxIcon {
  file: string
  size: number
  /** any: the drawing as it is (rounded corners); maskable and apple: full-bleed, the drawing inside the safe zone; badge: white on transparency. */
  kind: 'any' | 'maskable' | 'apple' | 'badge'
}

export const inboxIcons: readonly InboxIcon[] = [
  { file: 'icon-192.png', size: 192, kind: 'any' },
  { file: 'icon-512.png', size: 512, kind: 'any' },
  { file: 'maskable-512.png', size: 512, kind: 'maskable' },
  { file: 'apple-touch-icon.png', size: 180, kind: 'apple' },
  { file: 'badge-96.png', size: 96, kind: 'badge' },
]

export const iconUrl = (file: string) => `${inboxIconsPath}/${file}`

/** The notification's picture, and the small monochrome mark Android shows in the status bar. */
export const notificationIcon = iconUrl('icon-192.png')
export const notificationBadge = iconUrl('badge-96.png')

/** The site's primary colour (app.css --color-primary, root.tsx's theme-color) and the inbox's page background (--color-muted). */
export const inboxColors = { theme: '#1f4d3a', background: '#f3f1ec' } as const

/** The Web App Manifest of the inbox: installed, it opens the leads in a window of its own. */
export function webAppManifest(businessName: string) {
  return {
    id: inboxScope,
    name: `${businessName} leads`,
    short_name: 'Leads',
    description: `The quote requests sent to ${businessName}, with an alert on this device for each new one.`,
    start_url: inboxScope,
    scope: inboxScope,
    display: 'standalone',
    theme_color: inboxColors.theme,
    background_color: inboxColors.background,
    icons: inboxIcons
      .filter((icon) => icon.kind === 'any' || icon.kind === 'maskable')
      .map((icon) => ({ src: iconUrl(icon.file), sizes: `${icon.size}x${icon.size}`, type: 'image/png', purpose: icon.kind })),
  }
}

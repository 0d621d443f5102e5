// Imported by browser code and the build too, so nothing here may need Node.

// Without a trailing slash, so `/admin` itself is in scope.
export const inboxScope = '/admin'

export const isInboxPath = (path: string) => path === inboxScope || path.startsWith(`${inboxScope}/`)

export const alertPaths = {
  manifest: '/admin/manifest.webmanifest',
  serviceWorker: '/admin/sw.js',
  pageScript: '/admin/alerts.js',
  subscribe: '/admin/alerts/subscriptions',
  unsubscribe: '/admin/alerts/subscriptions/delete',
} as const

/** Without a session: the browser fetches the manifest without cookies, and the scripts hold nothing of the business's data. */
export const publicInboxFiles: readonly string[] = [alertPaths.manifest, alertPaths.serviceWorker, alertPaths.pageScript]

export const inboxIconsPath = '/admin/icons'
export const inboxStylesheet = '/admin/inbox.css'

export const inboxIcons = [
  { file: 'icon-192.png', size: 192, kind: 'any' },
  { file: 'icon-512.png', size: 512, kind: 'any' },
  { file: 'maskable-512.png', size: 512, kind: 'maskable' },
  { file: 'apple-touch-icon.png', size: 180, kind: 'apple' },
  { file: 'badge-96.png', size: 96, kind: 'badge' },
] as const

export type InboxIcon = (typeof inboxIcons)[number]

export const iconUrl = (file: string) => `${inboxIconsPath}/${file}`

export const notificationIcon = iconUrl('icon-192.png')
export const notificationBadge = iconUrl('badge-96.png')

// app.css's --color-primary and --color-muted.
export const inboxColors = { theme: '#1f4d3a', background: '#f3f1ec' } as const

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

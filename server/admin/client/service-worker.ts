import { notificationBadge, notificationIcon } from '../web-app.ts'
import { readAlert } from './alert-payload.ts'

// No fetch handler or cache: an inbox read offline would show stale leads as current. The WebWorker library
// contradicts the DOM one the repository uses, so the few service worker types needed are declared here.

interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void
}
interface PushEvent extends ExtendableEvent {
  readonly data: { json(): unknown } | null
}
interface NotificationEvent extends ExtendableEvent {
  readonly notification: Notification
}
interface WindowClient {
  readonly focused: boolean
  focus(): Promise<WindowClient>
  navigate(url: string): Promise<WindowClient | null>
}
interface ServiceWorkerScope {
  readonly registration: ServiceWorkerRegistration
  readonly location: Location
  readonly clients: {
    claim(): Promise<void>
    matchAll(options: { type: 'window' }): Promise<readonly WindowClient[]>
    openWindow(url: string): Promise<WindowClient | null>
  }
  skipWaiting(): Promise<void>
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void
  addEventListener(type: 'push', listener: (event: PushEvent) => void): void
  addEventListener(type: 'notificationclick', listener: (event: NotificationEvent) => void): void
}
/** Chrome still honours renotify: a reminder with the same tag alerts again instead of replacing silently. */
interface AlertOptions extends NotificationOptions {
  renotify?: boolean
}

declare const self: ServiceWorkerScope

// A new version takes over at once: there is no cache whose version could disagree with the pages.
self.addEventListener('install', (event) => event.waitUntil(self.skipWaiting()))
// Pages already open come under this worker without a reload, so a tap can reuse their window.
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()))

self.addEventListener('push', (event) => {
  const alert = readAlert(parse(event), self.location.origin)
  const options: AlertOptions = { body: alert.body, tag: alert.tag, renotify: true, data: { url: alert.url }, icon: notificationIcon, badge: notificationBadge }
  event.waitUntil(self.registration.showNotification(alert.title, options))
})

self.addEventListener('notificationclick', (event) => {
  event.notification.close()
  event.waitUntil(openInboxPage(readAlert(event.notification.data, self.location.origin).url))
})

function parse(event: PushEvent): unknown {
  try {
    return event.data?.json()
  } catch {
    return undefined
  }
}

async function openInboxPage(url: string): Promise<void> {
  const windows = await self.clients.matchAll({ type: 'window' })
  const inbox = windows.find((client) => client.focused) ?? windows[0]
  if (!inbox) {
    await self.clients.openWindow(url)
    return
  }
  // Focusing needs the tap's user activation; without it (or where the browser refuses) the page still changes.
  await inbox.focus().catch(() => undefined)
  if (!(await inbox.navigate(url).catch(() => null))) await self.clients.openWindow(url)
}

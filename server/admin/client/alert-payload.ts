import type { PushMessage } from '#server/notifications/push.ts'
import { inboxScope, isInboxPath } from '../web-app.ts'

const fallback: PushMessage = { title: 'New activity in the lead inbox', body: '', url: inboxScope, tag: 'lead-inbox' }

/** Something is shown whatever arrives: browsers demand a notification per push, and a lead must not go unannounced over a bad field.
 * Tapping it can only open a page of this inbox. */
export function readAlert(data: unknown, origin: string): PushMessage {
  if (typeof data !== 'object' || data === null) return fallback
  const { title, body, url, tag } = data as Record<string, unknown>
  return {
    title: typeof title === 'string' && title.trim() ? title : fallback.title,
    body: typeof body === 'string' ? body : '',
    url: inboxPage(url, origin),
    tag: typeof tag === 'string' && tag ? tag : fallback.tag,
  }
}

function inboxPage(url: unknown, origin: string): string {
  if (typeof url !== 'string' || !URL.canParse(url, origin)) return inboxScope
  const target = new URL(url, origin)
  return target.origin === origin && isInboxPath(target.pathname) ? `${target.pathname}${target.search}` : inboxScope
}

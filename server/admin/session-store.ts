import type { SessionStore } from '@fastify/session'
import type { Session } from 'fastify'
import type { OwnerStore } from '../storage/owner-store.ts'

/** Sessions begun by a sign-in in this request and not written yet: the only sessions whose write adds a row. */
const signedInNow = new WeakSet<object>()

/**
 * Marks the request's session (after `regenerate`) as begun by a sign-in: its next write creates
 * the row. Every other write only updates a row that is there: a request still in flight when the
 * owner signs out, or `sessions revoke` runs, cannot bring the session back, and a session nobody
 * signed in to (a stranger's visit, the empty one `regenerate` writes) stores nothing.
 */
export function beginSignedInSession(session: Session): void {
  signedInNow.add(session)
}

/** @fastify/session's store over the database, so sessions survive restarts, span instances and can be revoked. */
export function databaseSessionStore(store: OwnerStore, now: () => Date): SessionStore {
  return {
    set(id, session, callback) {
      const ownerId = (session as Session).ownerId ?? null
      const expiresAt = session.cookie.expires ?? new Date(now().getTime() + 24 * 3600_000)
      const create = signedInNow.delete(session)
      store.saveSession(id, { ownerId, data: JSON.stringify(session), expiresAt }, { create }).then(() => callback(), callback)
    },
    get(id, callback) {
      store.getSession(id, now()).then((data) => callback(null, data === undefined ? null : (JSON.parse(data) as Session)), callback)
    },
    destroy(id, callback) {
      store.destroySession(id).then(() => callback(), callback)
    },
  }
}

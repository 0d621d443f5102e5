import type { SessionStore } from '@fastify/session'
import type { Session } from 'fastify'
import type { OwnerStore } from '../storage/owner-store.ts'

const signedInNow = new WeakSet<object>()

// So a request in flight at sign-out or `sessions revoke` cannot bring the session back.
export function beginSignedInSession(session: Session): void {
  signedInNow.add(session)
}

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

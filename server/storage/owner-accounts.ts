import type { Engine } from './engines.ts'
import { devicesPerOwner, DuplicateOwnerError } from './owner-store.ts'
import { changedRows as changed, rowToPushSubscription, toDate, toIso } from './rows.ts'

export function ownerAccounts(engine: Engine) {
  const { db } = engine
  return {
    async createOwner(email: string, passwordHash: string, now: Date) {
      try {
        await db.insertInto('owner_users').values({ email, passwordHash: passwordHash, createdAt: now }).execute()
      } catch (error) {
        if (engine.isUniqueViolation(error)) throw new DuplicateOwnerError(email)
        throw error
      }
    },

    async findOwner(email: string) {
      const row = await db.selectFrom('owner_users').select(['id', 'email', 'passwordHash']).where('email', '=', email).executeTakeFirst()
      return row && { ...row, id: Number(row.id) }
    },

    // One statement, so parallel attempts each count.
    async countLoginAttempt(addressKey: string, network: string, now: Date, windowMs: number) {
      const expired = new Date(now.getTime() - windowMs)
      const row = await db
        .insertInto('login_attempts')
        .values({ addressKey: addressKey, network, windowStart: now, attempts: 1 })
        .onConflict((conflict) =>
          conflict.columns(['addressKey', 'network']).doUpdateSet((eb) => {
            const windowOver = eb('login_attempts.windowStart', '<=', expired)
            return {
              attempts: eb
                .case()
                .when(windowOver)
                .then(1)
                .else(eb('login_attempts.attempts', '+', 1))
                .end(),
              windowStart: eb.case().when(windowOver).then(now).else(eb.ref('login_attempts.windowStart')).end(),
            }
          }),
        )
        .returning(['attempts', 'windowStart'])
        .executeTakeFirstOrThrow()
      return { attempts: Number(row.attempts), windowStart: toDate(row.windowStart) }
    },

    async clearLoginAttempts(addressKey: string, network?: string) {
      const result = await db
        .deleteFrom('login_attempts')
        .where('addressKey', '=', addressKey)
        .$if(network !== undefined, (query) => query.where('network', '=', network!))
        .executeTakeFirst()
      return changed(result)
    },

    purgeLoginAttempts: async (before: Date) => changed(await db.deleteFrom('login_attempts').where('windowStart', '<', before).executeTakeFirst()),

    async getSession(id: string, now: Date) {
      const row = await db.selectFrom('owner_sessions').select('data').where('id', '=', id).where('expiresAt', '>', now).executeTakeFirst()
      return row?.data
    },

    // Only `create` (a sign-in) adds a row, so a session ended meanwhile stays gone.
    async saveSession(id: string, session: { ownerId: number | null; data: string; expiresAt: Date }, options: { create: boolean }) {
      const values = { userId: session.ownerId, data: session.data, expiresAt: session.expiresAt }
      const result = options.create
        ? await db
            .insertInto('owner_sessions')
            .values({ id, ...values })
            .onConflict((conflict) => conflict.column('id').doUpdateSet(values))
            .executeTakeFirst()
        : await db.updateTable('owner_sessions').set(values).where('id', '=', id).executeTakeFirst()
      return changed(result) > 0
    },

    async destroySession(id: string) {
      await db.deleteFrom('owner_sessions').where('id', '=', id).execute()
    },

    async revokeSessions(ownerId?: number) {
      const result = await db
        .deleteFrom('owner_sessions')
        .$if(ownerId !== undefined, (query) => query.where('userId', '=', ownerId!))
        .executeTakeFirst()
      return changed(result)
    },

    purgeExpiredSessions: async (now: Date) => changed(await db.deleteFrom('owner_sessions').where('expiresAt', '<=', now).executeTakeFirst()),

    async audit(entry: { at: Date; actor: string; action: string; leadId?: string; detail?: string; client?: string; userAgent?: string }) {
      await db.insertInto('audit_log').values(entry).execute()
    },

    async listAudit(limit: number) {
      const rows = await db.selectFrom('audit_log').selectAll().orderBy('id', 'desc').limit(limit).execute()
      return rows.map(({ id: _id, ...row }) => ({ ...row, at: toIso(row.at) }))
    },

    purgeAudit: async (before: Date) => changed(await db.deleteFrom('audit_log').where('at', '<', before).executeTakeFirst()),

    // Past devicesPerOwner the oldest devices go; their endpoints are returned.
    async savePushSubscription({ ownerId, endpoint, p256dh, auth, now }: { ownerId: number; endpoint: string; p256dh: string; auth: string; now: Date }) {
      const device = { ownerId, p256dh, auth, createdAt: now }
      await db
        .insertInto('push_subscriptions')
        .values({ endpoint, ...device })
        .onConflict((conflict) => conflict.column('endpoint').doUpdateSet(device))
        .execute()
      const dropped = await db
        .deleteFrom('push_subscriptions')
        .where('ownerId', '=', ownerId)
        .where('id', 'not in', (eb) =>
          eb
            .selectFrom('push_subscriptions')
            .select('id')
            .where('ownerId', '=', ownerId)
            .orderBy('createdAt', 'desc')
            .orderBy('id', 'desc')
            .limit(devicesPerOwner),
        )
        .returning('endpoint')
        .execute()
      return dropped.map((row) => row.endpoint)
    },

    async deletePushSubscription(endpoint: string, ownerId?: number) {
      const result = await db
        .deleteFrom('push_subscriptions')
        .where('endpoint', '=', endpoint)
        .$if(ownerId !== undefined, (query) => query.where('ownerId', '=', ownerId!))
        .executeTakeFirst()
      return changed(result) > 0
    },

    listPushSubscriptions: async () => (await db.selectFrom('push_subscriptions').selectAll().orderBy('id').execute()).map(rowToPushSubscription),
  }
}

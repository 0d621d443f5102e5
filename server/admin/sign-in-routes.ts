import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { cleanEmailAddress } from '#lead/plain-text.ts'
import { adminSchemas } from './admin-schemas.ts'
import { addressKey, clientNetwork, loginThrottle, unknownAddress } from './login-throttle.ts'
import { loginRateLimit } from './owner-auth.tsx'
import { dummyHash, verifyPassword } from './passwords.ts'
import { beginSignedInSession } from './session-store.ts'

export const signInRoutes: FastifyPluginAsyncZod<{ now: () => Date }> = async (app, { now }) => {
  const store = app.repository.owner

  app.get('/admin/login', { schema: adminSchemas.noQuery }, async (request, reply) => {
    if (request.session.ownerId !== undefined) return reply.redirect('/admin', 303)
    return reply.loginPage(200)
  })

  app.post(
    '/admin/login',
    {
      schema: adminSchemas.signIn,
      preHandler: app.csrfProtection,
      config: { rateLimit: { max: loginRateLimit.max, timeWindow: loginRateLimit.windowMinutes * 60_000 } },
    },
    async (request, reply) => {
      const email = cleanEmailAddress(request.body.email ?? '')
      const password = request.body.password ?? ''
      const time = now()
      const account = await store.findOwner(email)
      // Every branch does the same work, account or not, so neither answer nor timing tells whether an address has one.
      // The attempt is counted before the password is checked, in one statement, so parallel guesses each count.
      const network = clientNetwork(request.ip)
      const counted = await store.countLoginAttempt(addressKey(email), network, time, loginThrottle.minutes * 60_000)
      const dummy = await dummyHash()
      const valid = await verifyPassword(account?.passwordHash ?? dummy, password)
      const actor = account?.email ?? unknownAddress
      if (counted.attempts > loginThrottle.attempts) {
        await app.audit(request, 'login_throttled', { actor })
        const seconds = Math.max(1, Math.ceil((counted.windowStart.getTime() + loginThrottle.minutes * 60_000 - time.getTime()) / 1000))
        const minutes = Math.ceil(seconds / 60)
        reply.header('retry-after', String(seconds))
        return reply.loginPage(
          429,
          `Too many sign-in attempts for this address from your network. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
          email,
        )
      }
      if (!account || !valid) {
        await app.audit(request, 'login_failed', { actor })
        return reply.loginPage(401, 'The e-mail address or password is not right.', email)
      }
      await store.clearLoginAttempts(addressKey(email), network)
      // A new id, so one planted before is worth nothing; only this write creates the row, so sign-out and revoking are final.
      await request.session.regenerate()
      beginSignedInSession(request.session)
      Object.assign(request.session, { ownerId: account.id, email: account.email, signedInAt: time.getTime(), seenAt: time.getTime() })
      await app.audit(request, 'login', { actor: account.email })
      const returnTo = request.body.returnTo ?? ''
      return reply.redirect(returnTo.startsWith('/admin') && !returnTo.startsWith('//') ? returnTo : '/admin', 303)
    },
  )

  app.post('/admin/logout', { schema: adminSchemas.signOut, preHandler: [app.requireOwner, app.csrfProtection] }, async (request, reply) => {
    await app.audit(request, 'logout')
    await request.session.destroy()
    return reply.redirect('/admin/login', 303)
  })
}

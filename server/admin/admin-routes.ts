import type { FastifyPluginAsync } from 'fastify'
import type { ServerConfig } from '../config.ts'
import { alertRoutes } from './alerts-routes.ts'
import { inboxRoutes } from './inbox-routes.tsx'
import { leadRoutes } from './lead-routes.tsx'
import { ownerAuth } from './owner-auth.tsx'
import { photoRoutes } from './photo-routes.ts'
import { signInRoutes } from './sign-in-routes.ts'

// One encapsulated scope, so the inbox's sessions, CSRF checks and error pages stay out of the public site.
export const adminRoutes: FastifyPluginAsync<{ config: ServerConfig; now: () => Date }> = async (app, { config, now }) => {
  await app.register(ownerAuth, { config, now })
  await app.register(signInRoutes, { now })
  await app.register(inboxRoutes, { config, now })
  await app.register(leadRoutes, { config, now })
  await app.register(photoRoutes)
  await app.register(alertRoutes, { config, now })
}

import type { FastifyPluginAsync } from 'fastify'
import type { ServerConfig } from '../config.ts'
import { alertRoutes } from './alerts-routes.ts'
import { inboxRoutes } from './inbox-routes.tsx'
import { leadRoutes } from './lead-routes.tsx'
import { ownerAuth } from './owner-auth.tsx'
import { photoRoutes } from './photo-routes.ts'
import { signInRoutes } from './sign-in-routes.ts'

export interface AdminRoutesOptions {
  config: ServerConfig
  now: () => Date
}

/**
 * The owner's inbox under /admin: server-rendered pages whose forms post natively, behind a
 * session. Without a valid session every address but the sign-in page answers 401 with that page.
 * One encapsulated scope: its sessions, CSRF checks and error pages stay out of the public site.
 */
export const adminRoutes: FastifyPluginAsync<AdminRoutesOptions> = async (app, { config, now }) => {
  await app.register(ownerAuth, { config, now })
  await app.register(signInRoutes, { now })
  await app.register(inboxRoutes, { config, now })
  await app.register(leadRoutes, { config, now })
  await app.register(photoRoutes)
  await app.register(alertRoutes, { businessName: config.site.businessName, allowLoopbackEndpoints: config.push.allowLoopbackEndpoints, now })
}

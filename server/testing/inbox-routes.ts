import Fastify, { type FastifySchema } from 'fastify'
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod'
import { adminRoutes } from '../admin/admin-routes.ts'
import { loadServerConfig } from '../config.ts'

/** Every route the inbox plugin registers, with its schema, so a route added later is covered without editing a test. */
export async function inboxRoutes() {
  const routes: { method: string; url: string; schema?: FastifySchema }[] = []
  const probe = Fastify()
  probe.setValidatorCompiler(validatorCompiler)
  probe.setSerializerCompiler(serializerCompiler)
  probe.addHook('onRoute', (route) => {
    // The schema as the inbox's own hooks leave it: read once the routes are ready.
    for (const method of [route.method].flat())
      routes.push({
        method,
        url: route.url,
        get schema() {
          return route.schema
        },
      })
  })
  const stub = new Proxy({}, { get: () => () => Promise.resolve(undefined) })
  probe.decorate('repository', { owner: stub } as never)
  await probe.register(adminRoutes, { config: loadServerConfig({}), now: () => new Date() })
  await probe.ready()
  await probe.close()
  return routes
}

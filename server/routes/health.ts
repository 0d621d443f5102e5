import type { FastifyPluginAsync } from 'fastify'

const statusReply = {
  type: 'object',
  properties: { ok: { type: 'boolean' }, reason: { type: 'string' } },
  required: ['ok'],
} as const

/**
 * /healthz: the process answers (liveness: restart it when this fails).
 * /readyz: the database answers too (readiness: send it traffic only then).
 */
export const healthRoutes: FastifyPluginAsync = async (app) => {
  app.get('/healthz', { schema: { response: { 200: statusReply } } }, async (_request, reply) => {
    reply.header('cache-control', 'no-store')
    return { ok: true }
  })

  app.get('/readyz', { schema: { response: { 200: statusReply, 503: statusReply } } }, async (request, reply) => {
    reply.header('cache-control', 'no-store')
    try {
      await app.repository.ping()
      return { ok: true }
    } catch (error) {
      request.log.error({ err: error }, 'readiness check: database unreachable')
      return reply.code(503).send({ ok: false, reason: 'database unreachable' })
    }
  })
}

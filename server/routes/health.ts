import type { FastifyPluginAsync } from 'fastify'
import { deliveryHealth } from '../notifications/delivery-health.ts'

const statusReply = {
  type: 'object',
  properties: {
    ok: { type: 'boolean' },
    reason: { type: 'string' },
    delivery: {
      type: 'object',
      properties: {
        email: { type: 'string' },
        deadLetters: { type: 'integer' },
        failing: { type: 'integer' },
        // When and where, never the error text: it can name internal hosts, accounts and the owner's address.
        lastFailure: {
          type: ['object', 'null'],
          properties: { at: { type: 'string' }, channel: { type: 'string' } },
        },
      },
    },
  },
  required: ['ok'],
} as const

/**
 * /healthz: the process answers (liveness: restart it when this fails).
 * /readyz: the database answers too (readiness: send it traffic only then), with whether lead
 * notifications reach anyone: dead letters, and notifications failing in the last 24 hours while
 * still retried, with the time and channel of the last failure (for monitoring; it does not change the
 * status code). The reason is for the signed-in inbox only.
 */
export const healthRoutes: FastifyPluginAsync<{ smtpConfigured: boolean; now: () => Date }> = async (app, { smtpConfigured, now }) => {
  app.get('/healthz', { schema: { response: { 200: statusReply } } }, async (_request, reply) => {
    reply.header('cache-control', 'no-store')
    return { ok: true }
  })

  app.get('/readyz', { schema: { response: { 200: statusReply, 503: statusReply } } }, async (request, reply) => {
    reply.header('cache-control', 'no-store')
    try {
      await app.repository.ping()
      return { ok: true, delivery: await deliveryHealth(app.repository, smtpConfigured, now()) }
    } catch (error) {
      request.log.error({ err: error }, 'readiness check: database unreachable')
      return reply.code(503).send({ ok: false, reason: 'database unreachable' })
    }
  })
}

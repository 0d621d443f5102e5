import type { FastifyPluginAsync } from 'fastify'
import { z } from 'zod'
import type { ServerConfig } from '../config.ts'
import { deliveryHealth, type DeliveryHealth } from '../notifications/delivery-health.ts'

const statusReply = z.object({
  ok: z.boolean(),
  reason: z.string().optional(),
  delivery: z
    .object({
      email: z.string(),
      deadLetters: z.number().int(),
      failing: z.number().int(),
      // When and where, never the error text: it can name internal hosts, accounts and the owner's address.
      lastFailure: z.object({ at: z.string(), channel: z.string() }).nullable(),
    })
    .optional(),
})
const noQuery = { querystring: z.object({}) }

/** /healthz is liveness; /readyz is 503 unless a lead would be stored now. Delivery failures are reported for monitoring but never
 * change the status code; the reason is for the signed-in inbox only. */
export const healthRoutes: FastifyPluginAsync<{ config: ServerConfig; now: () => Date }> = async (app, { config, now }) => {
  app.get('/healthz', { schema: { ...noQuery, response: { 200: statusReply } } }, async (_request, reply) => {
    reply.header('cache-control', 'no-store')
    return { ok: true }
  })

  app.get('/readyz', { schema: { ...noQuery, response: { 200: statusReply, 503: statusReply } } }, async (request, reply) => {
    reply.header('cache-control', 'no-store')
    const unready = (problem: string, reason: string, logged: object) => {
      request.log.error(logged, `readiness check: ${problem}`)
      return reply.code(503).send({ ok: false, reason })
    }
    let delivery: DeliveryHealth
    try {
      await app.repository.ping()
      delivery = await deliveryHealth(app.repository, Boolean(config.smtp), now())
    } catch (error) {
      return unready('database unreachable', 'database unreachable', { err: error })
    }
    // The database answers but a lead would not be stored: take this instance out of rotation.
    if (delivery.storage) return unready('new leads cannot be stored', `store cannot write: ${delivery.storage}`, { reason: delivery.storage })
    // Below PHOTO_MIN_FREE_MB leads are still stored, without photos, and the disk will soon refuse them too.
    const disk = await app.leadPhotos.allowance.diskProblem()
    if (disk) return unready('below the free-space floor', `below the free-space floor: ${disk}`, { reason: disk })
    return { ok: true, delivery }
  })
}

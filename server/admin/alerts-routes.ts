import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { ServerConfig } from '../config.ts'
import { isPushEndpoint } from '../notifications/push.ts'
import { devicesPerOwner } from '../storage/owner-store.ts'
import { adminSchemas } from './admin-schemas.ts'
import { alertPaths, inboxScope, webAppManifest } from './web-app.ts'

/** Base64url (padded or not) of exactly `bytes` bytes: browsers send a P-256 point (65 bytes) and a 16-byte secret. */
const base64urlOf = (bytes: number) => z.string().regex(new RegExp(`^[A-Za-z0-9_-]{${Math.ceil((bytes * 4) / 3)}}={0,2}$`))
const endpointSchema = z
  .string()
  .min(10)
  .max(2048)
  .regex(/^https?:\/\//)

const subscribeSchema = z.object({
  _csrf: z.string().optional(),
  subscription: z.object({ endpoint: endpointSchema, keys: z.object({ p256dh: base64urlOf(65), auth: base64urlOf(16) }) }),
})
const unsubscribeSchema = z.object({ _csrf: z.string().optional(), endpoint: endpointSchema })

export const alertRoutes: FastifyPluginAsyncZod<{ config: ServerConfig; now: () => Date }> = async (app, { config, now }) => {
  const store = app.repository.owner
  const scripts = await compileClientScripts()
  const manifest = JSON.stringify(webAppManifest(config.site.businessName))

  app.get(alertPaths.manifest, { schema: adminSchemas.noQuery }, async (_request, reply) =>
    reply.type('application/manifest+json; charset=utf-8').send(manifest),
  )
  // Served from /admin/sw.js, the worker may still take the scope /admin (without the slash) only when the script allows it.
  app.get(alertPaths.serviceWorker, { schema: adminSchemas.noQuery }, async (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').header('service-worker-allowed', inboxScope).send(scripts.serviceWorker),
  )
  app.get(alertPaths.pageScript, { schema: adminSchemas.noQuery }, async (_request, reply) => reply.type('text/javascript; charset=utf-8').send(scripts.alerts))

  // The session and CSRF checks run before the body is validated: a stranger learns nothing about what would be accepted.
  const guarded = { preValidation: [app.requireOwner, app.csrfProtection], errorHandler: answerJsonError }

  app.post(alertPaths.subscribe, { ...guarded, schema: { ...adminSchemas.noQuery, body: subscribeSchema } }, async (request, reply) => {
    const { endpoint, keys } = request.body.subscription
    if (!isPushEndpoint(endpoint, config.push.allowLoopbackEndpoints))
      return reply.code(422).send({ ok: false, reason: 'subscription.endpoint: must be an https:// address of a browser push service' })
    // Past the limit the oldest device gives way: the owner holds this one, and a lost phone can no longer turn itself off.
    const dropped = await store.savePushSubscription({ ownerId: request.session.ownerId!, endpoint, p256dh: keys.p256dh, auth: keys.auth, now: now() })
    // The push service's host tells the owner's devices apart in the log; the endpoint itself is a secret address.
    await app.audit(request, 'alerts_on', { detail: new URL(endpoint).host })
    for (const old of dropped) await app.audit(request, 'alerts_off', { detail: `${hostOf(old)}, oldest of more than ${devicesPerOwner} devices` })
    const note = dropped.length
      ? `Alerts are on for this device. They go to at most ${devicesPerOwner} devices, so the one that turned them on longest ago no longer gets them.`
      : undefined
    return reply.code(201).send({ ok: true, ...(note && { note }) })
  })

  app.post(alertPaths.unsubscribe, { ...guarded, schema: { ...adminSchemas.noQuery, body: unsubscribeSchema } }, async (request, reply) => {
    const { endpoint } = request.body
    // Only the signed-in owner's own device; the answer is the same either way, so it tells nothing of other owners' devices.
    if (await store.deletePushSubscription(endpoint, request.session.ownerId!)) await app.audit(request, 'alerts_off', { detail: hostOf(endpoint) })
    return reply.send({ ok: true })
  })
}

const hostOf = (endpoint: string) => (URL.canParse(endpoint) ? new URL(endpoint).host : 'unknown')

// The reason names the field, never its value.
function answerJsonError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const csrf = error.code === 'FST_CSRF_INVALID_TOKEN' || error.code === 'FST_CSRF_MISSING_SECRET'
  const status = csrf ? 403 : error.statusCode && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500
  if (status >= 500) request.log.error({ err: error }, 'alerts request failed')
  const reason = csrf ? 'The page has expired: reload it' : error.validation ? error.message : status >= 500 ? 'Something went wrong' : 'Refused'
  return reply.code(status).send({ ok: false, reason })
}

const clientDir = fileURLToPath(new URL('./client/', import.meta.url))
let compiled: Promise<{ alerts: string; serviceWorker: string }> | undefined

// Compiled at start rather than in `npm run build`, so the scripts always match the server that serves them and tests serve the real ones.
function compileClientScripts() {
  return (compiled ??= Promise.all([bundle('alerts.ts'), bundle('service-worker.ts')]).then(([alerts, serviceWorker]) => ({ alerts, serviceWorker })))
}

async function bundle(entry: string): Promise<string> {
  const result = await build({
    entryPoints: [path.join(clientDir, entry)],
    bundle: true,
    write: false,
    // Classic scripts: a module service worker is not yet in every browser that has Web Push.
    format: 'iife',
    target: 'es2020',
    minify: true,
    legalComments: 'none',
    logLevel: 'silent',
  })
  return result.outputFiles[0]!.text
}

import { randomBytes } from 'node:crypto'
import fastifyCookie from '@fastify/cookie'
import csrfProtection from '@fastify/csrf-protection'
import formbody from '@fastify/formbody'
import fastifySession from '@fastify/session'
import type { FastifyError, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify'
import fastifyPlugin from 'fastify-plugin'
import type { ReactNode } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import type { ServerConfig } from '../config.ts'
import { plainPage } from './inbox-boundary.ts'
import { auditClient } from './login-throttle.ts'
import { databaseSessionStore } from './session-store.ts'
import { LoginView } from './views/login-view.tsx'
import { Message } from './views/message.tsx'
import { alertPaths, iconUrl, inboxColors, inboxStylesheet, publicInboxFiles } from './web-app.ts'

declare module 'fastify' {
  interface Session {
    ownerId?: number
    email?: string
    signedInAt?: number
    seenAt?: number
  }
  interface FastifyInstance {
    requireOwner: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>
    audit: (request: FastifyRequest, action: string, extra?: { leadId?: string; detail?: string; actor?: string }) => Promise<void>
  }
  interface FastifyReply {
    adminPage(status: number, title: string, body: ReactNode): FastifyReply
    adminMessage(status: number, title: string, text: string): FastifyReply
    loginPage(status: number, message?: string, email?: string): FastifyReply
  }
}

export const loginRateLimit = { max: 20, windowMinutes: 15 }
// Counted without a session, so a stranger's flood stops here.
export const anonymousRateLimit = { max: 60, windowMinutes: 1 }
const anonymousLimitMessage = 'Too many requests from your network. Wait a minute and try again.'
const sessionMaxMs = 12 * 3_600_000

// Sessions, CSRF, HTTPS only and a limit for strangers, in the inbox plugin's scope (fastify-plugin), not the public site's.
const ownerAuthPlugin: FastifyPluginAsync<{ config: ServerConfig; now: () => Date }> = async (app, { config, now }) => {
  const store = app.repository.owner
  const idleMinutes = Math.round(config.admin.sessionIdleMs / 60_000)
  // The only script is the signed-in frame's alerts control.
  app.decorateReply('adminPage', function (this: FastifyReply, status: number, title: string, body: ReactNode) {
    const page = renderToStaticMarkup(
      <html lang="en-US">
        <head>
          <meta charSet="utf-8" />
          <meta name="viewport" content="width=device-width, initial-scale=1" />
          <meta name="robots" content="noindex, nofollow" />
          <meta name="theme-color" content={inboxColors.theme} />
          <link rel="manifest" href={alertPaths.manifest} />
          <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
          <link rel="apple-touch-icon" href={iconUrl('apple-touch-icon.png')} />
          <title>{`${title} | Lead inbox`}</title>
          <link rel="stylesheet" href={inboxStylesheet} />
        </head>
        <body className="min-h-screen bg-muted">{body}</body>
      </html>,
    )
    return this.code(status).type('text/html; charset=utf-8').send(`<!DOCTYPE html>${page}`)
  })
  app.decorateReply('adminMessage', function (this: FastifyReply, status: number, title: string, text: string) {
    return this.adminPage(status, title, <Message text={text} />)
  })
  app.decorateReply('loginPage', function (this: FastifyReply, status: number, message?: string, email?: string) {
    const { method, url, headers } = this.request
    // After signing in: the page asked for, or, for an action sent from a page (a note, a status, Call), that page.
    const returnTo = inboxPage(method === 'GET' ? url : headers.referer)
    return this.adminPage(status, 'Log in', <LoginView message={message} email={email} csrfToken={this.generateCsrf()} returnTo={returnTo} />)
  })

  const secret = config.admin.sessionSecret ?? randomBytes(32).toString('hex')
  // The CSRF secret lives in a signed cookie, not a session: a stranger's visit stores nothing, and the first database write is a sign-in.
  const csrfCookie = { path: '/admin', httpOnly: true, secure: 'auto', sameSite: 'strict', signed: true } as const
  await app.register(formbody)
  await app.register(fastifyCookie, { secret })
  await app.register(fastifySession, {
    secret,
    cookieName: 'owner_session',
    // Secure whenever the request came over HTTPS (directly or, with TRUST_PROXY, through the load balancer).
    cookie: { path: '/admin', httpOnly: true, secure: 'auto', sameSite: 'strict', maxAge: config.admin.sessionIdleMs },
    rolling: true,
    saveUninitialized: false,
    store: databaseSessionStore(store, now),
  })
  await app.register(csrfProtection, {
    sessionPlugin: '@fastify/cookie',
    cookieKey: 'owner_csrf',
    cookieOpts: csrfCookie,
    getToken: (request) => (request.body as { _csrf?: string } | undefined)?._csrf,
  })

  app.addHook('onSend', async (request, reply) => {
    reply.header('cache-control', 'no-store').header('x-robots-tag', 'noindex, nofollow')
    // Signed in by this request: a new CSRF secret, so a token seen, or a secret planted, before the sign-in is worth nothing after.
    const session = request.session as FastifyRequest['session'] | null
    if (session?.ownerId !== undefined && session.encryptedSessionId && request.cookies.owner_session !== session.encryptedSessionId)
      reply.setCookie('owner_csrf', randomBytes(18).toString('base64url'), csrfCookie)
  })

  // Counted in memory before anything else is done; past the limit a plain page without stylesheet or form, so a flood costs next to nothing.
  const anonymousLimit = app.hasDecorator('createRateLimit')
    ? app.createRateLimit({ max: anonymousRateLimit.max, timeWindow: anonymousRateLimit.windowMinutes * 60_000 })
    : undefined
  app.addHook('onRequest', async (request, reply) => {
    if (!anonymousLimit || request.session.ownerId !== undefined || publicInboxFiles.includes(request.routeOptions.url ?? '')) return
    const limit = await anonymousLimit(request)
    if (limit.isAllowed || !limit.isExceeded) return
    return plainPage(reply.header('retry-after', String(limit.ttlInSeconds)), 429, 'Too many requests', anonymousLimitMessage)
  })

  // Plain HTTP is refused before a password is typed, unless ADMIN_LOCAL_HTTP and the browser is on this machine:
  // a proxy on the same host need not say it forwards, so only the setting can tell.
  app.addHook('onRequest', async (request, reply) => {
    if (request.protocol !== 'https' && !(config.admin.localHttp && fromThisMachine(request)))
      return reply.adminMessage(
        403,
        'HTTPS needed',
        "The owner's inbox opens only over HTTPS: open this address with https:// (behind a proxy, set TRUST_PROXY). On your own computer, start the server with ADMIN_LOCAL_HTTP=true and open it at http://localhost.",
      )
  })

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500
    if (status >= 500) request.log.error({ err: error }, 'admin request failed')
    if (status === 429) return reply.loginPage(429, `Too many sign-in attempts from your network. Wait ${loginRateLimit.windowMinutes} minutes and try again.`)
    if (error.code === 'FST_CSRF_INVALID_TOKEN' || error.code === 'FST_CSRF_MISSING_SECRET')
      return reply.adminMessage(403, 'Form expired', 'This form has expired. Go back, reload the page and try again.')
    return reply.adminMessage(status, 'Error', status >= 500 ? 'Something went wrong. Try again.' : 'This request was refused.')
  })

  app.decorate('requireOwner', async (request: FastifyRequest, reply: FastifyReply) => {
    const session = request.session
    const time = now().getTime()
    // An action sent once the session has ended is not carried out: the owner is told so, and taken back to its page after signing in.
    const lost = request.method === 'GET' ? '' : ', so that was not saved'
    if (session.ownerId === undefined) return reply.loginPage(401, lost && `You were signed out${lost}. Log in to go back to the page.`)
    if (time - (session.seenAt ?? 0) > config.admin.sessionIdleMs || time - (session.signedInAt ?? 0) > sessionMaxMs) {
      await session.regenerate()
      return reply.loginPage(401, `You were signed out after ${idleMinutes} minutes without activity${lost}. Log in again.`)
    }
    session.seenAt = time
  })
  app.decorate('audit', (request: FastifyRequest, action: string, { actor, ...extra }: { leadId?: string; detail?: string; actor?: string } = {}) =>
    store.audit({ at: now(), actor: actor ?? request.session.email ?? '', action, ...auditClient(request), ...extra }),
  )
}

function inboxPage(address: string | undefined): string {
  if (!address || !URL.canParse(address, 'http://inbox')) return '/admin'
  const page = new URL(address, 'http://inbox')
  page.searchParams.delete('saved')
  return page.pathname.startsWith('/admin') && !page.pathname.startsWith('/admin/login') ? page.pathname + page.search : '/admin'
}

// No proxy in between that says it forwards.
function fromThisMachine(request: FastifyRequest): boolean {
  const peer = request.socket.remoteAddress ?? ''
  const loopback = peer === '::1' || peer.startsWith('127.') || peer.startsWith('::ffff:127.')
  return loopback && request.headers['x-forwarded-for'] === undefined && request.headers.forwarded === undefined
}

export const ownerAuth = fastifyPlugin(ownerAuthPlugin, { name: 'owner-auth', decorators: { fastify: ['repository'] } })

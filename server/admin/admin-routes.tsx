import { randomBytes } from 'node:crypto'
import path from 'node:path'
import fastifyCookie from '@fastify/cookie'
import csrfProtection from '@fastify/csrf-protection'
import formbody from '@fastify/formbody'
import fastifySession from '@fastify/session'
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { ReactNode } from 'react'
import { addressPartMaxLengths } from '../../lead/lead-rules.ts'
import { serviceValues } from '../../lead/service-options.ts'
import { isDay } from '../business-time.ts'
import type { ServerConfig } from '../config.ts'
import { z } from 'zod'
import type { OpeningHours } from '../business-hours.ts'
import { isValidLeadEmail, type Channel, type LeadRecord, type LeadRepository } from '../storage/lead-repository.ts'
import { describeResponseStats, describeWait, responseStats, waitOf } from '../response-times.ts'
import { inboxCsvStream } from '../export/leads-csv.ts'
import { deliveryHealth } from '../notifications/delivery-health.ts'
import { eraseLeadMail } from '../notifications/mail-files.ts'
import { mailDirName } from '../notifications/notifications.ts'
import { isLeadStatus, type InboxFilter, type InboxLead, type OwnerStore } from '../storage/owner-store.ts'
import { withAdminSchema } from './admin-schemas.ts'
import { registerAlertRoutes } from './alerts-routes.ts'
import { readSiteStylesheet, renderAdminPage } from './admin-page.tsx'
import { addressKey, auditClient, clientNetwork, loginThrottle, normalizeAddress, unknownAddress } from './login-throttle.ts'
import { dummyHash, verifyPassword } from './passwords.ts'
import { beginSignedInSession, databaseSessionStore } from './session-store.ts'
import { AdminFrame } from './views/admin-frame.tsx'
import { DeliveryBanner } from './views/delivery-banner.tsx'
import { InboxView } from './views/inbox-view.tsx'
import { LeadView } from './views/lead-view.tsx'
import { LoginView } from './views/login-view.tsx'
import { publicInboxFiles } from './web-app.ts'

declare module 'fastify' {
  interface Session {
    ownerId?: number
    email?: string
    signedInAt?: number
    seenAt?: number
  }
}

/** Sign-in attempts per address in the window, whatever the account. */
export const loginRateLimit = { max: 20, windowMinutes: 15 }
/**
 * Requests without a signed-in session per client address and window, on every inbox address but
 * its public files (manifest, service worker, page script): a stranger's flood stops here.
 */
export const anonymousRateLimit = { max: 60, windowMinutes: 1 }
/** A session ends this long after sign-in, however active. */
export const sessionMaxMs = 12 * 3_600_000
const pageSize = 50

export interface AdminRoutesOptions {
  config: ServerConfig
  repository: LeadRepository
  /** The channels a genuine lead is sent on (a restored spam lead gets them too). */
  notify: readonly Channel[]
  now: () => Date
}

/**
 * The owner's inbox under /admin: server-rendered pages whose forms post natively, behind a
 * session. Without a valid session every address but the sign-in page answers 401 with that page.
 */
export async function adminRoutes(app: FastifyInstance, { config, repository, notify, now }: AdminRoutesOptions) {
  const store = repository.owner
  const idleMinutes = Math.round(config.admin.sessionIdleMs / 60_000)
  let stylesheet: string | undefined
  const page = (reply: FastifyReply, status: number, title: string, body: ReactNode) =>
    reply
      .code(status)
      .type('text/html; charset=utf-8')
      .send(renderAdminPage(title, (stylesheet ??= readSiteStylesheet(config.staticDir)), body))

  const secret = config.admin.sessionSecret ?? randomBytes(32).toString('hex')
  // The forms' CSRF secret lives in a cookie of the inbox signed with the session key, not in a
  // session: a stranger's visit stores nothing, and the first database write is a successful sign-in.
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

  // Every route's query string, body and path parameters are checked before its code runs (admin-schemas.ts).
  app.addHook('onRoute', withAdminSchema)

  app.addHook('onSend', async (request, reply) => {
    reply.header('cache-control', 'no-store').header('x-robots-tag', 'noindex, nofollow')
    // Signed in by this request (a session id new to the browser): a new CSRF secret with it, so a
    // token seen before the sign-in, or a secret planted then, is worth nothing after.
    const session = request.session as FastifyRequest['session'] | null
    if (session?.ownerId !== undefined && session.encryptedSessionId && request.cookies.owner_session !== session.encryptedSessionId)
      reply.setCookie('owner_csrf', randomBytes(18).toString('base64url'), csrfCookie)
  })

  // The session cookie is Secure and SameSite=Strict over HTTPS. Plain HTTP is refused before a
  // password is typed, unless a local run asks for it (ADMIN_LOCAL_HTTP) and the browser is on this
  // machine: a proxy on the same host need not say it forwards, so only the setting can tell.
  app.addHook('onRequest', async (request, reply) => {
    if (request.protocol !== 'https' && !(config.admin.localHttp && fromThisMachine(request)))
      return page(
        reply,
        403,
        'HTTPS needed',
        <Message text="The owner's inbox opens only over HTTPS: open this address with https:// (behind a proxy, set TRUST_PROXY). On your own computer, start the server with ADMIN_LOCAL_HTTP=true and open it at http://localhost." />,
      )
  })

  // Anonymous requests are counted per client address (in memory, nothing stored) once the session is read.
  const anonymousLimit = app.hasDecorator('createRateLimit')
    ? app.createRateLimit({ max: anonymousRateLimit.max, timeWindow: anonymousRateLimit.windowMinutes * 60_000 })
    : undefined
  app.addHook('onRequest', async (request, reply) => {
    if (!anonymousLimit || request.session.ownerId !== undefined || publicInboxFiles.includes(request.routeOptions.url ?? '')) return
    const limit = await anonymousLimit(request)
    if (limit.isAllowed || !limit.isExceeded) return
    reply.header('retry-after', String(limit.ttlInSeconds))
    return loginPage(request, reply, 429, 'Too many requests from your network. Wait a minute and try again.')
  })

  const loginPage = (request: FastifyRequest, reply: FastifyReply, status: number, message?: string, email?: string) => {
    const returnTo = request.method === 'GET' && !request.url.startsWith('/admin/login') ? request.url : '/admin'
    return page(reply, status, 'Log in', <LoginView message={message} email={email} csrfToken={reply.generateCsrf()} returnTo={returnTo} />)
  }

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500
    if (status >= 500) request.log.error({ err: error }, 'admin request failed')
    if (status === 429)
      return loginPage(request, reply, 429, `Too many sign-in attempts from your network. Wait ${loginRateLimit.windowMinutes} minutes and try again.`)
    if (error.code === 'FST_CSRF_INVALID_TOKEN' || error.code === 'FST_CSRF_MISSING_SECRET')
      return page(reply, 403, 'Form expired', <Message text="This form has expired. Go back, reload the page and try again." />)
    return page(reply, status, 'Error', <Message text={status >= 500 ? 'Something went wrong. Try again.' : 'This request was refused.'} />)
  })

  /** Lets a request through only with a live session; ends sessions idle or old. */
  async function requireOwner(request: FastifyRequest, reply: FastifyReply) {
    const session = request.session
    const time = now().getTime()
    if (session.ownerId === undefined) return loginPage(request, reply, 401)
    if (time - (session.seenAt ?? 0) > config.admin.sessionIdleMs || time - (session.signedInAt ?? 0) > sessionMaxMs) {
      await session.regenerate()
      return loginPage(request, reply, 401, `You were signed out after ${idleMinutes} minutes without activity. Log in again.`)
    }
    session.seenAt = time
  }
  const owner = (request: FastifyRequest) => request.session.email ?? ''
  /** An audit entry with the client's address and user agent; the actor is the signed-in owner unless given. */
  const audit = (request: FastifyRequest, action: string, { actor, ...extra }: { leadId?: string; detail?: string; actor?: string } = {}) =>
    store.audit({ at: now(), actor: actor ?? owner(request), action, ...auditClient(request), ...extra })

  app.get('/admin/login', async (request, reply) => {
    if (request.session.ownerId !== undefined) return reply.redirect('/admin', 303)
    return loginPage(request, reply, 200)
  })

  app.post<{ Body: { email?: string; password?: string; returnTo?: string } }>(
    '/admin/login',
    { preHandler: app.csrfProtection, config: { rateLimit: { max: loginRateLimit.max, timeWindow: loginRateLimit.windowMinutes * 60_000 } } },
    async (request, reply) => {
      const email = normalizeAddress(String(request.body?.email ?? ''))
      const password = String(request.body?.password ?? '')
      const time = now()
      const account = await store.findOwner(email)
      // Every branch below does the same work, account or not (the first dummy hash included), so
      // neither the answer nor its time tells whether an address has an account. The attempt is
      // counted before the password is checked, in one statement, so parallel guesses each count.
      const network = clientNetwork(request.ip)
      const counted = await store.countLoginAttempt(addressKey(email), network, time, loginThrottle.minutes * 60_000)
      const dummy = await dummyHash()
      const valid = await verifyPassword(account?.passwordHash ?? dummy, password)
      const actor = account?.email ?? unknownAddress
      if (counted.attempts > loginThrottle.attempts) {
        await audit(request, 'login_throttled', { actor })
        const seconds = Math.max(1, Math.ceil((counted.windowStart.getTime() + loginThrottle.minutes * 60_000 - time.getTime()) / 1000))
        const minutes = Math.ceil(seconds / 60)
        reply.header('retry-after', String(seconds))
        return loginPage(
          request,
          reply,
          429,
          `Too many sign-in attempts for this address from your network. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
          email,
        )
      }
      if (!account || !valid) {
        await audit(request, 'login_failed', { actor })
        return loginPage(request, reply, 401, 'The e-mail address or password is not right.', email)
      }
      await store.clearLoginAttempts(addressKey(email), network)
      // A new session id at sign-in: an id planted before it is worth nothing after. Its row is
      // created here; later writes only update it, so signing out and revoking are final.
      await request.session.regenerate()
      beginSignedInSession(request.session)
      Object.assign(request.session, { ownerId: account.id, email: account.email, signedInAt: time.getTime(), seenAt: time.getTime() })
      await audit(request, 'login', { actor: account.email })
      const returnTo = request.body?.returnTo ?? ''
      return reply.redirect(returnTo.startsWith('/admin') && !returnTo.startsWith('//') ? returnTo : '/admin', 303)
    },
  )

  app.post('/admin/logout', { preHandler: [requireOwner, app.csrfProtection] }, async (request, reply) => {
    await audit(request, 'logout')
    await request.session.destroy()
    return reply.redirect('/admin/login', 303)
  })

  app.get<{ Querystring: InboxQuery & { after?: string } }>('/admin', { preHandler: requireOwner }, async (request, reply) => {
    const filter = filterFrom(request.query)
    const inbox = await store.listInbox(filter, { after: request.query.after, limit: pageSize })
    const time = now()
    const health = await deliveryHealth(repository, Boolean(config.smtp), time)
    const stats = await responseStats(store, config.site.hours, time)
    const waiting = Object.fromEntries(
      inbox.leads.filter((lead) => !lead.answeredAt && !lead.spam).map((lead) => [lead.id, describeWait(waitOf(lead.receivedAt, time, config.site.hours))]),
    )
    return page(
      reply,
      200,
      'Leads',
      <AdminFrame email={owner(request)} csrfToken={reply.generateCsrf()} vapidPublicKey={app.push.publicKey}>
        <DeliveryBanner health={health} />
        <InboxView filter={filter} page={inbox} responseTimes={describeResponseStats(stats)} waiting={waiting} />
      </AdminFrame>,
    )
  })

  // The leads of the current filter as CSV, every page of them, streamed.
  app.get<{ Querystring: InboxQuery }>('/admin/leads.csv', { preHandler: requireOwner }, async (request, reply) => {
    const filter = filterFrom(request.query)
    await audit(request, 'exported', { detail: describeFilter(filter) })
    const day = now().toISOString().slice(0, 10)
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="leads-${day}.csv"`)
      .send(inboxCsvStream(allInboxLeads(store, filter)))
  })

  app.get<{ Params: { id: string }; Querystring: { saved?: string } }>('/admin/leads/:id', { preHandler: requireOwner }, async (request, reply) => {
    const found = await store.getInboxLead(request.params.id)
    if (!found) return page(reply, 404, 'Not found', <Message text="There is no lead at this address (it may have been deleted)." />)
    await audit(request, 'lead_viewed', { leadId: found.lead.id })
    const saved = {
      status: 'Status saved.',
      note: 'Note added.',
      genuine: 'Marked as genuine: its notifications are on their way.',
      resent: 'Sent again: the notification is on its way.',
    }[request.query.saved ?? '']
    const jobs = await repository.listJobs({ leadId: found.lead.id })
    return page(
      reply,
      200,
      found.lead.fullName,
      <AdminFrame email={owner(request)} csrfToken={reply.generateCsrf()} vapidPublicKey={app.push.publicKey}>
        <LeadView
          lead={found.lead}
          notes={found.notes}
          jobs={jobs}
          attempts={found.attempts}
          csrfToken={reply.generateCsrf()}
          saved={saved}
          response={responseLine(found.lead, now(), config.site.hours)}
        />
      </AdminFrame>,
    )
  })

  app.post<{ Params: { id: string }; Body: { status?: string } }>(
    '/admin/leads/:id/status',
    { preHandler: [requireOwner, app.csrfProtection] },
    async (request, reply) => {
      const status = request.body?.status
      if (!isLeadStatus(status)) return page(reply, 422, 'Not saved', <Message text="Choose one of the statuses in the list." />)
      if (!(await store.setLeadStatus(request.params.id, status, now()))) return page(reply, 404, 'Not found', <Message text="There is no such lead." />)
      await audit(request, 'status_changed', { leadId: request.params.id, detail: status })
      return reply.redirect(`/admin/leads/${request.params.id}?saved=status`, 303)
    },
  )

  // Call, text or e-mail from the lead's page: the first one counts as the answer, then the app opens.
  app.post<{ Params: { id: string }; Body: { via?: string } }>(
    '/admin/leads/:id/reach',
    { preHandler: [requireOwner, app.csrfProtection] },
    async (request, reply) => {
      const via = request.body?.via
      if (via !== 'call' && via !== 'text' && via !== 'email') return page(reply, 422, 'Not sent', <Message text="Choose call, text or e-mail." />)
      const lead = await repository.getLead(request.params.id)
      const target = lead && reachAddress(lead, via)
      if (!lead || !target) return page(reply, 404, 'Not found', <Message text="There is no such lead, or it has no usable phone number or e-mail address." />)
      await store.recordAnswer(lead.id, via, now())
      await audit(request, 'reached', { leadId: lead.id, detail: via })
      return reply.redirect(target, 303)
    },
  )

  app.post<{ Params: { id: string } }>('/admin/leads/:id/genuine', { preHandler: [requireOwner, app.csrfProtection] }, async (request, reply) => {
    // A spam row keeps the e-mail address the bot sent: it becomes a Reply-To and a recipient only if it is one.
    const caught = await repository.getLead(request.params.id)
    if (caught?.spam && !isValidLeadEmail(caught.email))
      return page(reply, 422, 'Not restored', <Message text="This request's e-mail address is not a valid e-mail address, so it cannot be restored." />)
    if (!(await store.markLeadGenuine(request.params.id, notify, now())))
      return page(reply, 404, 'Not found', <Message text="There is no such lead caught as spam (it may have been restored already)." />)
    app.outbox.wake()
    await audit(request, 'marked_genuine', { leadId: request.params.id })
    return reply.redirect(`/admin/leads/${request.params.id}?saved=genuine`, 303)
  })

  app.post<{ Params: { id: string; jobId: string } }>(
    '/admin/leads/:id/jobs/:jobId/resend',
    { preHandler: [requireOwner, app.csrfProtection] },
    async (request, reply) => {
      const { id, jobId } = request.params
      const job = (await repository.listJobs({ leadId: id, status: 'dead' })).find((candidate) => String(candidate.id) === jobId)
      if (!job || !(await repository.requeueJob(job.id, now())))
        return page(reply, 404, 'Not found', <Message text="There is no failed notification to re-send here (it may have been re-sent already)." />)
      app.outbox.wake()
      await audit(request, 'resent', { leadId: id, detail: job.channel })
      return reply.redirect(`/admin/leads/${id}?saved=resent`, 303)
    },
  )

  app.post<{ Params: { id: string }; Body: { confirm?: string } }>(
    '/admin/leads/:id/delete',
    { preHandler: [requireOwner, app.csrfProtection] },
    async (request, reply) => {
      if (request.body?.confirm !== 'yes') return page(reply, 422, 'Not deleted', <Message text="Tick the box to confirm the deletion." />)
      if (!(await store.deleteLead(request.params.id))) return page(reply, 404, 'Not found', <Message text="There is no such lead." />)
      await eraseLeadMail(path.join(config.dataDir, mailDirName), request.params.id)
      await audit(request, 'lead_deleted', { leadId: request.params.id })
      return page(reply, 200, 'Deleted', <Message text="The request and everything kept about it (notes, notifications) are deleted." />)
    },
  )

  app.post<{ Params: { id: string }; Body: { text?: string } }>(
    '/admin/leads/:id/notes',
    { preHandler: [requireOwner, app.csrfProtection] },
    async (request, reply) => {
      const text = String(request.body?.text ?? '').trim()
      if (!text || text.length > 2000) return page(reply, 422, 'Not saved', <Message text="A note needs some text, at most 2,000 characters." />)
      if (!(await store.addLeadNote(request.params.id, { author: owner(request), text, now: now() })))
        return page(reply, 404, 'Not found', <Message text="There is no such lead." />)
      await audit(request, 'note_added', { leadId: request.params.id })
      return reply.redirect(`/admin/leads/${request.params.id}?saved=note`, 303)
    },
  )

  await registerAlertRoutes(app, {
    requireOwner,
    csrfProtection: app.csrfProtection,
    store,
    businessName: config.site.businessName,
    allowLoopbackEndpoints: config.push.allowLoopbackEndpoints,
    now,
    audit,
  })
}

interface InboxQuery {
  q?: string
  status?: string
  spam?: string
  service?: string
  city?: string
  from?: string
  to?: string
}

/** The filter a query string asks for; a value that is not one the form offers is ignored. */
function filterFrom(query: InboxQuery): InboxFilter {
  const text = (value: string | undefined, max: number) => (value?.trim() ? value.trim().slice(0, max) : undefined)
  return {
    search: text(query.q, 200),
    status: isLeadStatus(query.status) ? query.status : undefined,
    spam: query.spam === '1',
    service: (serviceValues as readonly string[]).includes(query.service ?? '') ? query.service : undefined,
    city: text(query.city, addressPartMaxLengths.city),
    from: isDay(query.from) ? query.from : undefined,
    to: isDay(query.to) ? query.to : undefined,
  }
}

/** The export's audit line: which filters were set, not their values (a search may hold a name). */
function describeFilter(filter: InboxFilter): string {
  const set = (value: unknown) => (value ? 'yes' : 'no')
  return [
    `status=${filter.status ?? 'any'}`,
    `spam=${set(filter.spam)}`,
    `search=${set(filter.search)}`,
    `service=${filter.service ?? 'any'}`,
    `city=${set(filter.city)}`,
    `from=${filter.from ?? 'any'}`,
    `to=${filter.to ?? 'any'}`,
  ].join(' ')
}

/** Every lead of a filter, newest first, read a page at a time. */
async function* allInboxLeads(store: OwnerStore, filter: InboxFilter) {
  let after: string | undefined
  do {
    const page = await store.listInbox(filter, { after, limit: 500 })
    yield* page.leads
    after = page.next ?? undefined
  } while (after)
}

/** Where the call, text or e-mail button of a lead goes: its phone (US numbers with +1) or its e-mail address, when usable. */
export function reachAddress(lead: Pick<LeadRecord, 'phone' | 'email'>, via: 'call' | 'text' | 'email'): string | undefined {
  if (via === 'email') return z.email().safeParse(lead.email).success ? `mailto:${lead.email}` : undefined
  const digits = lead.phone.replace(/\D/g, '')
  if (digits.length < 7) return undefined
  const number = digits.length === 10 ? `+1${digits}` : digits
  return `${via === 'call' ? 'tel' : 'sms'}:${number}`
}

/** "Answered after 12 min …" or "Waiting 25 min …", in business hours with the clock time beside. */
function responseLine(lead: InboxLead, now: Date, hours: OpeningHours): string {
  if (lead.answeredAt) return `Answered after ${describeWait(waitOf(lead.receivedAt, lead.answeredAt, hours))} (${answerWayText[lead.answeredVia ?? 'status']})`
  return `Not answered yet: waiting ${describeWait(waitOf(lead.receivedAt, now, hours))}`
}

const answerWayText = { status: 'marked as contacted', call: 'called', text: 'texted', email: 'e-mailed' } as const

/** A browser on this machine, reached directly (no proxy in between that says it forwards). */
function fromThisMachine(request: FastifyRequest): boolean {
  const peer = request.socket.remoteAddress ?? ''
  const loopback = peer === '::1' || peer.startsWith('127.') || peer.startsWith('::ffff:127.')
  return loopback && request.headers['x-forwarded-for'] === undefined && request.headers.forwarded === undefined
}

function Message({ text }: { text: string }) {
  return (
    <main className="mx-auto max-w-xl px-4 py-16">
      <p className="rounded-xl border bg-card p-6">{text}</p>
      <p className="mt-4">
        <a href="/admin" className="font-semibold text-primary underline-offset-4 hover:underline">
          Back to the inbox
        </a>
      </p>
    </main>
  )
}

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { z } from 'zod'
import { addressPartMaxLengths } from '#lead/lead-rules.ts'
import { serviceValues } from '#lead/service-options.ts'
import { isDay } from '../business-time.ts'
import type { ServerConfig } from '../config.ts'
import { leadsCsv } from '../export/leads-csv.ts'
import { deliveryHealth } from '../notifications/delivery-health.ts'
import { describeResponseStats, describeWait, responseStats, waitOf } from '../response-times.ts'
import { isLeadStatus } from '../lead-stages.ts'
import type { InboxFilter, OwnerStore } from '../storage/owner-store.ts'
import { adminSchemas } from './admin-schemas.ts'
import { AdminFrame } from './views/admin-frame.tsx'
import { DeliveryBanner } from './views/delivery-banner.tsx'
import { InboxView } from './views/inbox-view.tsx'

const pageSize = 50

export const inboxRoutes: FastifyPluginAsyncZod<{ config: ServerConfig; now: () => Date }> = async (app, { config, now }) => {
  const store = app.repository.owner

  app.get('/admin', { schema: adminSchemas.inbox, preHandler: app.requireOwner }, async (request, reply) => {
    const filter = filterFrom(request.query)
    const inbox = await store.listInbox(filter, { after: request.query.after, limit: pageSize })
    const time = now()
    const health = await deliveryHealth(app.repository, Boolean(config.smtp), time)
    const stats = await responseStats(store, config.site.hours, time)
    const cities = await store.leadCities()
    const reviews = config.reviews ? await store.reviewCounts(new Date(time.getTime() - 30 * 86_400_000)) : undefined
    const waiting = Object.fromEntries(
      inbox.leads.filter((lead) => !lead.answeredAt && !lead.spam).map((lead) => [lead.id, describeWait(waitOf(lead.receivedAt, time, config.site.hours))]),
    )
    return reply.adminPage(
      200,
      'Leads',
      <AdminFrame email={request.session.email ?? ''} csrfToken={reply.generateCsrf()} vapidPublicKey={app.push.publicKey}>
        <DeliveryBanner health={health} />
        <InboxView
          filter={filter}
          page={inbox}
          responseTimes={describeResponseStats(stats)}
          reviews={reviews && `Last 30 days: ${reviews.completed} jobs completed · ${reviews.sent} review requests sent · ${reviews.opened} opened`}
          waiting={waiting}
          cities={cities}
          csrfToken={reply.generateCsrf()}
          after={request.query.after}
        />
      </AdminFrame>,
    )
  })

  app.get('/admin/leads.csv', { schema: adminSchemas.export, preHandler: app.requireOwner }, async (request, reply) => {
    const filter = filterFrom(request.query)
    await app.audit(request, 'exported', { detail: describeFilter(filter) })
    const day = now().toISOString().slice(0, 10)
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="leads-${day}.csv"`)
      .send(leadsCsv(allInboxLeads(store, filter), app.repository.photos))
  })
}

function filterFrom(query: z.infer<typeof adminSchemas.export.querystring>): InboxFilter {
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

// Which filters were set, never their values: a search may hold a name.
function describeFilter({ status, spam, search, service, city, from, to }: InboxFilter): string {
  const set = (value: unknown) => (value ? 'yes' : 'no')
  const described = { status, spam: set(spam), search: set(search), service, city: set(city), from, to }
  return Object.entries(described)
    .map(([name, value]) => `${name}=${value ?? 'any'}`)
    .join(' ')
}

async function* allInboxLeads(store: OwnerStore, filter: InboxFilter) {
  let after: string | undefined
  do {
    const page = await store.listInbox(filter, { after, limit: 500 })
    yield* page.leads
    after = page.next ?? undefined
  } while (after)
}

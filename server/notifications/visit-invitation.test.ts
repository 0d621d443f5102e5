import os from 'node:os'
import { text } from 'node:stream/consumers'
import { describe, expect, it } from 'vitest'
import { loadServerConfig } from '../config.ts'
import { leadsCsv } from '../export/leads-csv.ts'
import type { LeadRecord } from '../storage/lead-repository.ts'
import { newLead } from '../testing/fixtures.ts'
import { buildLeadEmail } from './lead-email.ts'
import { createNotifications } from './notifications.ts'
import { visitInvitationMessage } from './visit-invitation.ts'
import { webhookBody } from './webhook.ts'

const config = loadServerConfig({ DATA_DIR: os.tmpdir() })
const lead = (overrides: Partial<LeadRecord> = {}): LeadRecord => {
  const { receivedAt: _receivedAt, ...fields } = newLead({ visit: { days: ['2026-11-30', '2026-12-01'], time: 'afternoon' } })
  return { ...fields, id: '0b6f6c1e-8d51-4a4e-9d8e-2f1c5a7b9c01', receivedAt: '2026-11-25T15:00:00.000Z', visitSlot: null, ...overrides }
}

describe('the preferred visit time in what the owner gets', () => {
  it('is a line of the new-lead e-mail, a field of the webhook and columns of the CSV', async () => {
    const email = buildLeadEmail(lead(), config.site, { leadUrl: 'https://www.lonestarfenceworks.example/admin/leads/1' })
    expect(email.text).toContain('Preferred visit: Mon, Nov 30 or Tue, Dec 1 · Afternoon')
    expect(email.html).toContain('Mon, Nov 30 or Tue, Dec 1 · Afternoon')
    expect(buildLeadEmail(lead({ visit: null }), config.site, { leadUrl: 'https://www.lonestarfenceworks.example/admin/leads/1' }).text).not.toContain(
      'Preferred visit',
    )

    const job = { id: 7 } as Parameters<typeof webhookBody>[1]
    expect(JSON.parse(webhookBody(lead(), job)).lead.visit).toEqual({ days: ['2026-11-30', '2026-12-01'], time: 'afternoon' })
    expect(JSON.parse(webhookBody(lead({ visit: null }), job)).lead.visit).toBeNull()

    const confirmed = lead({ visitSlot: { day: '2026-12-01', part: 'afternoon', sequence: 1, confirmedAt: '2026-11-25T16:00:00.000Z' } })
    const inboxLead = { ...confirmed, status: 'new' as const, statusChangedAt: null, answeredAt: null, answeredVia: null }
    const [header, row] = (await text(leadsCsv([inboxLead], { count: async () => 0 }))).split('\r\n')
    expect(header).toMatch(/,visit_days,visit_time,visit_confirmed,/)
    expect(row).toMatch(/,2026-11-30; 2026-12-01,Afternoon,2026-12-01 afternoon,/)
  })
})

describe('the visit invitation', () => {
  it('is never queued with a new lead: only the owner confirming a visit sends one', () => {
    const notifications = createNotifications(config)
    expect(notifications.deliveries.visit).toBeDefined()
    expect(notifications.channels).not.toContain('visit')
  })

  it('greets by the cleaned first name and is a new message for each change of slot', () => {
    const visit = { day: '2026-12-01', part: 'afternoon' as const, sequence: 2, confirmedAt: '2026-11-25T16:00:00.000Z' }
    const message = visitInvitationMessage(lead({ firstName: 'Maria <b>' }), visit, { site: config.site, from: 'a@example.com', replyTo: 'b@example.com' })
    expect(message.text).toMatch(/^Hi Maria b,/)
    expect(message.text).toContain('Tuesday, December 1, between 12 PM and 6 PM')
    expect(message.subject).toBe('Your estimate visit has moved: Tue, Dec 1 – Lone Star Fence Works')
    expect(message.messageId).toBe('<lead-0b6f6c1e-8d51-4a4e-9d8e-2f1c5a7b9c01.visit-2@www.lonestarfenceworks.example>')
    expect(message.html).not.toContain('<b>')
  })
})

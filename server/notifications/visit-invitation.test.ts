import os from 'node:os'
import { text } from 'node:stream/consumers'
import ICAL from 'ical.js'
import { describe, expect, it } from 'vitest'
import { loadServerConfig } from '../config.ts'
import { leadsCsv } from '../export/leads-csv.ts'
import type { LeadRecord } from '../storage/lead-repository.ts'
import { newLead } from '../testing/fixtures.ts'
import { buildLeadEmail } from './lead-email.ts'
import { createNotifications } from './notifications.ts'
import { visitInvitationIcs, visitInvitationMessage } from './visit-invitation.ts'
import { webhookBody } from './webhook.ts'

const config = loadServerConfig({ DATA_DIR: os.tmpdir() })
const lead = (overrides: Partial<LeadRecord> = {}): LeadRecord => {
  const { receivedAt: _receivedAt, ...fields } = newLead({ visit: { days: ['2026-11-30', '2026-12-01'], time: 'afternoon' } })
  return { ...fields, id: '0b6f6c1e-8d51-4a4e-9d8e-2f1c5a7b9c01', receivedAt: '2026-11-25T15:00:00.000Z', visitSlot: null, reviewOpenedAt: null, ...overrides }
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

  const visit = { day: '2026-12-01', part: 'afternoon' as const, sequence: 1, confirmedAt: '2026-11-25T16:00:00.000Z' }
  const invite = (overrides: Partial<LeadRecord>) =>
    visitInvitationMessage(lead(overrides), visit, { site: config.site, from: 'a@example.com', replyTo: 'b@example.com' })
  const eventOf = (ics: string) => new ICAL.Event(new ICAL.Component(ICAL.parse(ics)).getFirstSubcomponent('vevent')!)
  const calendarOf = (message: ReturnType<typeof invite>) => String((message.attachments as Array<{ content: string }>)[0]!.content)

  it('is written in Spanish, calendar entry included, for a lead sent in Spanish', () => {
    const message = invite({ firstName: 'Lucía', language: 'es' })
    expect(message.subject).toBe('Su visita para el estimado está confirmada: mar, 1 de dic – Lone Star Fence Works')
    expect(message.text).toMatch(/^Hola, Lucía:/)
    expect(message.text).toContain('martes, 1 de diciembre, entre las 12 PM y las 6 PM')
    expect(message.text).toContain(`¿Necesita otra hora? Llame al ${config.site.phone.display} o responda a este correo.`)
    expect(message.html).toContain('<html lang="es">')
    const event = eventOf(calendarOf(message))
    expect(event.summary).toBe('Visita para el estimado de su cerca – Lone Star Fence Works')
    expect(event.description).toContain('llegamos el martes, 1 de diciembre, entre las 12 PM y las 6 PM.')
    expect(invite({}).html).toContain('<html lang="en">')
  })

  it('keeps a quote, caret or line break in a name inside the ATTENDEE’s CN (RFC 6868), so the attendee stays the homeowner', () => {
    const name = 'Ana":mailto:attacker@evil.example;ROLE=CHAIR;X="^n\nEND:VEVENT'
    const ics = visitInvitationIcs({ id: lead().id, email: 'maria.gonzalez@example.com' }, visit, {
      site: config.site,
      hours: config.site.hours,
      method: 'REQUEST',
      title: 'Visit',
      description: 'Visit',
      location: null,
      attendeeName: name,
    })
    const attendees = eventOf(ics).attendees
    expect(attendees).toHaveLength(1)
    expect(attendees[0]!.getFirstValue()).toBe('mailto:maria.gonzalez@example.com')
    // A calendar that reads RFC 6868 (ical.js does) shows the name as typed.
    expect(attendees[0]!.getParameter('cn')).toBe(name)
    expect(attendees[0]!.getParameter('role')).toBe('REQ-PARTICIPANT')
    const unfolded = ics.replace(/\r\n[ \t]/g, '')
    expect(unfolded).toContain(`CN="Ana^':mailto:attacker@evil.example;ROLE=CHAIR;X=^'^^n^nEND:VEVENT":mailto:maria.gonzalez@example.com`)
    expect(unfolded.match(/^END:VEVENT$/gm)).toHaveLength(1)
  })

  it('names the city, state and ZIP code, never the typed street, and no link the visitor typed', () => {
    const typed = { address: '1200 Preston Rd, see https://evil.example, Celina, TX 75009', streetAddress: '1200 Preston Rd https://evil.example' }
    const message = invite({ ...typed, lastName: 'Visit evil.example' })
    expect(message.text).toContain('\nWhere: Celina, TX 75009\n')
    expect(message.html).toContain('<br>Where: Celina, TX 75009</p>')
    const event = eventOf(calendarOf(message))
    expect(event.location).toBe('Celina, TX 75009')
    expect(event.attendees[0]!.getParameter('cn')).toBe('Maria')
    for (const part of [message.text, message.html, calendarOf(message)]) {
      expect(part).not.toContain('Preston')
      expect(part).not.toContain('evil')
    }

    // A city that reads as a web address is left out too; without a city or ZIP code there is no LOCATION.
    const unplaced = invite({ ...typed, city: 'evil.example', zipCode: 'www.evil.example', state: 'TX' })
    expect(unplaced.text).toContain('\nWhere: the address in your request\n')
    expect(calendarOf(unplaced)).not.toMatch(/^LOCATION/m)
    expect(`${unplaced.text}${unplaced.html}${calendarOf(unplaced)}`).not.toContain('evil')
  })
})

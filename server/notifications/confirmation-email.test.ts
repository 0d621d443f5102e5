import nodemailer from 'nodemailer'
import { describe, expect, it } from 'vitest'
import { loadSiteConfig } from '#config/site-config.ts'
import type { OpeningHours } from '../business-hours.ts'
import type { LeadRecord } from '../storage/lead-repository.ts'
import { leadEstimate, newLead } from '../testing/fixtures.ts'
import { parseMail } from '../testing/mime.ts'
import { confirmationMessage, contactPromise, type ConfirmationOptions } from './confirmation-email.ts'
import { confirmationWordingFor, defaultConfirmationWording } from './confirmation-wording.ts'
import { confirmationPlace, greetingName, looksLikeLinkOrPhrase } from './homeowner-email.ts'

const site = loadSiteConfig({})
/** Tuesday, January 13, 2026, 10:00 in Celina: open. */
const tuesdayMorning = new Date('2026-01-13T10:00:00-06:00')

function lead(overrides: Partial<LeadRecord> = {}): LeadRecord {
  const { receivedAt: _receivedAt, ...fields } = newLead()
  return { ...fields, id: '0b6f6c1e-8d51-4a4e-9d8e-2f1c5a7b9c01', receivedAt: '2026-01-13T16:00:00.000Z', visitSlot: null, reviewOpenedAt: null, ...overrides }
}

function build(record: LeadRecord = lead(), options: Partial<ConfirmationOptions> = {}) {
  return confirmationMessage(record, {
    site,
    from: 'Lone Star Fence Works <quotes@lonestarfenceworks.example>',
    replyTo: 'quotes@lonestarfenceworks.example',
    now: tuesdayMorning,
    ...options,
  })
}

const promiseAt = (iso: string, hours: OpeningHours = site.hours) => contactPromise(new Date(iso), hours)

describe('confirmation e-mail: when we will call', () => {
  it('promises the hour while open', () => {
    expect(promiseAt('2026-01-13T10:00:00-06:00')).toBe('within the hour')
    expect(promiseAt('2026-01-17T09:00:00-06:00')).toBe('within the hour')
    expect(build().text).toContain('Someone from our family team will call or text you within the hour')
  })

  it('promises the next opening outside hours', () => {
    // Weekday evening, early morning, Saturday evening, Sunday.
    expect(promiseAt('2026-01-12T20:00:00-06:00')).toBe('by 7 AM tomorrow')
    expect(promiseAt('2026-01-13T05:00:00-06:00')).toBe('by 7 AM today')
    expect(promiseAt('2026-01-16T20:00:00-06:00')).toBe('by 8 AM tomorrow')
    expect(promiseAt('2026-01-17T18:00:00-06:00')).toBe('by 7 AM Monday')
    expect(promiseAt('2026-01-18T12:00:00-06:00')).toBe('by 7 AM tomorrow')
    // Days count on the clock in Celina: just after midnight on Sunday, Monday is tomorrow.
    expect(promiseAt('2026-01-18T00:30:00-06:00')).toBe('by 7 AM tomorrow')
    expect(promiseAt('2026-01-18T05:30:00Z')).toBe('by 7 AM Monday')
    // Across the clock change: still 7 AM on the clock.
    expect(promiseAt('2026-03-07T17:00:00-06:00')).toBe('by 7 AM Monday')
    expect(promiseAt('2026-10-31T17:00:00-05:00')).toBe('by 7 AM Monday')
    const text = build(lead(), { now: new Date('2026-01-17T18:00:00-06:00') }).text
    expect(text).toContain('will call or text you by 7 AM Monday')
    expect(text).not.toContain('within the hour')
  })

  it('does not promise the hour when it would end after closing', () => {
    expect(promiseAt('2026-01-13T16:59:00-06:00')).toBe('within the hour')
    expect(promiseAt('2026-01-13T17:30:00-06:00')).toBe('by 7 AM tomorrow')
    expect(promiseAt('2026-01-16T17:30:00-06:00')).toBe('by 8 AM tomorrow')
    expect(promiseAt('2026-01-17T15:30:00-06:00')).toBe('by 7 AM Monday')
  })

  it('takes the phrases and hours from configuration', () => {
    const hours: OpeningHours = [{ opens: '07:30', closes: '12:00', schemaDays: ['Monday', 'Wednesday'] }]
    expect(promiseAt('2026-01-12T13:00:00-06:00', hours)).toBe('by 7:30 AM Wednesday')
    expect(promiseAt('2026-01-12T20:00:00-06:00', [{ opens: '12:00', closes: '13:00', schemaDays: ['Tuesday'] }])).toBe('by 12 PM tomorrow')
    const wording = { ...defaultConfirmationWording, withinTheHour: 'in a few minutes', byTimeTomorrow: 'first thing tomorrow ({time})' }
    expect(contactPromise(tuesdayMorning, site.hours, wording)).toBe('in a few minutes')
    expect(contactPromise(new Date('2026-01-12T20:00:00-06:00'), site.hours, wording)).toBe('first thing tomorrow (7 AM)')
    const text = build(lead(), {
      now: new Date('2026-01-12T20:00:00-06:00'),
      wording: { byTimeTomorrow: 'tomorrow at {time}', signOff: 'Love, {business}' },
    }).text
    expect(text).toContain('will call or text you tomorrow at 7 AM')
    expect(text).toContain('Love, Lone Star Fence Works')
  })
})

describe('confirmation e-mail: in the language the lead was sent in', () => {
  const spanish = (options: Partial<ConfirmationOptions> = {}) =>
    build(lead({ firstName: 'Lucía', language: 'es', services: ['wood-fencing', 'automatic-gates'] }), options)

  it('has a Spanish phrase of its own for every English one', () => {
    const english = confirmationWordingFor('en')
    const inSpanish = confirmationWordingFor('es')
    for (const key of Object.keys(english) as Array<keyof typeof english>) expect(inSpanish[key], key).not.toBe(english[key])
  })

  it('names the services in Spanish', () => {
    expect(spanish().text).toContain('Servicios: Cercas de madera, Portones automáticos')
  })

  it('writes to a lead from a Spanish page in Spanish, with its promise and the US phone format', () => {
    const message = spanish()
    expect(message.subject).toBe('Recibimos su solicitud de cotización – Lone Star Fence Works')
    expect(message.text).toContain('Hola, Lucía:')
    expect(message.text).toContain('se comunicará con usted por teléfono o mensaje de texto dentro de una hora')
    expect(message.text).toContain(`Llame al ${site.phone.display}`)
    expect(message.html).toContain('<html lang="es">')
    expect(message.text).not.toContain('Someone from our family team')
  })

  it('names the next opening day in Spanish', () => {
    expect(spanish({ now: new Date('2026-01-17T18:00:00-06:00') }).text).toContain('el lunes antes de las 7 AM')
    expect(spanish({ now: new Date('2026-01-12T20:00:00-06:00') }).text).toContain('mañana antes de las 7 AM')
  })

  it('sums up the estimate in Spanish and links to the Spanish privacy page', () => {
    const message = build(lead({ firstName: 'Lucía', language: 'es', estimate: leadEstimate() }))
    const lines = [
      'Presupuesto en línea: $6,050-$8,150',
      'Cercas de madera, tabla sobre tabla, 6 pies de alto, 150 pies (60 + 90)',
      'Portones: 1 portón peatonal',
      'Quitar y llevarse la cerca vieja',
    ]
    expect(message.text).toContain([...lines, confirmationWordingFor('es').estimateNote].join('\n'))
    expect(message.html).toContain(lines.join('<br>'))
    expect(message.text).not.toContain('Online estimate')
    expect(message.text).toContain('Cómo usamos y protegemos su información: https://www.lonestarfenceworks.example/es/privacidad')
    expect(message.html).toContain('<a href="https://www.lonestarfenceworks.example/es/privacidad"')
    expect(message.html).not.toContain('lonestarfenceworks.example/privacy"')
  })

  it("keeps the owner's English wording for English leads only", () => {
    expect(spanish({ wording: { signOff: 'Love, {business}' } }).text).toContain('El equipo de Lone Star Fence Works')
    expect(build(lead(), { wording: { signOff: 'Love, {business}' } }).text).toContain('Love, Lone Star Fence Works')
    expect(build().html).toContain('<html lang="en">')
  })
})

describe('confirmation e-mail: what it says', () => {
  it('greets by first name, sums up the request and says how to reach us', () => {
    const message = build(lead({ services: ['wood-fencing', 'automatic-gates'] }))
    expect(message.text).toBe(
      [
        'Hi Maria,',
        '',
        'Thank you for reaching out to Lone Star Fence Works. We got your quote request.',
        '',
        'Someone from our family team will call or text you within the hour to talk about your project and set up your free on-site estimate.',
        '',
        'What you asked for',
        'Services: Wood Fencing, Automatic Gates',
        'Where: Celina, TX 75009',
        '',
        'Need us sooner?',
        'Call (469) 555-0142: tel:+14695550142',
        'Text (469) 555-0142: sms:+14695550142',
        '',
        'How we use and protect your information: https://www.lonestarfenceworks.example/privacy',
        '',
        "Didn't ask for a quote? Someone may have typed your e-mail address by mistake: you can ignore this message.",
        '',
        'The Lone Star Fence Works team',
        '',
      ].join('\n'),
    )
    expect(message.html).toContain('<strong>Services:</strong> Wood Fencing, Automatic Gates</p>')
    expect(message.html).toContain('<strong>Where:</strong> Celina, TX 75009</p>')
  })

  it('links tap-to-call, text and the privacy page', () => {
    const { html } = build()
    expect(html).toContain('<a href="tel:+14695550142"')
    expect(html).toContain('>Call (469) 555-0142</a>')
    expect(html).toContain('<a href="sms:+14695550142"')
    expect(html).toContain('>Text (469) 555-0142</a>')
    expect(html).toContain('<a href="https://www.lonestarfenceworks.example/privacy"')
    // A separate texting number is the one shown and linked for texts.
    const texting = build(lead(), { site: loadSiteConfig({ SITE_SMS_PHONE: '(469) 555-0199' }) })
    expect(texting.html).toContain('<a href="sms:+14695550199"')
    expect(texting.html).toContain('>Text (469) 555-0199</a>')
    expect(texting.text).toContain('Call (469) 555-0142: tel:+14695550142')
  })

  it('shows the estimate when the visitor made one', () => {
    const message = build(lead({ estimate: leadEstimate() }))
    const lines = [
      'Online estimate: $6,050-$8,150',
      'Wood Fencing, board-on-board, 6 ft tall, 150 ft (60 + 90)',
      'Gates: 1 walk gate',
      'Remove and haul away the old fence',
    ]
    expect(message.text).toContain([...lines, defaultConfirmationWording.estimateNote].join('\n'))
    expect(message.html).toContain(lines.join('<br>'))
    const without = build()
    expect(without.text).not.toContain('Online estimate')
    expect(without.html).not.toContain('Online estimate')
  })

  it('has a fixed subject, a stable Message-ID and auto-reply headers', () => {
    const record = lead({ firstName: 'Free money', lastName: 'Click here' })
    const message = build(record)
    expect(message.subject).toBe('We got your fence quote request – Lone Star Fence Works')
    expect(message.to).toBe('maria.gonzalez@example.com')
    expect(message.replyTo).toBe('quotes@lonestarfenceworks.example')
    expect(message.messageId).toBe(`<lead-${record.id}.confirmation@www.lonestarfenceworks.example>`)
    expect(build(record, { now: new Date('2026-01-13T20:00:00-06:00') }).messageId).toBe(message.messageId)
    expect(message.headers).toEqual({ 'X-Lead-Id': record.id, 'Auto-Submitted': 'auto-generated', 'X-Auto-Response-Suppress': 'All' })
    expect(build(record, { wording: { subject: 'Thanks!\r\nBcc: x@example.com {business}' } }).subject).toBe('Thanks! Bcc: x@example.com Lone Star Fence Works')
  })

  it('is a message nodemailer sends as it is', async () => {
    const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' })
    const info = await transport.sendMail(build(lead({ estimate: leadEstimate() })))
    const mail = parseMail(String(info.message))
    expect(mail.headers['message-id']).toBe('<lead-0b6f6c1e-8d51-4a4e-9d8e-2f1c5a7b9c01.confirmation@www.lonestarfenceworks.example>')
    expect(mail.headers['auto-submitted']).toBe('auto-generated')
    expect(mail.headers.subject).toBe('We got your fence quote request – Lone Star Fence Works')
    expect(mail.text).toContain('Hi Maria,')
    expect(mail.html).toContain('Online estimate: $6,050-$8,150')
  })

  it('is one column of at most 600 px, inline styles, no images', () => {
    const { html } = build(lead({ estimate: leadEstimate() }))
    expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">')
    expect(html).toContain('max-width:600px')
    expect(html).not.toMatch(/<img|<style|<link|class=|<script|url\(/i)
    expect(html).not.toMatch(/<td[^>]*>[^]*?<\/td>\s*<td/)
  })
})

describe('confirmation e-mail: nothing the visitor typed', () => {
  const spam = 'Visit https://spam.example/pills now'
  const hostile = lead({
    firstName: 'Maria',
    lastName: 'Lastnamesecret',
    fullName: 'Maria Lastnamesecret',
    address: '1200 Streetsecret Rd, Celina, TX 75009',
    streetAddress: '1200 Streetsecret Rd',
    projectDetails: `Detailsecret: ${spam}`,
    page: 'Pagesecret',
    phone: '4695550177',
  })

  it('never echoes the last name, the address, the project details, the phone or the page', () => {
    for (const part of [build(hostile).text, build(hostile).html]) {
      for (const secret of ['Lastnamesecret', 'Streetsecret', 'Detailsecret', 'spam.example', 'Pagesecret', '0177']) expect(part).not.toContain(secret)
    }
  })

  it('tells a link or a phrase typed as a name from a name', () => {
    for (const name of ['Maria', "Anne-Marie O'Neil", 'J.R.', 'J. R. Ewing', 'Mary Jo', 'Jean-Luc', 'José'])
      expect(looksLikeLinkOrPhrase(name), name).toBe(false)
    const phrases = [
      'Visit evil. com',
      'evil.com',
      'Go now. Cheap',
      'cheap-fence-deals',
      'a--b',
      'Maria 123',
      'Call5550199',
      'me@evil',
      'https://evil',
      'evil. c0m',
    ]
    for (const name of phrases) expect(looksLikeLinkOrPhrase(name), name).toBe(true)
  })

  it('keeps only a plain first name: no link, no message, no markup', () => {
    expect(greetingName('Maria')).toBe('Maria')
    expect(greetingName("  Anne-Marie  O'Neil ")).toBe("Anne-Marie O'Neil")
    expect(greetingName('José')).toBe('José')
    expect(greetingName('J.R.')).toBe('J.R.')
    expect(greetingName('Maria<b>')).toBe('Mariab')
    expect(greetingName('Maria 😀')).toBe('Maria')
    expect(greetingName('A'.repeat(80))).toBe('A'.repeat(50))
    for (const name of ['http://spam.example', 'spam.example', 'www.spam.example/now', 'Win cheap pills now', 'Call 555 0199 for cash today', '😀 123', '']) {
      expect(greetingName(name)).toBeNull()
    }
    for (const firstName of ['Visit https://spam.example', 'spam.example', 'Buy cheap pills now', 'Visit spam. example', 'spam-pills-now']) {
      const message = build(lead({ firstName }))
      expect(message.text.startsWith('Hi there,\n')).toBe(true)
      for (const part of [message.text, message.html, message.subject]) {
        expect(part).not.toContain('spam')
        expect(part).not.toContain('pills')
      }
    }
  })

  it('shows only a plain city, a two-letter state and a ZIP code', () => {
    expect(confirmationPlace({ city: 'Little Elm', state: 'TX', zipCode: '75068' })).toBe('Little Elm, TX 75068')
    expect(confirmationPlace({ city: 'St. Paul', state: 'MN', zipCode: '55101-1234' })).toBe('St. Paul, MN 55101-1234')
    expect(confirmationPlace({ city: 'Celina', state: 'Texas', zipCode: '' })).toBe('Celina')
    expect(confirmationPlace({ city: 'Visit spam.example', state: 'TX', zipCode: '75009' })).toBe('TX 75009')
    expect(confirmationPlace({ city: '<script>alert(1)</script>', state: '<b>', zipCode: 'call now' })).toBeNull()
    expect(confirmationPlace({ city: 'Buy cheap fence pills now', state: 'TX', zipCode: '' })).toBeNull()
    const message = build(lead({ city: 'Visit spam.example', state: 'TX', zipCode: '75009' }))
    expect(message.text).toContain('Where: TX 75009')
    expect(build(lead({ city: '', zipCode: '', state: '' })).text).not.toContain('Where:')
  })

  it('names services from the fixed list only, and an estimate only when it is valid', () => {
    const message = build(lead({ services: ['fence-repair', 'Visit spam.example'] }))
    expect(message.text).toContain('Services: Fence Repair\n')
    expect(message.html).not.toContain('spam.example')
    const forged = leadEstimate()
    const bad = build(lead({ estimate: { ...forged, inputs: { ...forged.inputs, fenceType: 'Visit spam.example' as 'wood-fencing' } } }))
    expect(bad.text).not.toContain('spam.example')
    expect(bad.text).not.toContain('Online estimate')
  })

  it('escapes every value in the HTML, configuration included', () => {
    const message = build(lead({ firstName: "O'Neil" }), { site: { ...site, businessName: 'Smith & Sons <Fence>' } })
    expect(message.html).toContain('Hi O&#39;Neil,')
    expect(message.html).toContain('Smith &amp; Sons &lt;Fence&gt;')
    expect(message.html).not.toContain('<Fence>')
    expect(message.text).toContain('Thank you for reaching out to Smith & Sons <Fence>.')
    const worded = build(lead(), { wording: { reachHeading: '<script>x</script>' } })
    expect(worded.html).toContain('&lt;script&gt;x&lt;/script&gt;')
    expect(worded.html).not.toContain('<script>')
  })
})

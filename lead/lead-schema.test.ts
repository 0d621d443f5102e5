import { describe, expect, it } from 'vitest'
import { leadLimits, leadMaxLengths, leadMessages, tooLongMessage } from './lead-rules.ts'
import { firstIssueMessage, leadFormSchema, leadFormSchemas, leadPayloadSchema, type LeadFormInput, type LeadPayload } from './lead-schema.ts'
import { serviceLabel, serviceLabelIn, serviceOptions, serviceValues } from './service-options.ts'
import { validLeadForm } from './testing/lead-form.ts'
import { visitMessages } from './visit-rules.ts'

const validForm: LeadFormInput = { ...validLeadForm, servicesNeeded: [...validLeadForm.servicesNeeded] }

function formMessages(input: Record<string, unknown>): Record<string, string> {
  const result = leadFormSchema.safeParse(input)
  if (result.success) return {}
  const messages: Record<string, string> = {}
  for (const issue of result.error.issues) messages[String(issue.path[0])] ??= issue.message
  return messages
}

const messageFor = (field: keyof LeadFormInput, value: unknown) => formMessages({ ...validForm, [field]: value })[field]

describe('leadFormSchema', () => {
  it('accepts a complete quote request and fills the defaults', () => {
    const result = leadFormSchema.parse(validForm)
    expect(result.projectDetails).toBe('')
    expect(result.consent).toBe(true)
  })

  it('uses the messages of spec section 5 word for word', () => {
    expect(leadMessages.en).toEqual({
      firstName: 'First name must be at least 2 characters',
      lastName: 'Last name must be at least 2 characters',
      phone: 'Please enter a valid phone number',
      email: 'Please enter a valid email address',
      servicesNeeded: 'Please select at least one service',
      address: 'Please enter your address',
      website: 'Do not fill',
      consent: 'Please agree to be contacted.',
    })
  })

  it('shows every message on an empty form', () => {
    expect(formMessages({ firstName: '', lastName: '', phone: '', email: '', servicesNeeded: [], address: '', website: 'x', consent: false })).toEqual(
      leadMessages.en,
    )
  })

  it.each([
    ['firstName', ' A ', leadMessages.en.firstName],
    ['lastName', 'B', leadMessages.en.lastName],
    ['address', ' 12 ', leadMessages.en.address],
  ] as const)('%s is trimmed before its minimum length is checked', (field, value, message) => {
    expect(messageFor(field, value)).toBe(message)
  })

  it('accepts names of two characters and an address of five after trimming', () => {
    const parsed = leadFormSchema.parse({ ...validForm, firstName: '  Al ', lastName: 'Wu', address: ' 1 Elm ' })
    expect(parsed).toMatchObject({ firstName: 'Al', lastName: 'Wu', address: '1 Elm' })
  })

  it.each(['(469) 555-0142', '469-555-0142', '469.555.0142', '+1 469 555 0142', '4695550142', ' 469 555 0142 '])('accepts the phone %j', (phone) => {
    expect(messageFor('phone', phone)).toBeUndefined()
  })

  it.each(['', '555-0142', '469555014', '469-555-014x', 'call me maybe', '(469) 555-', '+1 (469) 55'])('rejects the phone %j', (phone) => {
    expect(messageFor('phone', phone)).toBe(leadMessages.en.phone)
  })

  it('trims and lowercases the e-mail', () => {
    expect(leadFormSchema.parse({ ...validForm, email: '  Maria@Example.COM ' }).email).toBe('maria@example.com')
  })

  it.each(['', 'maria', 'maria@', '@example.com', 'maria@example', 'maria lopez@example.com'])('rejects the e-mail %j', (email) => {
    expect(messageFor('email', email)).toBe(leadMessages.en.email)
  })

  it('needs at least one known service', () => {
    expect(messageFor('servicesNeeded', [])).toBe(leadMessages.en.servicesNeeded)
    expect(messageFor('servicesNeeded', ['helicopter-pad'])).toBe(leadMessages.en.servicesNeeded)
    expect(messageFor('servicesNeeded', ['vinyl-fencing', 'other'])).toBeUndefined()
  })

  it('keeps the optional address parts and project details trimmed', () => {
    const parsed = leadFormSchema.parse({
      ...validForm,
      streetAddress: ' 210 W Walnut St ',
      city: ' Celina ',
      zipCode: ' 75009',
      state: 'TX ',
      projectDetails: '  200 ft of cedar  ',
    })
    expect(parsed).toMatchObject({ streetAddress: '210 W Walnut St', city: 'Celina', zipCode: '75009', state: 'TX', projectDetails: '200 ft of cedar' })
  })

  it('takes NUL and other control characters out of every text field before trimming and counting', () => {
    const parsed = leadFormSchema.parse({
      ...validForm,
      firstName: 'Ma\0ria\0',
      lastName: '\u001bLopez',
      phone: '(469)\0 555-0142',
      email: 'Maria@Example.com\0',
      address: '210 W Walnut St,\nCelina, TX\u007f 75009',
      city: '\0Celina',
      projectDetails: ' Cedar\0 fence\r\n\tgate \u0007',
    })
    expect(parsed).toMatchObject({
      firstName: 'Maria',
      lastName: 'Lopez',
      phone: '(469) 555-0142',
      email: 'maria@example.com',
      address: '210 W Walnut St, Celina, TX 75009',
      city: 'Celina',
      projectDetails: 'Cedar fence\r\n\tgate',
    })
    expect(messageFor('firstName', 'A\0\0')).toBe(leadMessages.en.firstName)
  })

  it('wants the honeypot empty', () => {
    expect(messageFor('website', 'https://spam.example')).toBe(leadMessages.en.website)
    expect(messageFor('website', ' ')).toBe(leadMessages.en.website)
  })

  it('needs consent to be exactly true', () => {
    expect(messageFor('consent', false)).toBe(leadMessages.en.consent)
    expect(messageFor('consent', 'true')).toBe(leadMessages.en.consent)
  })

  it('gives the field message when a field is missing altogether', () => {
    expect(formMessages({})).toMatchObject({
      firstName: leadMessages.en.firstName,
      phone: leadMessages.en.phone,
      email: leadMessages.en.email,
      servicesNeeded: leadMessages.en.servicesNeeded,
    })
  })

  it('says how long each typed field may be, in the words of spec section 5', () => {
    const fields = Object.keys(leadMaxLengths) as Array<keyof typeof leadMaxLengths>
    expect(Object.fromEntries(fields.map((field) => [field, tooLongMessage('en', field)]))).toEqual({
      firstName: 'First name must be at most 50 characters',
      lastName: 'Last name must be at most 50 characters',
      phone: 'Phone number must be at most 30 characters',
      email: 'Email address must be at most 254 characters',
      address: 'Address must be at most 200 characters',
      projectDetails: 'Project details must be at most 2,000 characters',
    })
  })

  it.each(Object.keys(leadMaxLengths) as Array<keyof typeof leadMaxLengths>)('takes %s up to its maximum length and refuses one character more', (field) => {
    const max = leadMaxLengths[field]
    const longest: Record<keyof typeof leadMaxLengths, string> = {
      firstName: 'A'.repeat(max),
      lastName: 'B'.repeat(max),
      phone: `(469) 555-0142${' 0'.repeat((max - 14) / 2)}`,
      email: `${'m'.repeat(max - '@example.com'.length)}@example.com`,
      address: `210 W Walnut St ${'x'.repeat(max - 16)}`,
      projectDetails: 'p'.repeat(max),
    }
    expect(longest[field]).toHaveLength(max)
    expect(messageFor(field, longest[field])).toBeUndefined()
    expect(messageFor(field, `${longest[field]}0`)).toBe(tooLongMessage('en', field))
    // Counted after trimming: spaces around a value that fits do not make it too long.
    expect(messageFor(field, ` ${longest[field]} `)).toBeUndefined()
  })

  it('refuses a 12,000-character first name with its message alone', () => {
    expect(formMessages({ ...validForm, firstName: 'x'.repeat(12_000) })).toEqual({ firstName: tooLongMessage('en', 'firstName') })
  })

  it('cuts the address parts the address search fills in, rather than refusing the lead', () => {
    const parsed = leadFormSchema.parse({
      ...validForm,
      streetAddress: 's'.repeat(300),
      city: 'c'.repeat(300),
      zipCode: '75009-1234-5678',
      state: 't'.repeat(300),
    })
    expect([parsed.streetAddress, parsed.city, parsed.zipCode, parsed.state].map((part) => part?.length)).toEqual([200, 100, 10, 50])
  })

  it('keeps the limits of spec section 9', () => {
    expect(leadLimits).toEqual({ nameMin: 2, phoneMinChars: 10, phoneDisplayDigits: 10, phoneSentDigits: 15, addressMin: 5, servicesMin: 1, honeypotMax: 0 })
  })
})

describe('the messages in Spanish', () => {
  const fields = Object.keys(leadMaxLengths) as Array<keyof typeof leadMaxLengths>
  const pairs = [
    ...Object.entries(leadMessages.en).map(([key, english]) => [english, leadMessages.es[key as keyof typeof leadMessages.es]]),
    ...Object.entries(visitMessages.en).map(([key, english]) => [english, visitMessages.es[key as keyof typeof visitMessages.es]]),
    ...fields.map((field) => [tooLongMessage('en', field), tooLongMessage('es', field)]),
    ...serviceValues.map((value) => [serviceLabel(value), serviceLabelIn('es')(value)]),
  ]

  it.each(pairs)('has a Spanish text of its own for "%s"', (english, spanish) => {
    expect(spanish).toBeTruthy()
    expect(spanish).not.toBe(english)
  })

  it('shows every message in Spanish on an empty form checked by the Spanish schema', () => {
    const result = leadFormSchemas.es.safeParse({
      firstName: '',
      lastName: '',
      phone: '',
      email: '',
      servicesNeeded: [],
      address: '',
      website: 'x',
      consent: false,
    })
    const shown = Object.fromEntries(result.error!.issues.map((issue) => [String(issue.path[0]), issue.message]).reverse())
    expect(shown).toEqual(leadMessages.es)
  })

  it('keeps numbers in the US format the visitor knows', () => {
    expect(tooLongMessage('es', 'projectDetails')).toBe('La descripción del proyecto puede tener como máximo 2,000 caracteres')
  })
})

describe('leadPayloadSchema', () => {
  const validPayload: LeadPayload = {
    ...validForm,
    phone: '4695550142',
    projectDetails: '',
    fullName: 'Maria Lopez',
    services_needed: 'wood-fencing',
    timestamp: '2026-03-01T15:04:05.000Z',
    page: 'Home Page',
    form_type: 'Hero Contact Form',
    utm: { source: 'google', medium: null, campaign: null },
    submissionId: '7b0f8a0e-3c55-4f4e-9d64-2b8f0f0c1a2d',
  }

  it('accepts what the form sends', () => {
    expect(leadPayloadSchema.parse(validPayload)).toMatchObject({ phone: '4695550142', website: '' })
  })

  it('keeps digits only and allows up to 15 of them', () => {
    expect(leadPayloadSchema.parse({ ...validPayload, phone: '+44 20 7946 0958 1' }).phone).toBe('442079460958' + '1')
    expect(leadPayloadSchema.safeParse({ ...validPayload, phone: '1234567890123456' }).success).toBe(false)
  })

  it('takes control characters out of the fields added on send', () => {
    const parsed = leadPayloadSchema.parse({
      ...validPayload,
      phone: '469555\x000142',
      fullName: 'Maria\0 Lopez',
      page: 'Home\0 Page',
      form_type: 'Hero\tContact Form',
      utm: { source: 'goo\0gle', medium: null, campaign: 'spring\0' },
    })
    expect(parsed).toMatchObject({
      phone: '4695550142',
      fullName: 'Maria Lopez',
      page: 'Home Page',
      form_type: 'Hero Contact Form',
      utm: { source: 'google', medium: null, campaign: 'spring' },
    })
  })

  it('cuts long campaign parameters and refuses a full name longer than the two names', () => {
    const parsed = leadPayloadSchema.parse({ ...validPayload, utm: { source: 'g'.repeat(500), medium: null, campaign: null } })
    expect(parsed.utm.source).toHaveLength(200)
    expect(leadPayloadSchema.safeParse({ ...validPayload, fullName: 'x'.repeat(102) }).success).toBe(false)
  })

  it('accepts a filled honeypot so the collector can mark the lead as spam', () => {
    expect(leadPayloadSchema.parse({ ...validPayload, website: 'https://spam.example' }).website).toBe('https://spam.example')
  })

  it.each([
    ['submissionId', 'not-a-uuid'],
    ['timestamp', 'yesterday'],
    ['page', ''],
    ['form_type', ' '],
    ['utm', { source: 'google' }],
  ])('rejects a bad %s', (field, value) => {
    expect(leadPayloadSchema.safeParse({ ...validPayload, [field]: value }).success).toBe(false)
  })

  it('names the field of the first problem for the collector', () => {
    const result = leadPayloadSchema.safeParse({ ...validPayload, email: 'nope' })
    expect(result.success).toBe(false)
    if (!result.success) expect(firstIssueMessage(result.error)).toBe('email: Please enter a valid email address')
    expect(firstIssueMessage({ issues: [] })).toBe('Invalid request')
    expect(firstIssueMessage({ issues: [{ path: [], message: 'Invalid input' }] })).toBe('Invalid input')
  })
})

describe('service options', () => {
  it('lists the fourteen services of spec section 3 with their values', () => {
    expect(serviceOptions.map((option) => `${option.label}: ${option.value}`)).toEqual([
      'Wood Fencing: wood-fencing',
      'Vinyl Fencing: vinyl-fencing',
      'Chain Link Fencing: chain-link',
      'Black Iron Fencing: black-iron',
      'Commercial Fencing: commercial-fencing',
      'Automatic Gates: automatic-gates',
      'Custom Gates: custom-gates',
      'Fence Repair: fence-repair',
      'Fence Staining: fence-staining',
      'Patios & Pergolas: patios-pergolas',
      'Property Surveying: property-surveying',
      'Permits & HOA: permits-hoa',
      'Maintenance Programs: maintenance-programs',
      'Other: other',
    ])
  })

  it('labels a value, and passes an unknown value through', () => {
    expect(serviceLabel('patios-pergolas')).toBe('Patios & Pergolas')
    expect(serviceLabel('moat')).toBe('moat')
  })
})

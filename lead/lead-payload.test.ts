import { describe, expect, it } from 'vitest'
import { leadFormSchema, leadPayloadSchema } from './lead-schema.ts'
import { buildLeadPayload, createSubmissionId, readUtm } from './lead-payload.ts'

const values = leadFormSchema.parse({
  firstName: ' Maria ',
  lastName: 'Lopez',
  phone: '(469) 555-0142',
  email: ' Maria@Example.com ',
  servicesNeeded: ['wood-fencing', 'automatic-gates'],
  address: '210 W Walnut St, Celina, TX 75009, USA',
  city: 'Celina',
  website: '',
  consent: true,
})

const context = {
  pageContext: 'Home Page',
  formType: 'Hero Contact Form',
  search: '?utm_source=google&utm_campaign=spring',
  now: new Date('2026-03-01T15:04:05.123Z'),
  submissionId: '7b0f8a0e-3c55-4f4e-9d64-2b8f0f0c1a2d',
}

describe('buildLeadPayload', () => {
  it('adds the fields of spec section 3 to the validated values', () => {
    expect(buildLeadPayload(values, context)).toEqual({
      firstName: 'Maria',
      lastName: 'Lopez',
      phone: '4695550142',
      email: 'maria@example.com',
      servicesNeeded: ['wood-fencing', 'automatic-gates'],
      address: '210 W Walnut St, Celina, TX 75009, USA',
      city: 'Celina',
      projectDetails: '',
      website: '',
      consent: true,
      fullName: 'Maria Lopez',
      services_needed: 'wood-fencing, automatic-gates',
      timestamp: '2026-03-01T15:04:05.123Z',
      page: 'Home Page',
      form_type: 'Hero Contact Form',
      utm: { source: 'google', medium: null, campaign: 'spring' },
      submissionId: '7b0f8a0e-3c55-4f4e-9d64-2b8f0f0c1a2d',
    })
  })

  it('builds what the collector accepts', () => {
    expect(leadPayloadSchema.safeParse(buildLeadPayload(values, context)).success).toBe(true)
  })

  it('sends at most fifteen phone digits', () => {
    const long = { ...values, phone: '+44 (0) 20 7946 0958 123' }
    expect(buildLeadPayload(long, context).phone).toBe('440207946095812')
  })
})

describe('createSubmissionId', () => {
  const uuidV4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/

  it('uses crypto.randomUUID where the page has it', () => {
    expect(createSubmissionId()).toMatch(uuidV4)
    expect(createSubmissionId()).not.toBe(createSubmissionId())
  })

  it('builds a version 4 UUID from random bytes elsewhere', () => {
    const getRandomValues: Crypto['getRandomValues'] = (array) => crypto.getRandomValues(array)
    const id = createSubmissionId({ getRandomValues })
    expect(id).toMatch(uuidV4)
    expect(leadPayloadSchema.shape.submissionId.safeParse(id).success).toBe(true)
  })
})

describe('readUtm', () => {
  it('reads source, medium and campaign from the query string', () => {
    expect(readUtm('?utm_source=google&utm_medium=cpc&utm_campaign=spring%20fences&gclid=x')).toEqual({
      source: 'google',
      medium: 'cpc',
      campaign: 'spring fences',
    })
  })

  it('gives null for absent or empty parameters', () => {
    expect(readUtm('')).toEqual({ source: null, medium: null, campaign: null })
    expect(readUtm('?utm_source=nextdoor&utm_medium=')).toEqual({ source: 'nextdoor', medium: null, campaign: null })
  })

  it('accepts a query string without the question mark', () => {
    expect(readUtm('utm_campaign=storm').campaign).toBe('storm')
  })
})

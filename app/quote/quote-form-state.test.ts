import { describe, expect, it } from 'vitest'
import { leadFormSchema, leadMessages } from '../../lead/lead-schema.ts'
import { blankQuoteForm, validateQuoteForm } from './quote-form-state.ts'

describe('the blank quote form', () => {
  it('starts with consent checked and everything else empty', () => {
    expect(blankQuoteForm).toEqual({
      firstName: '',
      lastName: '',
      phone: '',
      email: '',
      servicesNeeded: [],
      address: '',
      projectDetails: '',
      website: '',
      consent: true,
    })
  })

  it('is invalid, with a message for every required field', () => {
    const validation = validateQuoteForm(leadFormSchema, blankQuoteForm)
    expect(validation.success).toBe(false)
    expect(validation.errors).toEqual({
      firstName: leadMessages.firstName,
      lastName: leadMessages.lastName,
      phone: leadMessages.phone,
      email: leadMessages.email,
      servicesNeeded: leadMessages.servicesNeeded,
      address: leadMessages.address,
    })
  })
})

describe('validateQuoteForm', () => {
  const filled = {
    ...blankQuoteForm,
    firstName: 'Maria',
    lastName: 'Lopez',
    phone: '(469) 555-0142',
    email: 'Maria@Example.com',
    servicesNeeded: ['vinyl-fencing' as const],
    address: '210 W Walnut St',
  }

  it('passes a filled form and returns the cleaned values', () => {
    const validation = validateQuoteForm(leadFormSchema, filled)
    expect(validation.success).toBe(true)
    if (validation.success) expect(validation.data.email).toBe('maria@example.com')
  })

  it('keeps one message per field', () => {
    const validation = validateQuoteForm(leadFormSchema, { ...filled, phone: 'abc', consent: false })
    expect(validation.errors).toEqual({ phone: leadMessages.phone, consent: leadMessages.consent })
  })
})

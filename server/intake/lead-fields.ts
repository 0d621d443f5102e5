import { isDeepStrictEqual } from 'node:util'
import type { Estimate } from '#lead/estimate.ts'
import { estimateFence } from '#lead/fence-estimate.ts'
import { addressPartMaxLengths, leadMaxLengths, sentFieldMaxLengths } from '#lead/lead-rules.ts'
import { languageOf } from '#lead/languages.ts'
import { leadFormSchema, type ValidLead } from '#lead/lead-schema.ts'
import { multiLineText, singleLineText } from '#lead/plain-text.ts'
import { serviceValues } from '#lead/service-options.ts'
import { visitPreferenceOf } from '#lead/visit-time.ts'
import type { LeadFields } from '../storage/lead-repository.ts'
import { typedAddressParts } from './typed-address.ts'

export function fullNameOf(firstName: string, lastName: string): string {
  return `${firstName} ${lastName}`.trim().slice(0, sentFieldMaxLengths.fullName)
}

/** A spam row keeps what the bot sent (`a@b.co?bcc=…`), so restoring one checks it before it becomes a Reply-To or recipient. */
export function isValidLeadEmail(email: string): boolean {
  const parsed = leadFormSchema.shape.email.safeParse(email)
  return parsed.success && parsed.data === email.toLowerCase()
}

export function leadFieldsFrom(lead: ValidLead & { estimate?: Estimate }): LeadFields {
  // A picked suggestion brings its parts; an address typed by hand gives what its end says.
  const typed = lead.city ? undefined : typedAddressParts(lead.address)
  return {
    firstName: lead.firstName,
    lastName: lead.lastName,
    fullName: fullNameOf(lead.firstName, lead.lastName),
    email: lead.email,
    phone: lead.phone,
    services: [...lead.servicesNeeded],
    address: lead.address,
    streetAddress: lead.streetAddress ?? '',
    city: lead.city || typed?.city || '',
    zipCode: lead.zipCode || typed?.zipCode || '',
    state: lead.state || typed?.state || '',
    projectDetails: lead.projectDetails,
    page: lead.page,
    formType: lead.form_type,
    utm: { ...lead.utm },
    submittedAt: lead.timestamp,
    consent: lead.consent,
    // Recomputed, so nobody can put a price of their own in front of the owner.
    estimate: lead.estimate ? estimateFence(lead.estimate.inputs) : null,
    visit: visitPreferenceOf(lead.visitDays ?? [], lead.visitTime ?? 'any'),
    language: lead.language,
  }
}

// The browser's timestamp is not content: a form posted again carries a new one.
export function sameLeadContent(stored: LeadFields, sent: LeadFields): boolean {
  const fields = Object.keys(sent) as Array<keyof LeadFields>
  return fields.every((field) => field === 'submittedAt' || isDeepStrictEqual(stored[field], sent[field]))
}

// Read leniently, as it may fail validation.
export function leadFieldsFromUntrusted(body: unknown): LeadFields {
  const source = body && typeof body === 'object' ? (body as Record<string, unknown>) : {}
  const text = (value: unknown, max: number, lines = singleLineText) => (typeof value === 'string' ? lines(value).trim().slice(0, max) : '')
  const utm = source.utm && typeof source.utm === 'object' ? (source.utm as Record<string, unknown>) : {}
  const utmValue = (value: unknown) => (typeof value === 'string' ? singleLineText(value).slice(0, sentFieldMaxLengths.utmValue) : null)
  const firstName = text(source.firstName, leadMaxLengths.firstName)
  const lastName = text(source.lastName, leadMaxLengths.lastName)
  return {
    firstName,
    lastName,
    fullName: fullNameOf(firstName, lastName),
    email: text(source.email, leadMaxLengths.email),
    phone: text(source.phone, leadMaxLengths.phone),
    services: Array.isArray(source.servicesNeeded)
      ? source.servicesNeeded
          .filter((s) => typeof s === 'string')
          .slice(0, serviceValues.length)
          .map((service) => text(service, 50))
      : [],
    address: text(source.address, leadMaxLengths.address),
    streetAddress: text(source.streetAddress, addressPartMaxLengths.streetAddress),
    city: text(source.city, addressPartMaxLengths.city),
    zipCode: text(source.zipCode, addressPartMaxLengths.zipCode),
    state: text(source.state, addressPartMaxLengths.state),
    projectDetails: text(source.projectDetails, leadMaxLengths.projectDetails, multiLineText),
    page: text(source.page, sentFieldMaxLengths.page),
    formType: text(source.form_type, sentFieldMaxLengths.formType),
    utm: { source: utmValue(utm.source), medium: utmValue(utm.medium), campaign: utmValue(utm.campaign) },
    submittedAt: text(source.timestamp, 40),
    consent: source.consent === true,
    // Only a validated estimate is kept: a bot's numbers are not worth storing.
    estimate: null,
    visit: null,
    language: languageOf(source),
  }
}

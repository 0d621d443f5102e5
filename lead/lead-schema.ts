import * as z from 'zod/mini'
import { estimateSchema } from './estimate.ts'
import { leadLanguages, type LeadLanguage } from './languages.ts'
import { addressPartMaxLengths, leadLimits, leadMaxLengths, leadMessages, sentFieldMaxLengths, tooLongMessage } from './lead-rules.ts'
import { multiLineText, singleLineText } from './plain-text.ts'
import { serviceValues } from './service-options.ts'
import { visitLimits, visitMessages } from './visit-rules.ts'
import { visitTimes, type VisitTime } from './visit-time.ts'

// Control characters out (NUL cannot be stored) before anything is trimmed or counted.
const oneLine = z.overwrite(singleLineText)
const severalLines = z.overwrite(multiLineText)

const cutTo = (max: number) => z.overwrite((text: string) => text.slice(0, max))

const trimmedText = (min: number, max: number, message: string, tooLong: string) =>
  z.string(message).check(oneLine, z.trim(), z.minLength(min, message), z.maxLength(max, tooLong))

const addressPart = (max: number) => z.optional(z.string().check(oneLine, z.trim(), cutTo(max)))

const phoneCharacters = /^[\d\-+() .]*$/
const visitDayPattern = /^\d{4}-\d{2}-\d{2}$/

// The same checks in every language; only what the visitor reads differs.
function formSchema(language: LeadLanguage) {
  const messages = leadMessages[language]
  const visit = visitMessages[language]
  const tooLong = (field: keyof typeof leadMaxLengths) => tooLongMessage(language, field)
  return z.object({
    firstName: trimmedText(leadLimits.nameMin, leadMaxLengths.firstName, messages.firstName, tooLong('firstName')),
    lastName: trimmedText(leadLimits.nameMin, leadMaxLengths.lastName, messages.lastName, tooLong('lastName')),
    phone: z.string(messages.phone).check(
      oneLine,
      z.trim(),
      z.regex(phoneCharacters, messages.phone),
      z.minLength(leadLimits.phoneMinChars, messages.phone),
      // '(469) 555-' has ten characters but cannot be called back.
      z.refine((phone) => phone.replace(/\D/g, '').length >= leadLimits.phoneMinChars, messages.phone),
      z.maxLength(leadMaxLengths.phone, tooLong('phone')),
    ),
    email: z.pipe(
      z.string(messages.email).check(oneLine, z.trim(), z.toLowerCase(), z.maxLength(leadMaxLengths.email, tooLong('email'))),
      z.email(messages.email),
    ),
    servicesNeeded: z
      .array(z.enum(serviceValues, messages.servicesNeeded), messages.servicesNeeded)
      .check(z.minLength(leadLimits.servicesMin, messages.servicesNeeded)),
    address: trimmedText(leadLimits.addressMin, leadMaxLengths.address, messages.address, tooLong('address')),
    streetAddress: addressPart(addressPartMaxLengths.streetAddress),
    city: addressPart(addressPartMaxLengths.city),
    zipCode: addressPart(addressPartMaxLengths.zipCode),
    state: addressPart(addressPartMaxLengths.state),
    projectDetails: z._default(z.string().check(severalLines, z.trim(), z.maxLength(leadMaxLengths.projectDetails, tooLong('projectDetails'))), ''),
    website: z.string(messages.website).check(z.maxLength(leadLimits.honeypotMax, messages.website)),
    consent: z.literal(true, messages.consent),
    estimate: z.optional(estimateSchema),
    // None ticked and "any time" mean no preference; the collector checks the days against its own calendar.
    visitDays: z.optional(
      z.pipe(
        z.array(z.string().check(z.regex(visitDayPattern, visit.visitDayUnavailable)), visit.visitDayUnavailable).check(
          z.maxLength(visitLimits.maxDays, visit.visitDays),
          z.refine((days) => new Set(days).size === days.length, visit.visitDayUnavailable),
        ),
        z.transform((days: string[]) => (days.length > 0 ? days : undefined)),
      ),
    ),
    visitTime: z.optional(
      z.pipe(
        z.enum(visitTimes, visit.visitTime),
        z.transform((time: VisitTime) => (time === 'any' ? undefined : time)),
      ),
    ),
  })
}

export const leadFormSchemas = { en: formSchema('en'), es: formSchema('es') }
export const leadFormSchema = leadFormSchemas.en

export type LeadFormInput = z.input<typeof leadFormSchema>
export type LeadFormValues = z.output<typeof leadFormSchema>

const utmValue = z.nullable(z.string().check(oneLine, cutTo(sentFieldMaxLengths.utmValue)))

function payloadSchema(language: LeadLanguage) {
  const form = leadFormSchemas[language]
  const messages = leadMessages[language]
  return z.extend(form, {
    phone: z.pipe(
      z.pipe(
        form.shape.phone,
        z.transform((phone: string) => phone.replace(/\D/g, '')),
      ),
      z.string().check(z.minLength(leadLimits.phoneMinChars, messages.phone), z.maxLength(leadLimits.phoneSentDigits, messages.phone)),
    ),
    // Any string: the collector must see a filled honeypot to mark the lead as spam.
    website: z._default(z.string().check(z.maxLength(1000)), ''),
    fullName: z.string().check(oneLine, z.trim(), z.minLength(1), z.maxLength(sentFieldMaxLengths.fullName)),
    services_needed: z.string(),
    timestamp: z.iso.datetime({ offset: true }),
    page: z.string().check(oneLine, z.trim(), z.minLength(1), z.maxLength(sentFieldMaxLengths.page)),
    form_type: z.string().check(oneLine, z.trim(), z.minLength(1), z.maxLength(sentFieldMaxLengths.formType)),
    utm: z.object({ source: utmValue, medium: utmValue, campaign: utmValue }),
    submissionId: z.uuid(),
    language: z._default(z.enum(leadLanguages), 'en'),
  })
}

export const leadPayloadSchemas = { en: payloadSchema('en'), es: payloadSchema('es') }
export const leadPayloadSchema = leadPayloadSchemas.en

export type LeadPayload = z.input<typeof leadPayloadSchema>
export type ValidLead = z.output<typeof leadPayloadSchema>

export function firstIssueMessage({ issues }: { issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }> }): string {
  const issue = issues[0]
  if (!issue) return 'Invalid request'
  const field = issue.path.map(String).join('.')
  return field ? `${field}: ${issue.message}` : issue.message
}

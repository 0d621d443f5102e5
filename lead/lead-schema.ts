import * as z from 'zod/mini'
import { estimateSchema } from './estimate.ts'
import { leadLanguages } from './languages.ts'
import { addressPartMaxLengths, leadLimits, leadMaxLengths, leadMessages, leadTooLongMessages, sentFieldMaxLengths } from './lead-rules.ts'
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

export const leadFormSchema = z.object({
  firstName: trimmedText(leadLimits.nameMin, leadMaxLengths.firstName, leadMessages.firstName, leadTooLongMessages.firstName),
  lastName: trimmedText(leadLimits.nameMin, leadMaxLengths.lastName, leadMessages.lastName, leadTooLongMessages.lastName),
  phone: z.string(leadMessages.phone).check(
    oneLine,
    z.trim(),
    z.regex(phoneCharacters, leadMessages.phone),
    z.minLength(leadLimits.phoneMinChars, leadMessages.phone),
    // '(469) 555-' has ten characters but cannot be called back.
    z.refine((phone) => phone.replace(/\D/g, '').length >= leadLimits.phoneMinChars, leadMessages.phone),
    z.maxLength(leadMaxLengths.phone, leadTooLongMessages.phone),
  ),
  email: z.pipe(
    z.string(leadMessages.email).check(oneLine, z.trim(), z.toLowerCase(), z.maxLength(leadMaxLengths.email, leadTooLongMessages.email)),
    z.email(leadMessages.email),
  ),
  servicesNeeded: z
    .array(z.enum(serviceValues, leadMessages.servicesNeeded), leadMessages.servicesNeeded)
    .check(z.minLength(leadLimits.servicesMin, leadMessages.servicesNeeded)),
  address: trimmedText(leadLimits.addressMin, leadMaxLengths.address, leadMessages.address, leadTooLongMessages.address),
  streetAddress: addressPart(addressPartMaxLengths.streetAddress),
  city: addressPart(addressPartMaxLengths.city),
  zipCode: addressPart(addressPartMaxLengths.zipCode),
  state: addressPart(addressPartMaxLengths.state),
  projectDetails: z._default(z.string().check(severalLines, z.trim(), z.maxLength(leadMaxLengths.projectDetails, leadTooLongMessages.projectDetails)), ''),
  website: z.string(leadMessages.website).check(z.maxLength(leadLimits.honeypotMax, leadMessages.website)),
  consent: z.literal(true, leadMessages.consent),
  estimate: z.optional(estimateSchema),
  // None ticked and "any time" mean no preference; the collector checks the days against its own calendar.
  visitDays: z.optional(
    z.pipe(
      z.array(z.string().check(z.regex(visitDayPattern, visitMessages.visitDayUnavailable)), visitMessages.visitDayUnavailable).check(
        z.maxLength(visitLimits.maxDays, visitMessages.visitDays),
        z.refine((days) => new Set(days).size === days.length, visitMessages.visitDayUnavailable),
      ),
      z.transform((days: string[]) => (days.length > 0 ? days : undefined)),
    ),
  ),
  visitTime: z.optional(
    z.pipe(
      z.enum(visitTimes, visitMessages.visitTime),
      z.transform((time: VisitTime) => (time === 'any' ? undefined : time)),
    ),
  ),
})

export type LeadFormInput = z.input<typeof leadFormSchema>
export type LeadFormValues = z.output<typeof leadFormSchema>

const utmValue = z.nullable(z.string().check(oneLine, cutTo(sentFieldMaxLengths.utmValue)))

export const leadPayloadSchema = z.extend(leadFormSchema, {
  phone: z.pipe(
    z.pipe(
      leadFormSchema.shape.phone,
      z.transform((phone: string) => phone.replace(/\D/g, '')),
    ),
    z.string().check(z.minLength(leadLimits.phoneMinChars, leadMessages.phone), z.maxLength(leadLimits.phoneSentDigits, leadMessages.phone)),
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

export type LeadPayload = z.input<typeof leadPayloadSchema>
export type ValidLead = z.output<typeof leadPayloadSchema>

export function firstIssueMessage({ issues }: { issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }> }): string {
  const issue = issues[0]
  if (!issue) return 'Invalid request'
  const field = issue.path.map(String).join('.')
  return field ? `${field}: ${issue.message}` : issue.message
}

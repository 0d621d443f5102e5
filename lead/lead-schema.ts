// zod/mini keeps the browser's share of the schema small; the rules read the same as with classic zod.
import * as z from 'zod/mini'
import { estimateSchema } from './estimate.ts'
import { addressPartMaxLengths, leadLimits, leadMaxLengths, leadMessages, leadTooLongMessages, sentFieldMaxLengths } from './lead-rules.ts'
import { multiLineText, singleLineText } from './plain-text.ts'
import { serviceValues } from './service-options.ts'
import { visitLimits, visitMessages } from './visit-rules.ts'
import { visitTimes, type VisitTime } from './visit-time.ts'

export { leadLimits, leadMaxLengths, leadMessages, leadTooLongMessages }

/** Control characters out (NUL cannot be stored), before anything is trimmed or counted. */
const oneLine = z.overwrite(singleLineText)
const severalLines = z.overwrite(multiLineText)

/** At most `max` characters; longer text is cut (for values nobody typed). */
const cutTo = (max: number) => z.overwrite((text: string) => text.slice(0, max))

/** A trimmed string of `min` to `max` characters; a missing or non-string value gets the short message. */
const trimmedText = (min: number, max: number, message: string, tooLong: string) =>
  z.string(message).check(oneLine, z.trim(), z.minLength(min, message), z.maxLength(max, tooLong))

/** A part of the address the address search filled in. */
const addressPart = (max: number) => z.optional(z.string().check(oneLine, z.trim(), cutTo(max)))

const phoneCharacters = /^[\d\-+() .]*$/
const visitDayPattern = /^\d{4}-\d{2}-\d{2}$/

/** Digits in a phone entry; the form and the payload agree on what counts as a number. */
export function phoneDigitCount(phone: string): number {
  return phone.replace(/\D/g, '').length
}

/**
 * The quote form's fields and rules (spec section 5). The form validates with it and
 * the lead collector validates every received body with it again.
 */
export const leadFormSchema = z.object({
  firstName: trimmedText(leadLimits.nameMin, leadMaxLengths.firstName, leadMessages.firstName, leadTooLongMessages.firstName),
  lastName: trimmedText(leadLimits.nameMin, leadMaxLengths.lastName, leadMessages.lastName, leadTooLongMessages.lastName),
  phone: z.string(leadMessages.phone).check(
    oneLine,
    z.trim(),
    z.regex(phoneCharacters, leadMessages.phone),
    z.minLength(leadLimits.phoneMinChars, leadMessages.phone),
    // Ten characters such as '(469) 555-' are not a number we can call back; the payload needs ten digits.
    z.refine((phone) => phoneDigitCount(phone) >= leadLimits.phoneMinChars, leadMessages.phone),
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
  /** The fence cost estimate a visitor brought from the estimator (app/estimator). */
  estimate: z.optional(estimateSchema),
  /**
   * Preferred days for the visit (YYYY-MM-DD) and part of the day; none ticked and "any time" are
   * no preference and leave the payload (as an absent estimate does). Whether each day is still a
   * business day ahead is the collector's check against its own calendar (lead/visit-time.ts).
   */
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

/**
 * What the form sends (spec section 3 plus the fields added on send) and what the
 * collector accepts. `submissionId` goes beyond the spec: it makes a retried
 * submission one lead.
 */
export const leadPayloadSchema = z.extend(leadFormSchema, {
  phone: z.pipe(
    z.pipe(
      leadFormSchema.shape.phone,
      z.transform((phone: string) => phone.replace(/\D/g, '')),
    ),
    z.string().check(z.minLength(leadLimits.phoneMinChars, leadMessages.phone), z.maxLength(leadLimits.phoneSentDigits, leadMessages.phone)),
  ),
  // The collector must see a filled honeypot to mark the lead as spam, so the payload
  // accepts any string here; the form schema above is what keeps people from filling it.
  website: z._default(z.string().check(z.maxLength(1000)), ''),
  fullName: z.string().check(oneLine, z.trim(), z.minLength(1), z.maxLength(sentFieldMaxLengths.fullName)),
  services_needed: z.string(),
  timestamp: z.iso.datetime({ offset: true }),
  page: z.string().check(oneLine, z.trim(), z.minLength(1), z.maxLength(sentFieldMaxLengths.page)),
  form_type: z.string().check(oneLine, z.trim(), z.minLength(1), z.maxLength(sentFieldMaxLengths.formType)),
  utm: z.object({ source: utmValue, medium: utmValue, campaign: utmValue }),
  submissionId: z.uuid(),
})

export type LeadPayload = z.input<typeof leadPayloadSchema>
export type ValidLead = z.output<typeof leadPayloadSchema>

/** The part of a failed parse that `firstIssueMessage` reads (a zod or zod/mini error). */
export interface LeadIssues {
  issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }>
}

/** First problem of a failed parse, as the collector's `reason`. */
export function firstIssueMessage(error: LeadIssues): string {
  const issue = error.issues[0]
  if (!issue) return 'Invalid request'
  const field = issue.path.map(String).join('.')
  return field ? `${field}: ${issue.message}` : issue.message
}

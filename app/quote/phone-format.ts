import { leadLimits } from '#lead/lead-rules.ts'

/**
 * The phone as the form shows it after blur: digits only, capped at ten, as (XXX) XXX-XXXX
 * (partial numbers are formatted as far as they go). A leading US country code, as browsers
 * autofill it (+1 469 555 0142), is dropped so the ten digits are the number itself.
 */
export function formatPhoneDisplay(value: string): string {
  let digits = value.replace(/\D/g, '')
  if (digits.length === leadLimits.phoneDisplayDigits + 1 && digits.startsWith('1')) digits = digits.slice(1)
  digits = digits.slice(0, leadLimits.phoneDisplayDigits)
  if (digits.length < 4) return digits
  if (digits.length < 7) return `(${digits.slice(0, 3)}) ${digits.slice(3)}`
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`
}

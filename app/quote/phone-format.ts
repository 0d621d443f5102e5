import { leadLimits } from '#lead/lead-rules.ts'

/** The phone as shown after blur, (XXX) XXX-XXXX as far as it goes, without the +1 that autofill adds. */
export function formatPhoneDisplay(value: string): string {
  let digits = value.replace(/\D/g, '')
  if (digits.length === leadLimits.phoneDisplayDigits + 1 && digits.startsWith('1')) digits = digits.slice(1)
  digits = digits.slice(0, leadLimits.phoneDisplayDigits)
  if (digits.length < 4) return digits
  if (digits.length < 7) return `(${digits.slice(0, 3)}) ${digits.slice(3)}`
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`
}

/**
 * A stored phone number (digits only) as the owner reads it, in the lead e-mail and the inbox:
 * (469) 555-0142, also when it starts with the US country code; anything else exactly as stored.
 */
export function formatPhone(digits: string): string {
  const national = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits
  return national.length === 10 ? `(${national.slice(0, 3)}) ${national.slice(3, 6)}-${national.slice(6)}` : digits
}

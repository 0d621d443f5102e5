/**
 * The lead rules' constants and messages, apart from the zod schema so that the browser can
 * show and format fields before the schema module has loaded. `lead-schema.ts` re-exports them.
 */

/** Business constants of spec section 9 that the lead rules depend on. */
export const leadLimits = {
  nameMin: 2,
  phoneMinChars: 10,
  phoneDisplayDigits: 10,
  phoneSentDigits: 15,
  addressMin: 5,
  servicesMin: 1,
  honeypotMax: 0,
} as const

/** Validation messages, word for word from spec section 5. */
export const leadMessages = {
  firstName: 'First name must be at least 2 characters',
  lastName: 'Last name must be at least 2 characters',
  phone: 'Please enter a valid phone number',
  email: 'Please enter a valid email address',
  servicesNeeded: 'Please select at least one service',
  address: 'Please enter your address',
  website: 'Do not fill',
  consent: 'Please agree to be contacted.',
} as const

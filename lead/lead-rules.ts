import { groupThousands } from './format-usd.ts'

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

/**
 * The longest value each typed field takes. Not in the spec: bounds far above what people
 * type, so that a lead stays readable in an e-mail and a script cannot fill the database.
 * An e-mail address cannot be longer than 254 characters (RFC 5321).
 */
export const leadMaxLengths = {
  firstName: 50,
  lastName: 50,
  phone: 30,
  email: 254,
  address: 200,
  projectDetails: 2000,
} as const

/** The parts the address search fills in: cut to these lengths rather than refused, since nobody typed them. */
export const addressPartMaxLengths = { streetAddress: 200, city: 100, zipCode: 10, state: 50 } as const

/** "First name must be at most 50 characters": the words of spec section 5's "must be at least 2 characters". */
const tooLong = (field: string, max: number) => `${field} must be at most ${groupThousands(max)} characters`

/** The message of each typed field whose value is over its maximum length. */
export const leadTooLongMessages = {
  firstName: tooLong('First name', leadMaxLengths.firstName),
  lastName: tooLong('Last name', leadMaxLengths.lastName),
  phone: tooLong('Phone number', leadMaxLengths.phone),
  email: tooLong('Email address', leadMaxLengths.email),
  address: tooLong('Address', leadMaxLengths.address),
  projectDetails: tooLong('Project details', leadMaxLengths.projectDetails),
} as const

/** Bounds of the fields the form adds on send (spec section 3); the UTM values are cut, not refused. */
export const sentFieldMaxLengths = {
  fullName: leadMaxLengths.firstName + 1 + leadMaxLengths.lastName,
  page: 200,
  formType: 100,
  utmValue: 200,
} as const

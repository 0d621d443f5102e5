import { groupThousands } from './format-usd.ts'

// Apart from the zod schema, so the browser can format fields before the schema has loaded.

export const leadLimits = {
  nameMin: 2,
  phoneMinChars: 10,
  phoneDisplayDigits: 10,
  phoneSentDigits: 15,
  addressMin: 5,
  servicesMin: 1,
  honeypotMax: 0,
} as const

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

// Far above what people type, so a lead stays readable and a script cannot fill the database.
export const leadMaxLengths = {
  firstName: 50,
  lastName: 50,
  phone: 30,
  email: 254,
  address: 200,
  projectDetails: 2000,
} as const

// Cut rather than refused: the address search fills them, nobody typed them.
export const addressPartMaxLengths = { streetAddress: 200, city: 100, zipCode: 10, state: 50 } as const

const tooLong = (field: string, max: number) => `${field} must be at most ${groupThousands(max)} characters`

export const leadTooLongMessages = {
  firstName: tooLong('First name', leadMaxLengths.firstName),
  lastName: tooLong('Last name', leadMaxLengths.lastName),
  phone: tooLong('Phone number', leadMaxLengths.phone),
  email: tooLong('Email address', leadMaxLengths.email),
  address: tooLong('Address', leadMaxLengths.address),
  projectDetails: tooLong('Project details', leadMaxLengths.projectDetails),
} as const

// UTM values are cut, not refused.
export const sentFieldMaxLengths = {
  fullName: leadMaxLengths.firstName + 1 + leadMaxLengths.lastName,
  page: 200,
  formType: 100,
  utmValue: 200,
} as const

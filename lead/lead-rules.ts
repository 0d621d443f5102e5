import { groupThousands } from './format-usd.ts'
import type { LeadLanguage } from './languages.ts'

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

const english = {
  firstName: 'First name must be at least 2 characters',
  lastName: 'Last name must be at least 2 characters',
  phone: 'Please enter a valid phone number',
  email: 'Please enter a valid email address',
  servicesNeeded: 'Please select at least one service',
  address: 'Please enter your address',
  website: 'Do not fill',
  consent: 'Please agree to be contacted.',
}

export const leadMessages = {
  en: english,
  es: {
    firstName: 'El nombre debe tener al menos 2 caracteres',
    lastName: 'El apellido debe tener al menos 2 caracteres',
    phone: 'Por favor, escriba un número de teléfono válido',
    email: 'Por favor, escriba un correo electrónico válido',
    servicesNeeded: 'Por favor, elija al menos un servicio',
    address: 'Por favor, escriba su dirección',
    website: 'No llene este campo',
    consent: 'Por favor, acepte que nos comuniquemos con usted.',
  },
} as const satisfies Record<LeadLanguage, typeof english>

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

const fieldNames = {
  en: { firstName: 'First name', lastName: 'Last name', phone: 'Phone number', email: 'Email address', address: 'Address', projectDetails: 'Project details' },
  es: {
    firstName: 'El nombre',
    lastName: 'El apellido',
    phone: 'El teléfono',
    email: 'El correo electrónico',
    address: 'La dirección',
    projectDetails: 'La descripción del proyecto',
  },
} as const satisfies Record<LeadLanguage, Record<keyof typeof leadMaxLengths, string>>

export function tooLongMessage(language: LeadLanguage, field: keyof typeof leadMaxLengths): string {
  const [name, max] = [fieldNames[language][field], groupThousands(leadMaxLengths[field])]
  return language === 'es' ? `${name} puede tener como máximo ${max} caracteres` : `${name} must be at most ${max} characters`
}

// UTM values are cut, not refused.
export const sentFieldMaxLengths = {
  fullName: leadMaxLengths.firstName + 1 + leadMaxLengths.lastName,
  page: 200,
  formType: 100,
  utmValue: 200,
} as const

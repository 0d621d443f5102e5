import type { LeadFormInput } from '../lead-schema.ts'

/** A person's quote form, every required field valid: tests add or change what they check. */
export const validLeadForm = {
  firstName: 'Maria',
  lastName: 'Lopez',
  phone: '(469) 555-0142',
  email: 'maria@example.com',
  servicesNeeded: ['wood-fencing'],
  address: '210 W Walnut St, Celina, TX 75009',
  website: '',
  consent: true,
} as const satisfies LeadFormInput

import type { LeadLanguage } from './languages.ts'

/** The services a visitor can ask a quote for: the values the collector accepts. */
export const serviceOptions = [
  { label: 'Wood Fencing', value: 'wood-fencing' },
  { label: 'Vinyl Fencing', value: 'vinyl-fencing' },
  { label: 'Chain Link Fencing', value: 'chain-link' },
  { label: 'Black Iron Fencing', value: 'black-iron' },
  { label: 'Commercial Fencing', value: 'commercial-fencing' },
  { label: 'Automatic Gates', value: 'automatic-gates' },
  { label: 'Custom Gates', value: 'custom-gates' },
  { label: 'Fence Repair', value: 'fence-repair' },
  { label: 'Fence Staining', value: 'fence-staining' },
  { label: 'Patios & Pergolas', value: 'patios-pergolas' },
  { label: 'Property Surveying', value: 'property-surveying' },
  { label: 'Permits & HOA', value: 'permits-hoa' },
  { label: 'Maintenance Programs', value: 'maintenance-programs' },
  { label: 'Other', value: 'other' },
] as const

export type ServiceValue = (typeof serviceOptions)[number]['value']

export const serviceValues = serviceOptions.map((option) => option.value) as [ServiceValue, ...ServiceValue[]]

export const isServiceValue = (value: string): value is ServiceValue => (serviceValues as readonly string[]).includes(value)

// The trade's words as a homeowner in North Texas says them; the same on every Spanish page and e-mail.
const spanishLabels: Record<ServiceValue, string> = {
  'wood-fencing': 'Cercas de madera',
  'vinyl-fencing': 'Cercas de vinilo',
  'chain-link': 'Cercas de malla ciclónica',
  'black-iron': 'Cercas de hierro negro',
  'commercial-fencing': 'Cercas comerciales',
  'automatic-gates': 'Portones automáticos',
  'custom-gates': 'Portones a la medida',
  'fence-repair': 'Reparación de cercas',
  'fence-staining': 'Teñido de cercas',
  'patios-pergolas': 'Patios y pérgolas',
  'property-surveying': 'Medición del terreno',
  'permits-hoa': 'Permisos y asociación de propietarios (HOA)',
  'maintenance-programs': 'Programas de mantenimiento',
  other: 'Otro',
}

export function serviceLabel(value: string): string {
  return serviceOptions.find((option) => option.value === value)?.label ?? value
}

export const serviceLabelIn = (language: LeadLanguage) => (value: ServiceValue) => (language === 'es' ? spanishLabels[value] : serviceLabel(value))

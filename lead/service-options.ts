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

export function serviceLabel(value: string): string {
  return serviceOptions.find((option) => option.value === value)?.label ?? value
}

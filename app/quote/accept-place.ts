/** The parts of a maps place that the form reads (the place_changed result of spec section 7). */
export interface PlaceAddressComponent {
  long_name: string
  short_name: string
  types: string[]
}

export interface PlaceResult {
  formatted_address?: string
  address_components?: PlaceAddressComponent[]
}

/** What an accepted place fills in. */
export interface AcceptedPlace {
  address: string
  streetAddress: string
  city: string
  zipCode: string
  state: string
}

export const acceptedState = 'TX'

/**
 * A picked place counts only with a formatted address, address components and Texas as its
 * state (spec sections 4 and 5); anything else returns null and the form ignores it.
 */
export function acceptPlace(place: PlaceResult | null | undefined): AcceptedPlace | null {
  const components = place?.address_components
  if (!place?.formatted_address || !Array.isArray(components) || components.length === 0) return null
  const find = (type: string) => components.find((component) => component.types?.includes(type))
  const state = find('administrative_area_level_1')?.short_name
  if (state !== acceptedState) return null
  const streetNumber = find('street_number')?.long_name ?? ''
  const road = find('route')?.long_name ?? ''
  return {
    address: place.formatted_address,
    streetAddress: `${streetNumber} ${road}`.trim(),
    city: find('locality')?.long_name ?? find('administrative_area_level_3')?.long_name ?? '',
    zipCode: find('postal_code')?.long_name ?? '',
    state,
  }
}

export interface PlaceAddressComponent {
  longText: string | null
  shortText: string | null
  types: readonly string[]
}

/** The fields of a place the form reads, fetched as `placeFields` when a suggestion is chosen. */
export interface PlaceAddress {
  formattedAddress?: string | null
  addressComponents?: readonly PlaceAddressComponent[]
}

export const placeFields = ['formattedAddress', 'addressComponents']

/** A chosen place counts only with a formatted address, address components and Texas as its state; anything else is null. */
export function acceptPlace(place: PlaceAddress | null | undefined) {
  const components = place?.addressComponents
  if (!place?.formattedAddress || !Array.isArray(components) || components.length === 0) return null
  const find = (type: string) => components.find((component) => component.types?.includes(type))
  const state = find('administrative_area_level_1')?.shortText
  if (state !== 'TX') return null
  const streetNumber = find('street_number')?.longText ?? ''
  const road = find('route')?.longText ?? ''
  return {
    address: place.formattedAddress,
    streetAddress: `${streetNumber} ${road}`.trim(),
    city: find('locality')?.longText ?? find('administrative_area_level_3')?.longText ?? '',
    zipCode: find('postal_code')?.longText ?? '',
    state,
  }
}

export type AcceptedPlace = NonNullable<ReturnType<typeof acceptPlace>>

/// <reference types="google.maps" />
import { browserSite } from '../site-config.ts'
import { acceptPlace, placeFields, type AcceptedPlace, type PlaceAddress } from './accept-place.ts'
import { mapsLoader, type MapsConfig } from './load-maps-script.ts'

/** US street addresses inside a box around Texas (the state itself is checked on the chosen place). */
const addressSearchArea: google.maps.LatLngBoundsLiteral = { south: 25.84, west: -106.65, north: 36.5, east: -93.51 }
/** What the legacy widget's `types: ['address']` asked for: precise addresses, not businesses, roads or cities. */
const addressPlaceTypes = ['street_address', 'premise', 'subpremise']

/** The slice of the Places API (New) library the address search uses. */
export interface PlacesApi {
  AutocompleteSessionToken: new () => google.maps.places.AutocompleteSessionToken
  AutocompleteSuggestion: {
    fetchAutocompleteSuggestions(request: google.maps.places.AutocompleteRequest): Promise<{ suggestions: Array<{ placePrediction: PlacePrediction | null }> }>
  }
}

interface PlacePrediction {
  placeId: string
  text: { text: string }
  mainText: { text: string } | null
  secondaryText: { text: string } | null
  toPlace(): { fetchFields(request: { fields: string[] }): Promise<{ place: PlaceAddress }> }
}

export interface AddressSuggestion {
  id: string
  mainText: string
  secondaryText: string
  prediction: PlacePrediction
}

export interface AddressSearch {
  /** Suggestions for what the visitor typed, within the current session. Rejects when the service fails. */
  suggest(input: string): Promise<AddressSuggestion[]>
  /** Ends the session with the chosen suggestion: the address it fills in, or null for a place the form does not accept. */
  choose(suggestion: AddressSuggestion): Promise<AcceptedPlace | null>
}

export function addressSuggestionRequest(input: string, sessionToken: google.maps.places.AutocompleteSessionToken): google.maps.places.AutocompleteRequest {
  return { input, sessionToken, includedRegionCodes: ['us'], includedPrimaryTypes: addressPlaceTypes, locationRestriction: addressSearchArea }
}

/** Address suggestions in sessions: every request of one search shares a token, and choosing a suggestion ends it, so a search is billed once. */
export function createAddressSearch(places: PlacesApi): AddressSearch {
  let sessionToken: google.maps.places.AutocompleteSessionToken | undefined

  return {
    async suggest(input) {
      sessionToken ??= new places.AutocompleteSessionToken()
      const { suggestions } = await places.AutocompleteSuggestion.fetchAutocompleteSuggestions(addressSuggestionRequest(input, sessionToken))
      // A query prediction carries no place: it is not an address to choose.
      const predictions = suggestions.map((suggestion) => suggestion.placePrediction).filter((prediction) => prediction != null)
      return predictions.map((prediction) => ({
        id: prediction.placeId,
        mainText: prediction.mainText?.text ?? prediction.text.text,
        secondaryText: prediction.secondaryText?.text ?? '',
        prediction,
      }))
    },
    async choose({ prediction }) {
      sessionToken = undefined
      const { place } = await prediction.toPlace().fetchFields({ fields: placeFields })
      return acceptPlace(place)
    },
  }
}

/** The address search, or null (no key, the script failed, no Places API (New)): the field then stays a plain input. Never throws. */
export async function loadAddressSearch(config: MapsConfig = browserSite.maps): Promise<AddressSearch | null> {
  try {
    const maps = await mapsLoader().load(config)
    if (!maps) return null
    const places: PlacesApi = await maps.importLibrary('places')
    return typeof places.AutocompleteSuggestion?.fetchAutocompleteSuggestions === 'function' ? createAddressSearch(places) : null
  } catch {
    return null
  }
}

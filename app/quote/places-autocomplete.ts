import { site } from '../site-config.ts'
import { acceptPlace, type AcceptedPlace } from './accept-place.ts'
import { mapsLoader, type MapsAutocompleteOptions, type MapsConfig } from './load-maps-script.ts'

/** Spec sections 5 and 9: US street addresses inside a box around Texas. */
export const addressAutocompleteOptions: MapsAutocompleteOptions = {
  componentRestrictions: { country: 'us' },
  types: ['address'],
  bounds: { south: 25.84, north: 36.5, west: -106.65, east: -93.51 },
  strictBounds: true,
  fields: ['address_components', 'formatted_address'],
}

/** The suggestion list is the maps script's own element, appended to the body. */
const suggestionListStyle = '.pac-container{max-height:300px;overflow-y:auto;z-index:1000;font-family:inherit}'

function addSuggestionListStyle(doc: Document) {
  if (doc.getElementById('quote-form-pac-style')) return
  const style = doc.createElement('style')
  style.id = 'quote-form-pac-style'
  style.textContent = suggestionListStyle
  doc.head.append(style)
}

export interface PlacesHandlers {
  onAccept(place: AcceptedPlace): void
  onIgnore(): void
}

/**
 * Loads the maps script if needed and attaches the suggestions to the address input.
 * Resolves true when suggestions are on; false leaves a plain input. Never throws.
 */
export async function attachPlacesAutocomplete(input: HTMLInputElement, handlers: PlacesHandlers, config: MapsConfig = site.maps): Promise<boolean> {
  try {
    if (!(await mapsLoader().load(config))) return false
    const google = window.google
    if (!google) return false
    addSuggestionListStyle(input.ownerDocument)
    const autocomplete = new google.maps.places.Autocomplete(input, addressAutocompleteOptions)
    autocomplete.addListener('place_changed', () => {
      try {
        const accepted = acceptPlace(autocomplete.getPlace())
        if (accepted) handlers.onAccept(accepted)
        else handlers.onIgnore()
      } catch {
        handlers.onIgnore()
      }
    })
    return true
  } catch {
    return false
  }
}

import { useRef, useState, type ComponentProps } from 'react'
import { Input } from '../components/ui/input.tsx'
import { browserSite } from '../site-config.ts'
import type { AcceptedPlace } from './accept-place.ts'
import type { AddressSuggestions } from './address-suggestions.tsx'
import type { AddressSearch } from './places-autocomplete.ts'

export interface AddressAutocompleteProps extends Omit<ComponentProps<'input'>, 'ref'> {
  onPlaceAccepted(place: AcceptedPlace): void
}

/** What the first focus loads: the suggestion list and the search it shows, tied to the field. */
interface LoadedSuggestions {
  List: typeof AddressSuggestions
  search: AddressSearch
  input: HTMLInputElement
}

/** The street address field: a plain input until its first focus loads the maps script and the suggestions, and whenever they fail. */
export function AddressAutocomplete({ onPlaceAccepted, ...props }: AddressAutocompleteProps) {
  const inputRef = useRef<HTMLInputElement>(null)
  const [loading, setLoading] = useState(false)
  const [suggestions, setSuggestions] = useState<LoadedSuggestions | null>(null)
  // 'off' without a maps key: the field stays a plain input and nothing is loaded.
  const status = !browserSite.maps.apiKey ? 'off' : suggestions ? 'loaded' : loading ? 'loading' : 'not-started'

  function attach() {
    const input = inputRef.current
    if (status !== 'not-started' || !input) return
    setLoading(true)
    Promise.all([import('./places-autocomplete.ts').then(({ loadAddressSearch }) => loadAddressSearch()), import('./address-suggestions.tsx')])
      .then(([search, { AddressSuggestions: List }]) => setSuggestions(search && { List, search, input }))
      .catch(() => {})
      .finally(() => setLoading(false))
  }

  return (
    <div data-slot="address-autocomplete" className="relative">
      <Input ref={inputRef} data-autocomplete={status} onFocus={attach} {...props} />
      {suggestions && (
        <suggestions.List input={suggestions.input} search={suggestions.search} onPlaceAccepted={onPlaceAccepted} onUnavailable={() => setSuggestions(null)} />
      )}
    </div>
  )
}

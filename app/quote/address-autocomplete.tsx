import { useRef, useState, type ComponentProps, type Ref } from 'react'
import { Input } from '../components/ui/input.tsx'
import { browserSite } from '../site-config.ts'
import type { AcceptedPlace } from './accept-place.ts'
import type { AddressSuggestions } from './address-suggestions.tsx'
import type { AddressSearch } from './places-autocomplete.ts'

/** 'off' when no maps key is configured: the field stays a plain input and nothing is loaded. */
export type AutocompleteStatus = 'off' | 'not-started' | 'loading' | 'loaded'

export interface AddressAutocompleteProps extends Omit<ComponentProps<'input'>, 'ref'> {
  ref?: Ref<HTMLInputElement>
  /** The visitor chose a Texas address from the suggestions. */
  onPlaceAccepted(place: AcceptedPlace): void
}

/** What the first focus loads: the suggestion list and the search it shows, tied to the field. */
interface LoadedSuggestions {
  List: typeof AddressSuggestions
  search: AddressSearch
  input: HTMLInputElement
}

/** The street address field: a plain input until its first focus loads the maps script and the suggestions, and whenever they fail. */
export function AddressAutocomplete({ ref, onPlaceAccepted, onFocus, ...props }: AddressAutocompleteProps) {
  const inputRef = useRef<HTMLInputElement | null>(null)
  const [status, setStatus] = useState<AutocompleteStatus>(browserSite.maps.apiKey ? 'not-started' : 'off')
  const [suggestions, setSuggestions] = useState<LoadedSuggestions | null>(null)

  function attach() {
    const input = inputRef.current
    if (status !== 'not-started' || !input) return
    setStatus('loading')
    Promise.all([import('./places-autocomplete.ts').then(({ loadAddressSearch }) => loadAddressSearch()), import('./address-suggestions.tsx')]).then(
      ([search, { AddressSuggestions: List }]) => {
        setSuggestions(search && { List, search, input })
        setStatus(search ? 'loaded' : 'not-started')
      },
      () => setStatus('not-started'),
    )
  }

  return (
    <div data-slot="address-autocomplete" className="relative">
      <Input
        ref={(element) => {
          inputRef.current = element
          if (typeof ref === 'function') ref(element)
          else if (ref) ref.current = element
        }}
        data-autocomplete={status}
        onFocus={(event) => {
          attach()
          onFocus?.(event)
        }}
        {...props}
      />
      {suggestions && (
        <suggestions.List
          input={suggestions.input}
          search={suggestions.search}
          onPlaceAccepted={onPlaceAccepted}
          onUnavailable={() => {
            setSuggestions(null)
            setStatus('not-started')
          }}
        />
      )}
    </div>
  )
}

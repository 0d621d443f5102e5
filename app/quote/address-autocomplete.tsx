import { useEffect, useRef, useState, type ComponentProps } from 'react'
import { Input } from '../components/ui/input.tsx'
import { site } from '../site-config.ts'
import type { AcceptedPlace } from './accept-place.ts'

/** 'off' when no maps key is configured: the field stays a plain input and nothing is loaded. */
export type AutocompleteStatus = 'off' | 'not-started' | 'loading' | 'loaded'

export interface AddressAutocompleteProps extends Omit<ComponentProps<'input'>, 'value' | 'onChange'> {
  value: string
  /** The visitor typed: the address parts of an earlier suggestion no longer apply. */
  onValueChange(value: string): void
  /** The visitor picked a Texas address from the suggestions. */
  onPlaceAccepted(place: AcceptedPlace): void
}

const suggestionsOpen = (doc: Document) => [...doc.querySelectorAll<HTMLElement>('.pac-container')].some((list) => list.offsetParent !== null)

/**
 * The street address field. On its first focus it loads the maps script (once per page) and
 * attaches suggestions; until then, and whenever the script fails, it is a plain input.
 */
export function AddressAutocomplete({ value, onValueChange, onPlaceAccepted, onFocus, onKeyDown, ...props }: AddressAutocompleteProps) {
  const inputRef = useRef<HTMLInputElement>(null)
  const [status, setStatus] = useState<AutocompleteStatus>(site.maps.apiKey ? 'not-started' : 'off')
  const latest = useRef({ value, onPlaceAccepted })
  useEffect(() => {
    latest.current = { value, onPlaceAccepted }
  })

  function attach() {
    const input = inputRef.current
    if (status !== 'not-started' || !input) return
    setStatus('loading')
    import('./places-autocomplete.ts')
      .then(({ attachPlacesAutocomplete }) =>
        attachPlacesAutocomplete(input, {
          onAccept: (place) => latest.current.onPlaceAccepted(place),
          // The widget has already written the ignored place into the input; show what the form holds.
          onIgnore: () => {
            input.value = latest.current.value
          },
        }),
      )
      .then(
        (attached) => setStatus(attached ? 'loaded' : 'not-started'),
        () => setStatus('not-started'),
      )
  }

  return (
    <Input
      ref={inputRef}
      data-autocomplete={status}
      value={value}
      onChange={(event) => onValueChange(event.target.value)}
      onFocus={(event) => {
        attach()
        onFocus?.(event)
      }}
      onKeyDown={(event) => {
        // Enter picks a suggestion; it must not also send the form.
        if (event.key === 'Enter' && status === 'loaded' && suggestionsOpen(event.currentTarget.ownerDocument)) event.preventDefault()
        onKeyDown?.(event)
      }}
      {...props}
    />
  )
}

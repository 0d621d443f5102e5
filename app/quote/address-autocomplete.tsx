import { useRef, useState, type ComponentProps, type Ref } from 'react'
import { Input } from '../components/ui/input.tsx'
import { site } from '../site-config.ts'
import type { AcceptedPlace } from './accept-place.ts'

/** 'off' when no maps key is configured: the field stays a plain input and nothing is loaded. */
export type AutocompleteStatus = 'off' | 'not-started' | 'loading' | 'loaded'

export interface AddressAutocompleteProps extends Omit<ComponentProps<'input'>, 'ref'> {
  ref?: Ref<HTMLInputElement>
  /** The visitor picked a Texas address from the suggestions. */
  onPlaceAccepted(place: AcceptedPlace): void
  /** The address the form holds, shown again when a suggestion is ignored. */
  currentValue(): string
}

const suggestionsOpen = (doc: Document) => [...doc.querySelectorAll<HTMLElement>('.pac-container')].some((list) => list.offsetParent !== null)

/**
 * The street address field, uncontrolled like the other fields. On its first focus it loads
 * the maps script (once per page) and attaches suggestions; until then, and whenever the
 * script fails, it is a plain input.
 */
export function AddressAutocomplete({ ref, onPlaceAccepted, currentValue, onFocus, onKeyDown, ...props }: AddressAutocompleteProps) {
  const inputRef = useRef<HTMLInputElement | null>(null)
  const [status, setStatus] = useState<AutocompleteStatus>(site.maps.apiKey ? 'not-started' : 'off')

  function attach() {
    const input = inputRef.current
    if (status !== 'not-started' || !input) return
    setStatus('loading')
    import('./places-autocomplete.ts')
      .then(({ attachPlacesAutocomplete }) =>
        attachPlacesAutocomplete(input, {
          onAccept: onPlaceAccepted,
          // The widget has already written the ignored place into the input; show what the form holds.
          onIgnore: () => {
            input.value = currentValue()
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
      onKeyDown={(event) => {
        // Enter picks a suggestion; it must not also send the form.
        if (event.key === 'Enter' && status === 'loaded' && suggestionsOpen(event.currentTarget.ownerDocument)) event.preventDefault()
        onKeyDown?.(event)
      }}
      {...props}
    />
  )
}

import { useEffect, useEffectEvent, useRef, useState } from 'react'
import { useLanguage } from '../lib/language.tsx'
import type { AcceptedPlace } from './accept-place.ts'
import { addressSuggestionsText } from './address-suggestions-text.ts'
import type { AddressSearch, AddressSuggestion } from './places-autocomplete.ts'
import { suggestionKeyAction } from './suggestion-keys.ts'

/** Suggestions are asked for once typing pauses this long, and only for this much text. */
const suggestionDelayMs = 200
const suggestionMinLength = 3

export interface AddressSuggestionsProps {
  /** The address field. It keeps focus and its text: the list only listens to it and names it a combobox. */
  input: HTMLInputElement
  search: AddressSearch
  onPlaceAccepted(place: AcceptedPlace): void
  /** The service failed: the field goes back to a plain input. */
  onUnavailable(): void
}

const comboboxAttributes = ['role', 'aria-autocomplete', 'aria-controls', 'aria-expanded', 'aria-activedescendant']

/** An ARIA 1.2 combobox on the address field, asked once typing pauses; a chosen place replaces the text only if it is unchanged. */
export function AddressSuggestions({ input, search, onPlaceAccepted, onUnavailable }: AddressSuggestionsProps) {
  const text = addressSuggestionsText[useLanguage()]
  const [suggestions, setSuggestions] = useState<AddressSuggestion[]>([])
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)
  const pendingQuery = useRef<number | undefined>(undefined)
  /** Numbers the requests: only the answer to the newest is shown. */
  const latestRequest = useRef(0)
  const listId = `${input.id}-suggestions`
  const optionId = (index: number) => `${input.id}-suggestion-${index}`
  const expanded = open && suggestions.length > 0

  function close() {
    setOpen(false)
    setActive(-1)
  }

  function cancelQueries() {
    window.clearTimeout(pendingQuery.current)
    latestRequest.current += 1
  }

  function query(text: string) {
    cancelQueries()
    if (text.trim().length < suggestionMinLength) {
      setSuggestions([])
      close()
      return
    }
    pendingQuery.current = window.setTimeout(() => {
      const request = latestRequest.current
      search.suggest(text).then(
        (found) => {
          if (request !== latestRequest.current) return
          setSuggestions(found)
          setActive(-1)
          setOpen(input.ownerDocument.activeElement === input)
        },
        () => {
          if (request === latestRequest.current) onUnavailable()
        },
      )
    }, suggestionDelayMs)
  }

  function choose(suggestion: AddressSuggestion) {
    cancelQueries()
    setSuggestions([])
    close()
    const typed = input.value
    search.choose(suggestion).then(
      // A place outside Texas is ignored, and so is one that arrives after the visitor typed on or the form was sent.
      (place) => {
        if (place && input.isConnected && input.value === typed) onPlaceAccepted(place)
      },
      () => {},
    )
  }

  const onInput = useEffectEvent(() => query(input.value))
  const onBlur = useEffectEvent(() => close())
  const onDetach = useEffectEvent(() => cancelQueries())
  const onKeyDown = useEffectEvent((event: KeyboardEvent) => {
    if (event.isComposing) return
    const action = suggestionKeyAction(event.key, { open: expanded, active, count: suggestions.length })
    if (action.type !== 'none' && event.key !== 'Tab') event.preventDefault()
    if (action.type === 'highlight') {
      setOpen(true)
      setActive(action.index)
    } else if (action.type === 'close') close()
    else if (action.type === 'choose') {
      const suggestion = suggestions[action.index]
      if (suggestion) choose(suggestion)
    }
  })

  useEffect(() => {
    const listeners: Array<[string, (event: Event) => void]> = [
      ['input', () => onInput()],
      ['blur', () => onBlur()],
      ['keydown', (event) => onKeyDown(event as KeyboardEvent)],
    ]
    for (const [type, listener] of listeners) input.addEventListener(type, listener)
    input.setAttribute('role', 'combobox')
    input.setAttribute('aria-autocomplete', 'list')
    input.setAttribute('aria-controls', listId)
    // What the visitor typed while the script loaded gets its suggestions now.
    if (input.ownerDocument.activeElement === input) onInput()
    return () => {
      for (const [type, listener] of listeners) input.removeEventListener(type, listener)
      for (const name of comboboxAttributes) input.removeAttribute(name)
      onDetach()
    }
  }, [input, listId])

  useEffect(() => {
    input.setAttribute('aria-expanded', String(expanded))
    const activeOption = expanded && active >= 0 ? optionId(active) : undefined
    if (activeOption) {
      input.setAttribute('aria-activedescendant', activeOption)
      input.ownerDocument.getElementById(activeOption)?.scrollIntoView({ block: 'nearest' })
    } else input.removeAttribute('aria-activedescendant')
  })

  return (
    <>
      <div
        hidden={!expanded}
        className="absolute inset-x-0 top-full z-30 mt-1 max-h-[300px] flex-col rounded-md border bg-popover p-1 text-popover-foreground shadow-lg [&:not([hidden])]:flex"
      >
        <ul id={listId} role="listbox" aria-label={text.list} className="min-h-0 overflow-y-auto">
          {suggestions.map((suggestion, index) => (
            <li
              key={suggestion.id}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              // The field keeps focus, so the list is still there when the click lands.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(suggestion)}
              className="flex min-h-10 cursor-pointer flex-col justify-center rounded-sm px-2 py-1.5 text-sm hover:bg-accent aria-selected:bg-accent"
            >
              <span className="font-medium">{suggestion.mainText}</span>{' '}
              {suggestion.secondaryText && <span className="text-muted-foreground">{suggestion.secondaryText}</span>}
            </li>
          ))}
        </ul>
        {/* Google's terms ask for its attribution wherever Places suggestions show without a map. */}
        <p translate="no" className="px-2 pt-1 text-right text-xs text-muted-foreground">
          Google Maps
        </p>
      </div>
      <span aria-live="polite" className="sr-only">
        {expanded ? text.count(suggestions.length) : ''}
      </span>
    </>
  )
}

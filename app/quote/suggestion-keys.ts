/** Where the suggestion list stands when a key is pressed in the address field. */
export interface SuggestionListState {
  open: boolean
  /** Index of the highlighted suggestion; -1 for none. */
  active: number
  count: number
}

export type SuggestionKeyAction =
  | { type: 'highlight'; index: number }
  | { type: 'choose'; index: number }
  | { type: 'close' }
  /** The key does what it does in any text field (Enter in a closed list sends the form). */
  | { type: 'none' }

/** The keyboard of the address suggestions, as the ARIA combobox pattern has it; focus stays in the field. */
export function suggestionKeyAction(key: string, { open, active, count }: SuggestionListState): SuggestionKeyAction {
  if (count === 0) return { type: 'none' }
  if (!open) return key === 'ArrowDown' ? { type: 'highlight', index: 0 } : { type: 'none' }
  switch (key) {
    case 'ArrowDown':
      return { type: 'highlight', index: (active + 1) % count }
    case 'ArrowUp':
      return { type: 'highlight', index: active <= 0 ? count - 1 : active - 1 }
    case 'Enter':
      return active >= 0 ? { type: 'choose', index: active } : { type: 'close' }
    case 'Escape':
    case 'Tab':
      return { type: 'close' }
    default:
      return { type: 'none' }
  }
}

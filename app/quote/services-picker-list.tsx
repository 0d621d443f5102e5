import { useRef, useState, type RefObject } from 'react'
import type { ServiceOption, ServiceValue } from '../../lead/service-options.ts'
import { Command, CommandEmpty, CommandGroup, CommandInput, CommandItem, CommandList } from '../components/ui/command.tsx'
import { Popover, PopoverAnchor, PopoverContent } from '../components/ui/popover.tsx'

export interface ServicesPickerListProps {
  open: boolean
  onOpenChange(open: boolean): void
  /** The picker's box: the popover lines up with it and clicks on it are not "outside". */
  anchorRef: RefObject<HTMLDivElement | null>
  triggerRef: RefObject<HTMLButtonElement | null>
  contentId: string
  options: ServiceOption[]
  onSelect(service: ServiceValue): void
  onRemoveLast(): void
}

/** The services whose label contains the search (plain substring match: what a visitor expects of a search box over fourteen services). */
const matching = (options: ServiceOption[], search: string) => {
  const wanted = search.trim().toLowerCase()
  return options.filter((option) => option.label.toLowerCase().includes(wanted))
}

/**
 * The search box and the list; mounted while the popover is open, so each opening starts with an
 * empty search. The list is filtered here and the highlighted service is held here too: both
 * change in the same render as the search text. Enter picks the highlighted service here as
 * well, rather than leaving it to cmdk: cmdk finds the highlighted item by its `aria-selected`,
 * which a newly shown item gets only after the next frame (its store subscription is an effect),
 * so an Enter pressed right after typing could pick nothing.
 *
 * The search box's text is left to cmdk (no `value` on `CommandInput`; this component keeps a
 * copy through `onValueChange`). Given a `value`, cmdk hands it to its store in an effect, after
 * the next frame, and the store then highlights the first item again: an arrow key pressed
 * within a frame of typing was undone. Left to itself, cmdk takes the text as it is typed, so
 * that re-highlighting happens before the next key arrives.
 */
function ServicesSearch({ options, onSelect, onRemoveLast }: Pick<ServicesPickerListProps, 'options' | 'onSelect' | 'onRemoveLast'>) {
  const [search, setSearch] = useState('')
  const matches = matching(options, search)
  const [highlighted, setHighlighted] = useState(matches[0]?.label ?? '')
  /** The highlighted service among `found`, or the first of them when it is not there. */
  const highlightedAmong = (found: ServiceOption[]) => found.find((option) => option.label === highlighted) ?? found[0]
  const shown = highlightedAmong(matches)?.label ?? ''
  return (
    <Command label="Search services" shouldFilter={false} value={shown} onValueChange={setHighlighted}>
      <CommandInput
        placeholder="Search services..."
        onValueChange={(next) => {
          setSearch(next)
          setHighlighted(matching(options, next)[0]?.label ?? '')
        }}
        onKeyDown={(event) => {
          if (event.key === 'Backspace' && search === '') {
            event.preventDefault()
            onRemoveLast()
          }
          if (event.key === 'Enter' && !event.nativeEvent.isComposing) {
            // What the box holds now, in case this render has not caught up with the typing yet.
            const pick = highlightedAmong(matching(options, event.currentTarget.value))
            event.preventDefault() // cmdk's own Enter handling stands down
            if (pick) onSelect(pick.value)
          }
        }}
      />
      <CommandList label="Services">
        {matches.length === 0 && <CommandEmpty>No services found.</CommandEmpty>}
        <CommandGroup>
          {matches.map((option) => (
            <CommandItem key={option.value} value={option.label} onSelect={() => onSelect(option.value)}>
              {option.label}
            </CommandItem>
          ))}
        </CommandGroup>
      </CommandList>
    </Command>
  )
}

/** The services picker's popover: a search box and the list of services not chosen yet. */
export default function ServicesPickerList({ open, onOpenChange, anchorRef, triggerRef, contentId, options, onSelect, onRemoveLast }: ServicesPickerListProps) {
  const closedByOutsideInteraction = useRef(false)

  return (
    <Popover open={open} onOpenChange={onOpenChange}>
      <PopoverAnchor virtualRef={anchorRef as RefObject<HTMLDivElement>} />
      <PopoverContent
        id={contentId}
        aria-label="Choose services"
        align="start"
        collisionPadding={8}
        className="w-[var(--radix-popover-trigger-width)] min-w-64 p-0"
        onOpenAutoFocus={() => {
          closedByOutsideInteraction.current = false
        }}
        onInteractOutside={(event) => {
          if (anchorRef.current?.contains(event.target as Node)) event.preventDefault()
          else closedByOutsideInteraction.current = true
        }}
        onCloseAutoFocus={(event) => {
          event.preventDefault()
          if (!closedByOutsideInteraction.current) triggerRef.current?.focus()
        }}
      >
        <ServicesSearch options={options} onSelect={onSelect} onRemoveLast={onRemoveLast} />
      </PopoverContent>
    </Popover>
  )
}

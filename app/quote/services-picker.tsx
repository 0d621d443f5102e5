import { ChevronDown, X } from 'lucide'
import { Icon } from '../components/ui/icon.tsx'
import { useEffect, useEffectEvent, useRef, useState, type KeyboardEvent } from 'react'
import { serviceLabelIn, serviceOptions, type ServiceValue } from '#lead/service-options.ts'
import { badgeVariants } from '../components/ui/badge.tsx'
import { Checkbox } from '../components/ui/checkbox.tsx'
import { useLanguage } from '../lib/language.tsx'
import { useHydrated } from '../lib/use-hydrated.ts'
import { cn } from '../lib/utils.ts'
import type { FieldControlProps } from './form-field.tsx'
import { servicesPickerText } from './quote-field-text.ts'

export interface ServicesPickerProps {
  /** The field's id and message wiring; the id goes to the disclosure's summary. */
  control: FieldControlProps
  labelId: string
  /** Name of the checkboxes, posted once per ticked service. */
  name: string
  value: ServiceValue[]
  onChange(value: ServiceValue[]): void
  /** The visitor closed the picker or left it: the field counts as touched. */
  onDone(): void
}

const matches = (label: string, search: string) => label.toLowerCase().includes(search.trim().toLowerCase())

/**
 * A `<details>` of checkboxes that post without JavaScript and are read when it arrives; with it,
 * a search filters them, chosen services show as removable badges, and each pick closes the list.
 */
export function ServicesPicker({ control, labelId, name, value, onChange, onDone }: ServicesPickerProps) {
  const hydrated = useHydrated()
  const language = useLanguage()
  const text = servicesPickerText[language]
  const serviceLabel = serviceLabelIn(language)
  const [open, setOpen] = useState(false)
  const [search, setSearch] = useState('')
  const [announcement, setAnnouncement] = useState('')
  const pickerRef = useRef<HTMLDivElement>(null)
  const detailsRef = useRef<HTMLDetailsElement>(null)
  const summaryElement = useRef<HTMLElement>(null)
  const searchRef = useRef<HTMLInputElement>(null)
  const listId = `${control.id}-list`
  const summaryId = `${control.id}-summary`
  const textId = `${control.id}-text`

  const checkboxes = () => [...(pickerRef.current?.querySelectorAll<HTMLInputElement>(`input[type="checkbox"][name="${name}"]`) ?? [])]

  // What the visitor did before the script ran: ticks, an open list, a search typed.
  const adoptFirstPaintState = useEffectEvent(() => {
    const ticked = checkboxes()
      .filter((box) => box.checked)
      .map((box) => box.value as ServiceValue)
    if (ticked.length > 0) onChange(ticked)
    setOpen(detailsRef.current?.open ?? false)
    setSearch(searchRef.current?.value ?? '')
  })
  useEffect(() => adoptFirstPaintState(), [])

  const closeOnOutsidePointer = useEffectEvent((event: PointerEvent) => {
    if (!pickerRef.current?.contains(event.target as Node)) close(false)
  })
  useEffect(() => {
    if (!open) return
    document.addEventListener('pointerdown', closeOnOutsidePointer)
    return () => document.removeEventListener('pointerdown', closeOnOutsidePointer)
  }, [open])

  function close(focusSummary: boolean) {
    if (detailsRef.current) detailsRef.current.open = false
    if (focusSummary) summaryElement.current?.focus()
  }

  function onToggle() {
    const isOpen = detailsRef.current?.open ?? false
    setOpen(isOpen)
    if (isOpen) {
      setSearch('')
      if (searchRef.current) searchRef.current.value = ''
      searchRef.current?.focus()
    } else onDone()
  }

  function toggleService(service: ServiceValue, ticked: boolean) {
    const rest = value.filter((chosen) => chosen !== service)
    onChange(ticked ? [...rest, service] : rest)
    setAnnouncement((ticked ? text.added : text.removed)(serviceLabel(service)))
    close(true)
  }

  function removeService(service: ServiceValue | undefined, focusAfter: 'neighbour' | 'keep') {
    if (!service) return
    const index = value.indexOf(service)
    const rest = value.filter((chosen) => chosen !== service)
    onChange(rest)
    setAnnouncement(text.removed(serviceLabel(service)))
    if (focusAfter === 'keep') return
    const neighbour = rest[index] ?? rest[index - 1]
    const target = neighbour ? pickerRef.current?.querySelector<HTMLElement>(`[data-remove="${neighbour}"]`) : summaryElement.current
    target?.focus()
  }

  /** Arrow keys move through the search box and the services shown; Enter picks; Escape closes. */
  function onListKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const target = event.target as HTMLElement
    const shown = checkboxes().filter((box) => !box.closest('li')?.hidden)
    const position = target === searchRef.current ? -1 : shown.indexOf(target as HTMLInputElement)
    if (event.key === 'Escape') {
      event.preventDefault()
      close(true)
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault()
      const next = position + (event.key === 'ArrowDown' ? 1 : -1)
      if (next < 0) searchRef.current?.focus()
      else shown[Math.min(next, shown.length - 1)]?.focus()
    } else if (event.key === 'Enter' && !event.nativeEvent.isComposing) {
      // Enter picks; it must not send the form.
      event.preventDefault()
      const box = position === -1 ? shown.find((candidate) => !candidate.checked) : shown[position]
      if (box) toggleService(box.value as ServiceValue, !box.checked)
    } else if (event.key === 'Backspace' && target === searchRef.current && searchRef.current.value === '') {
      event.preventDefault()
      removeService(value.at(-1), 'keep')
    }
  }

  const shownCount = serviceOptions.filter((option) => matches(serviceLabel(option.value), search)).length

  return (
    <div
      ref={pickerRef}
      data-slot="services-picker"
      className="relative"
      onBlur={(event) => {
        // The picker is one field: Conform hears from onDone that it was left, not from each checkbox inside it.
        event.stopPropagation()
        if (pickerRef.current?.contains(event.relatedTarget)) return
        if (detailsRef.current?.open) close(false)
        else onDone()
      }}
    >
      <div
        aria-invalid={control['aria-invalid']}
        className={cn(
          'flex min-h-11 w-full flex-wrap items-center gap-2 rounded-md border border-input bg-background p-1 shadow-xs transition-[color,box-shadow]',
          'has-[summary:focus-visible]:border-ring has-[summary:focus-visible]:ring-2 has-[summary:focus-visible]:ring-ring/35',
          'aria-invalid:border-destructive aria-invalid:ring-destructive/20',
        )}
      >
        {/* Chips remove a service with a script; rendered without one (the collector's answer to a post), the summary names the services instead. */}
        {value.length > 0 && hydrated && (
          <ul aria-label={text.chosenList} className="contents">
            {value.map((service) => (
              <li key={service} className="flex">
                <button
                  type="button"
                  data-remove={service}
                  aria-label={text.remove(serviceLabel(service))}
                  onClick={() => removeService(service, 'neighbour')}
                  className={cn(
                    badgeVariants({ variant: 'secondary' }),
                    'relative h-9 cursor-pointer gap-1.5 pl-3 pr-2 text-sm font-medium hover:bg-secondary/70 focus-visible:outline-2 focus-visible:outline-ring',
                  )}
                >
                  {serviceLabel(service)}
                  <Icon icon={X} className="!size-3.5" />
                </button>
              </li>
            ))}
          </ul>
        )}
        <details ref={detailsRef} data-slot="services-disclosure" onToggle={onToggle} className="group min-w-40 flex-1">
          <summary
            ref={summaryElement}
            id={control.id}
            data-slot="services-trigger"
            aria-labelledby={`${labelId} ${textId}`}
            aria-describedby={[summaryId, control['aria-describedby']].filter(Boolean).join(' ')}
            aria-invalid={control['aria-invalid']}
            autoFocus={control.autoFocus}
            onKeyDown={(event) => {
              if (event.key === 'Backspace' || event.key === 'Delete') {
                event.preventDefault()
                removeService(value.at(-1), 'keep')
              }
            }}
            className="flex h-9 cursor-pointer list-none items-center justify-between gap-2 rounded-sm px-2 text-base text-muted-foreground outline-none [&::-webkit-details-marker]:hidden"
          >
            <span id={textId} data-slot="services-summary-text" className="truncate">
              {value.length === 0 ? text.select : hydrated ? text.addAnother : value.map(serviceLabel).join(', ')}
            </span>
            <Icon icon={ChevronDown} className="size-4 shrink-0 transition-transform group-open:rotate-180" />
          </summary>
          <div
            onKeyDown={onListKeyDown}
            // A press on a service's name keeps the focus: moving it to the page would close the list under the pointer.
            onMouseDown={(event) => {
              const target = event.target as Element
              if (target.closest('label') && !(target instanceof HTMLInputElement)) event.preventDefault()
            }}
            // Without a script nothing closes or filters the list: it opens in the page's flow, without the search box.
            className="absolute inset-x-0 top-full z-30 mt-1 rounded-md border bg-popover p-1 text-popover-foreground shadow-lg [@media(scripting:none)]:static [@media(scripting:none)]:shadow-none"
          >
            <input
              ref={searchRef}
              type="search"
              aria-label={text.search}
              aria-controls={listId}
              placeholder={text.searchPlaceholder}
              autoComplete="off"
              onChange={(event) => setSearch(event.target.value)}
              className="mb-1 h-10 w-full rounded-sm border-b border-input bg-transparent px-2 text-base outline-none placeholder:text-muted-foreground focus-visible:ring-2 focus-visible:ring-ring/35 [@media(scripting:none)]:hidden"
            />
            <div id={listId} role="group" aria-labelledby={labelId}>
              <ul className="max-h-64 overflow-y-auto">
                {serviceOptions.map((option) => (
                  <li key={option.value} hidden={!matches(serviceLabel(option.value), search)}>
                    <label className="flex min-h-10 cursor-pointer items-center gap-3 rounded-sm px-2 text-sm hover:bg-accent has-[:focus-visible]:bg-accent">
                      <Checkbox
                        name={name}
                        value={option.value}
                        checked={value.includes(option.value)}
                        onChange={(event) => toggleService(option.value, event.target.checked)}
                      />
                      {serviceLabel(option.value)}
                    </label>
                  </li>
                ))}
              </ul>
            </div>
            <p hidden={shownCount > 0} className="px-2 py-6 text-center text-sm">
              {text.noneFound}
            </p>
          </div>
        </details>
      </div>
      <span id={summaryId} className="sr-only">
        {value.length > 0 ? text.chosen(value.map(serviceLabel).join(', ')) : text.noneChosen}
      </span>
      <span aria-live="polite" className="sr-only">
        {announcement}
      </span>
    </div>
  )
}

import { ChevronDown, X } from 'lucide-react'
import { lazy, Suspense, useRef, useState, type KeyboardEvent } from 'react'
import { serviceOptions, type ServiceValue } from '../../lead/service-options.ts'
import { Badge } from '../components/ui/badge.tsx'
import { cn } from '../lib/utils.ts'

export const servicesPlaceholder = 'Select services...'

/** The popover with the search box and the list: loaded on the first interaction with a form, not with the page. */
export const loadServicesPickerList = () => import('./services-picker-list.tsx')
const ServicesPickerList = lazy(loadServicesPickerList)

export interface ServicesPickerProps {
  /** Id of the trigger; the field's label points at it. */
  id: string
  labelId: string
  value: ServiceValue[]
  onChange(value: ServiceValue[]): void
  /** Called when the visitor leaves the picker: the field counts as touched. */
  onDone(): void
  invalid?: boolean
  /** Ids of the error message (and anything else) that describe the field. */
  describedBy?: string
}

const labelOf = (value: ServiceValue) => serviceOptions.find((option) => option.value === value)?.label ?? value

/**
 * Multi-select of services (spec section 2): chosen services as removable badges, a
 * combobox button that opens a searchable list, closing after each pick. Backspace on the
 * button or in an empty search removes the last chosen service.
 */
export function ServicesPicker({ id, labelId, value, onChange, onDone, invalid, describedBy }: ServicesPickerProps) {
  const [open, setOpen] = useState(false)
  const [listRequested, setListRequested] = useState(false)
  const [announcement, setAnnouncement] = useState('')
  const boxRef = useRef<HTMLDivElement>(null)
  const triggerRef = useRef<HTMLButtonElement>(null)
  const chipRefs = useRef(new Map<ServiceValue, HTMLButtonElement>())
  const contentId = `${id}-popup`
  const summaryId = `${id}-summary`

  const available = serviceOptions.filter((option) => !value.includes(option.value))

  function setOpenState(next: boolean) {
    if (next) setListRequested(true)
    setOpen(next)
    if (!next) onDone()
  }

  function add(service: ServiceValue) {
    onChange([...value, service])
    setAnnouncement(`${labelOf(service)} added.`)
    setOpenState(false)
  }

  function remove(service: ServiceValue, focusAfter: 'neighbour' | 'keep') {
    const index = value.indexOf(service)
    const rest = value.filter((chosen) => chosen !== service)
    onChange(rest)
    setAnnouncement(`${labelOf(service)} removed.`)
    if (focusAfter === 'neighbour') {
      const neighbour = rest[index] ?? rest[index - 1]
      const target = neighbour ? chipRefs.current.get(neighbour) : triggerRef.current
      target?.focus()
    }
  }

  function removeLast() {
    const last = value.at(-1)
    if (last) remove(last, 'keep')
  }

  function onTriggerKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault()
      setOpenState(true)
    } else if (event.key === 'Backspace' || event.key === 'Delete') {
      event.preventDefault()
      removeLast()
    }
  }

  return (
    <>
      <div
        ref={boxRef}
        data-slot="services-picker"
        aria-invalid={invalid || undefined}
        onClick={(event) => {
          if (event.target === event.currentTarget) {
            triggerRef.current?.focus()
            setOpenState(!open)
          }
        }}
        className={cn(
          'flex min-h-11 w-full cursor-pointer flex-wrap items-center gap-2 rounded-md border border-input bg-background p-1 shadow-xs transition-[color,box-shadow]',
          'has-[[data-slot=services-trigger]:focus-visible]:border-ring has-[[data-slot=services-trigger]:focus-visible]:ring-2 has-[[data-slot=services-trigger]:focus-visible]:ring-ring/35',
          'aria-invalid:border-destructive aria-invalid:ring-destructive/20',
        )}
      >
        {value.length > 0 && (
          <ul aria-label="Chosen services" className="contents">
            {value.map((service) => (
              <li key={service} className="flex">
                <Badge
                  asChild
                  variant="secondary"
                  className="relative h-9 gap-1.5 pl-3 pr-2 text-sm font-medium after:absolute after:-inset-y-1 after:inset-x-0"
                >
                  <button
                    ref={(element) => {
                      if (element) chipRefs.current.set(service, element)
                      else chipRefs.current.delete(service)
                    }}
                    type="button"
                    aria-label={`Remove ${labelOf(service)}`}
                    onClick={() => remove(service, 'neighbour')}
                    className="cursor-pointer hover:bg-secondary/70"
                  >
                    {labelOf(service)}
                    <X aria-hidden="true" className="!size-3.5" />
                  </button>
                </Badge>
              </li>
            ))}
          </ul>
        )}
        <button
          ref={triggerRef}
          id={id}
          type="button"
          role="combobox"
          data-slot="services-trigger"
          aria-labelledby={labelId}
          aria-describedby={[summaryId, describedBy].filter(Boolean).join(' ')}
          aria-haspopup="dialog"
          aria-expanded={open}
          aria-controls={open ? contentId : undefined}
          aria-invalid={invalid || undefined}
          aria-required="true"
          onClick={() => setOpenState(!open)}
          onKeyDown={onTriggerKeyDown}
          onPointerEnter={() => void loadServicesPickerList()}
          onBlur={(event) => {
            if (!open && !boxRef.current?.contains(event.relatedTarget)) onDone()
          }}
          className="flex h-9 min-w-40 flex-1 cursor-pointer items-center justify-between gap-2 rounded-sm px-2 text-left text-base text-muted-foreground outline-none"
        >
          <span className="truncate">{value.length > 0 ? 'Add another service...' : servicesPlaceholder}</span>
          <ChevronDown aria-hidden="true" className={cn('size-4 shrink-0 transition-transform', open && 'rotate-180')} />
        </button>
      </div>
      <span id={summaryId} className="sr-only">
        {value.length > 0 ? `Chosen: ${value.map(labelOf).join(', ')}.` : 'No service chosen yet.'}
      </span>
      <span aria-live="polite" className="sr-only">
        {announcement}
      </span>
      {listRequested && (
        <Suspense fallback={null}>
          <ServicesPickerList
            open={open}
            onOpenChange={setOpenState}
            anchorRef={boxRef}
            triggerRef={triggerRef}
            contentId={contentId}
            options={available}
            onSelect={add}
            onRemoveLast={removeLast}
          />
        </Suspense>
      )}
    </>
  )
}

import { ArrowRight, Check, Clock, Loader2, MapPin, Plus } from 'lucide'
import { Icon } from '../ui/icon.tsx'
import { useEffect, useRef, useState, type MouseEvent } from 'react'
import { useLanguage } from '#app/lib/language.tsx'
import { sitePaths } from '#app/lib/site-paths.ts'
import { cn } from '#app/lib/utils.ts'
import { SiteLink } from '../layout/site-link.tsx'
import { Button, buttonVariants } from '../ui/button.tsx'
import { CheckList } from './check-list.tsx'
import { actionText } from './action-text.ts'
import { Reveal } from './reveal.tsx'
import { IconText } from '../ui/icon-text.tsx'
import { serviceAreaListText } from './service-area-list-text.ts'

export interface ServiceArea {
  city: string
  area: string
  /** Response-time text, e.g. 'Same-day response'. */
  distance: string
  features?: string[]
  primary: boolean
  link?: string
}

/** The shared list shows 6 areas first (4 on /locations) and grows by 3 after 150 ms. */
export const serviceAreaInitialCount = 6
export const locationsServiceAreaInitialCount = 4
export const serviceAreaStep = 3
export const serviceAreaShowMoreDelayMs = 150

/** Primary areas (the cities with a landing page) first; the order within each group is kept. */
export function orderServiceAreas(areas: readonly ServiceArea[]): ServiceArea[] {
  return [...areas.filter((area) => area.primary), ...areas.filter((area) => !area.primary)]
}

/** How many areas show after one press of Show More. */
export function nextVisibleCount(visible: number, total: number, step: number = serviceAreaStep): number {
  return Math.min(total, Math.max(0, visible) + step)
}

export function remainingAreaCount(visible: number, total: number): number {
  return Math.max(0, total - visible)
}

/**
 * Every area is in the HTML: the first `initialCount` in a list, the rest in a `<details>` whose
 * summary reads "Show More Areas (N remaining)". Without JavaScript (or before hydration) one
 * press opens it and shows them all. Hydrated, the press reveals 3 at a time after 150 ms, moves
 * keyboard focus to the first added card and says in a live region what was added. What the
 * visitor opened before hydration stays shown: paging starts only with a press React handled.
 */
export function ServiceAreaList({
  areas,
  initialCount = serviceAreaInitialCount,
  columns = 3,
}: {
  areas: readonly ServiceArea[]
  initialCount?: number
  columns?: 2 | 3
}) {
  const ordered = orderServiceAreas(areas)
  const first = ordered.slice(0, initialCount)
  const more = ordered.slice(initialCount)
  // How many of `more` show once the details is open; null: all of them (the HTML's own behaviour).
  const [revealed, setRevealed] = useState<number | null>(null)
  const [loading, setLoading] = useState(false)
  const [announcement, setAnnouncement] = useState('')
  const details = useRef<HTMLDetailsElement>(null)
  const moreList = useRef<HTMLUListElement>(null)
  const focusIndex = useRef<number | null>(null)
  const timer = useRef<number | undefined>(undefined)
  // One list per page.
  const listId = 'service-area-list'
  const text = serviceAreaListText[useLanguage()]
  const grid = cn('grid gap-6 md:grid-cols-2', columns === 3 && 'lg:grid-cols-3')

  useEffect(() => () => window.clearTimeout(timer.current), [])

  useEffect(() => {
    if (focusIndex.current === null) return
    moreList.current?.querySelectorAll<HTMLElement>(':scope > li > article')[focusIndex.current]?.focus()
    focusIndex.current = null
  }, [revealed])

  const shown = revealed ?? 0
  const remaining = remainingAreaCount(shown, more.length)

  function showMore(event: MouseEvent) {
    // Opened before hydration (or by find-in-page): everything in it already shows.
    if (revealed === null && details.current?.open) return
    event.preventDefault()
    if (loading || remaining === 0) return
    setLoading(true)
    setAnnouncement(text.loading)
    timer.current = window.setTimeout(() => {
      const next = nextVisibleCount(shown, more.length)
      const added = more.slice(shown, next).map((area) => area.city)
      const left = remainingAreaCount(next, more.length)
      focusIndex.current = shown
      if (details.current) details.current.open = true
      setRevealed(next)
      setLoading(false)
      setAnnouncement(text.added(added, left))
    }, serviceAreaShowMoreDelayMs)
  }

  const buttonLabel = loading ? (
    <>
      <Icon icon={Loader2} className="animate-spin" />
      {text.loading}
    </>
  ) : (
    <>
      <Icon icon={Plus} />
      {text.showMore(remaining)}
    </>
  )

  return (
    <div id={listId} aria-busy={loading}>
      <ul className={grid}>
        {first.map((area, index) => (
          <AreaItem key={area.city} area={area} index={index} />
        ))}
      </ul>

      {more.length > 0 && (
        <details ref={details} className="group">
          <summary
            onClick={showMore}
            className="mx-auto mt-10 block w-fit cursor-pointer list-none rounded-md group-open:hidden focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 [&::-webkit-details-marker]:hidden"
          >
            <span className={buttonVariants({ variant: 'outline', size: 'lg', className: 'min-w-72' })}>{buttonLabel}</span>
          </summary>
          <ul ref={moreList} className={cn(grid, 'mt-6')}>
            {more.map((area, index) => (
              <AreaItem key={area.city} area={area} index={index} hidden={index >= (revealed ?? more.length)} />
            ))}
          </ul>
        </details>
      )}

      <p className="sr-only" role="status" aria-live="polite">
        {announcement}
      </p>

      {revealed !== null && revealed > 0 && remaining > 0 && (
        <div className="mt-10 flex justify-center">
          <Button type="button" variant="outline" size="lg" onClick={showMore} aria-controls={listId} aria-disabled={loading || undefined} className="min-w-72">
            {buttonLabel}
          </Button>
        </div>
      )}
    </div>
  )
}

function AreaItem({ area, index, hidden = false }: { area: ServiceArea; index: number; hidden?: boolean }) {
  const language = useLanguage()
  const text = serviceAreaListText[language]
  const headingId = `service-area-${area.city.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`
  return (
    <Reveal as="li" index={index % serviceAreaStep} className={cn(hidden && 'hidden')} data-area={area.city}>
      <article
        tabIndex={-1}
        aria-labelledby={headingId}
        className={cn(
          'flex h-full flex-col rounded-xl border bg-card p-6 shadow-sm transition-shadow hover:shadow-md focus:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2',
          area.primary && 'border-t-4 border-t-primary',
        )}
      >
        <div className="flex items-start gap-3">
          <Icon icon={MapPin} className={cn('mt-1 size-5 shrink-0', area.primary ? 'text-cta' : 'text-muted-foreground')} />
          <div>
            <h3 id={headingId} className="text-xl font-bold">
              {area.city}
            </h3>
            <p className="text-sm text-muted-foreground">{area.area}</p>
          </div>
        </div>
        <IconText icon={<Icon icon={Clock} className="size-4" />} inline className="mt-4 text-sm font-semibold text-primary">
          {area.distance}
        </IconText>
        {area.features && area.features.length > 0 && <CheckList items={area.features} size="sm" icon={Check} layout="grid gap-1.5" className="mt-3 text-sm" />}
        <div className="mt-auto flex flex-wrap gap-3 pt-5">
          {area.link && (
            <SiteLink className={buttonVariants({ variant: 'outline', size: 'sm' })} to={area.link}>
              {actionText[language].learnMore}
              <span className="sr-only">{text.aboutFencingIn(area.city)}</span>
              <Icon icon={ArrowRight} />
            </SiteLink>
          )}
          <SiteLink className={buttonVariants({ variant: 'cta', size: 'sm' })} to={sitePaths.contact[language]}>
            {actionText[language].getQuote}
            <span className="sr-only">{text.quoteIn(area.city)}</span>
          </SiteLink>
        </div>
      </article>
    </Reveal>
  )
}

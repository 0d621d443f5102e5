import { ArrowRight, Check, Clock, Loader2, MapPin, Plus } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { Link } from 'react-router'
import { serviceAreas } from '../../content/service-areas.ts'
import type { ServiceArea } from '../../content/types.ts'
import { cn } from '../../lib/utils.ts'
import { SiteLink } from '../layout/site-link.tsx'
import { Button } from '../ui/button.tsx'
import { Reveal } from './reveal.tsx'

/** Spec section 9: the shared list shows 6 areas first (4 on /locations) and grows by 3 after 150 ms. */
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
 * Every area is in the prerendered HTML (so crawlers and visitors without JavaScript see
 * all of them and their links); with JavaScript, the ones past `visible` are hidden until
 * Show More reveals them. Keyboard focus moves to the first added card and a live region
 * says what was added. The cards themselves never change, so they are adopted from the
 * prerender (`Static`) rather than hydrated: hydrating fourteen of them, with their icons,
 * buttons and links, was one task of 18-28 ms on /locations at this machine's speed, four
 * times that on Lighthouse's phone.
 */
export function ServiceAreaList({
  areas = serviceAreas,
  initialCount = serviceAreaInitialCount,
  headingLevel = 3,
  columns = 3,
}: {
  areas?: readonly ServiceArea[]
  initialCount?: number
  headingLevel?: 3 | 4
  columns?: 2 | 3
}) {
  const ordered = orderServiceAreas(areas)
  const total = ordered.length
  const [visible, setVisible] = useState(() => Math.min(initialCount, total))
  const [loading, setLoading] = useState(false)
  const [announcement, setAnnouncement] = useState('')
  const list = useRef<HTMLUListElement>(null)
  const focusIndex = useRef<number | null>(null)
  const timer = useRef<number | undefined>(undefined)
  // One list per page; named, not numbered (see HydrateLater).
  const listId = 'service-area-list'

  useEffect(() => () => window.clearTimeout(timer.current), [])

  useEffect(() => {
    if (focusIndex.current === null) return
    list.current?.querySelectorAll<HTMLElement>(':scope > li > article')[focusIndex.current]?.focus()
    focusIndex.current = null
  }, [visible])

  const remaining = remainingAreaCount(visible, total)

  function showMore() {
    if (loading || remaining === 0) return
    setLoading(true)
    setAnnouncement('Loading more areas…')
    timer.current = window.setTimeout(() => {
      const next = nextVisibleCount(visible, total)
      const added = ordered.slice(visible, next).map((area) => area.city)
      const left = remainingAreaCount(next, total)
      focusIndex.current = visible
      setVisible(next)
      setLoading(false)
      setAnnouncement(
        `Added ${added.length} more ${added.length === 1 ? 'area' : 'areas'}: ${added.join(', ')}. ${left === 0 ? 'All areas shown.' : `${left} remaining.`}`,
      )
    }, serviceAreaShowMoreDelayMs)
  }

  return (
    <div>
      <ul ref={list} id={listId} aria-busy={loading} className={cn('grid gap-6 md:grid-cols-2', columns === 3 && 'lg:grid-cols-3')}>
        {ordered.map((area, index) => {
          const hidden = index >= visible
          const batchIndex = index < initialCount ? index : index - initialCount
          return (
            <Reveal
              as="li"
              key={area.city}
              index={batchIndex % serviceAreaStep}
              className={cn(hidden && 'hidden [html:not(.js)_&]:block')}
              data-area={area.city}
            >
              <ServiceAreaCard area={area} headingLevel={headingLevel} />
            </Reveal>
          )
        })}
      </ul>

      <p className="sr-only" role="status" aria-live="polite">
        {announcement}
      </p>

      {remaining > 0 && (
        <div className="mt-10 flex justify-center [html:not(.js)_&]:hidden">
          <Button type="button" variant="outline" size="lg" onClick={showMore} aria-controls={listId} aria-disabled={loading || undefined} className="min-w-72">
            {loading ? (
              <>
                <Loader2 aria-hidden="true" className="animate-spin" />
                Loading more areas…
              </>
            ) : (
              <>
                <Plus aria-hidden="true" />
                Show More Areas ({remaining} remaining)
              </>
            )}
          </Button>
        </div>
      )}
    </div>
  )
}

function ServiceAreaCard({ area, headingLevel }: { area: ServiceArea; headingLevel: 3 | 4 }) {
  const Heading = `h${headingLevel}` as const
  const headingId = `service-area-${area.city.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`
  return (
    <article
      tabIndex={-1}
      aria-labelledby={headingId}
      className={cn(
        'flex h-full flex-col rounded-xl border bg-card p-6 shadow-sm transition-shadow hover:shadow-md focus:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2',
        area.primary && 'border-t-4 border-t-primary',
      )}
    >
      <div className="flex items-start gap-3">
        <MapPin aria-hidden="true" className={cn('mt-1 size-5 shrink-0', area.primary ? 'text-cta' : 'text-muted-foreground')} />
        <div>
          <Heading id={headingId} className="text-xl font-bold">
            {area.city}
          </Heading>
          <p className="text-sm text-muted-foreground">{area.area}</p>
        </div>
      </div>
      <p className="mt-4 inline-flex items-center gap-2 text-sm font-semibold text-primary">
        <Clock aria-hidden="true" className="size-4" />
        {area.distance}
      </p>
      {area.features && area.features.length > 0 && (
        <ul className="mt-3 space-y-1.5 text-sm">
          {area.features.map((feature) => (
            <li key={feature} className="flex gap-2">
              <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success" />
              {feature}
            </li>
          ))}
        </ul>
      )}
      <div className="mt-auto flex flex-wrap gap-3 pt-5">
        {area.link && (
          <Button asChild variant="outline" size="sm">
            <SiteLink to={area.link}>
              Learn More<span className="sr-only"> about fencing in {area.city}</span>
              <ArrowRight aria-hidden="true" />
            </SiteLink>
          </Button>
        )}
        <Button asChild variant="cta" size="sm">
          <Link to="/contact" prefetch="intent">
            Get Quote<span className="sr-only"> in {area.city}</span>
          </Link>
        </Button>
      </div>
    </article>
  )
}

import { Search, X } from 'lucide'
import { Icon } from '#app/components/ui/icon.tsx'
import { useDeferredValue, useEffect, useMemo, useRef, useState, type MouseEvent } from 'react'
import type { FaqSearchCopy } from '#app/content/faqs.ts'
import type { FaqCategory } from '#app/content/types.ts'
import { FaqAccordion } from '#app/components/sections/faq-accordion.tsx'
import { Section, SectionHeading, headingId } from '#app/components/sections/section.tsx'
import { Button } from '#app/components/ui/button.tsx'
import { filterFaqCategories, resultCountText } from './filter-faq-categories.ts'

const categoryAnchor = (category: string) => `faq-${headingId(category)}`

/** The search box's field name: a search sent before hydration reloads the page with `?q=`. */
export const queryParam = 'q'

/**
 * Search box, topic links and one accordion per category. Every question and answer is in
 * the prerendered HTML; filtering happens in the browser as the visitor types. The box is
 * uncontrolled: what was typed before hydration is read from it (or from `?q=`) on mount and
 * applied. Without JavaScript the box is left out and every answer shows.
 */
export function FaqSearchSection({ categories, copy: faqSearchCopy }: { categories: readonly FaqCategory[]; copy: FaqSearchCopy }) {
  const [query, setQuery] = useState('')
  const input = useRef<HTMLInputElement>(null)
  const deferredQuery = useDeferredValue(query)
  const result = useMemo(() => filterFaqCategories(categories, deferredQuery), [categories, deferredQuery])
  // One search per page.
  const inputId = 'faq-search'
  const statusId = 'faq-search-status'
  const searching = result.query !== ''

  useEffect(() => {
    const box = input.current
    if (!box) return
    if (!box.value) box.value = new URLSearchParams(window.location.search).get(queryParam) ?? ''
    setQuery(box.value)
  }, [])

  function clearSearch() {
    if (input.current) input.current.value = ''
    setQuery('')
  }

  /** A topic hidden by the current search is brought back, then jumped to once the whole list shows again. */
  const pendingTopic = useRef<string | null>(null)
  function showTopic(event: MouseEvent<HTMLAnchorElement>, category: string) {
    if (!searching || result.categories.some((entry) => entry.category === category)) return
    event.preventDefault()
    pendingTopic.current = category
    clearSearch()
  }
  useEffect(() => {
    const category = pendingTopic.current
    if (!category || !result.categories.some((entry) => entry.category === category)) return
    pendingTopic.current = null
    document.getElementById(categoryAnchor(category))?.scrollIntoView({ block: 'start' })
    window.history.replaceState(window.history.state, '', `#${categoryAnchor(category)}`)
  }, [result])

  return (
    <Section id="faq-list" tone="muted" labelledBy="faq-list-title">
      <SectionHeading id="faq-list-title" title={faqSearchCopy.title} intro={faqSearchCopy.intro} />

      <div className="mx-auto max-w-3xl">
        <form role="search" action="#faq-list" onSubmit={(event) => event.preventDefault()} className="relative [html:not(.js)_&]:hidden">
          <label htmlFor={inputId} className="mb-2 block font-semibold">
            {faqSearchCopy.label}
          </label>
          <div className="relative">
            <Icon icon={Search} className="pointer-events-none absolute left-4 top-1/2 size-5 -translate-y-1/2 text-muted-foreground" />
            <input
              ref={input}
              id={inputId}
              name={queryParam}
              type="search"
              onChange={(event) => {
                // A search typed now replaces the jump to a topic that was waiting for the full list.
                pendingTopic.current = null
                setQuery(event.target.value)
              }}
              placeholder={faqSearchCopy.placeholder}
              autoComplete="off"
              spellCheck={false}
              aria-describedby={statusId}
              className="h-14 w-full rounded-lg border border-input bg-background pl-12 pr-4 text-base shadow-sm placeholder:text-muted-foreground focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring"
            />
          </div>
          <p id={statusId} role="status" className={searching && result.count > 0 ? 'mt-3 text-sm font-semibold text-primary' : 'sr-only'}>
            {searching ? (result.count > 0 ? resultCountText(result.count) : faqSearchCopy.noResultsTitle) : ''}
          </p>
        </form>

        <nav aria-label={faqSearchCopy.topicsLabel} className="mt-6">
          <ul className="flex flex-wrap gap-2">
            {categories.map((category) => (
              <li key={category.category}>
                <a
                  href={`#${categoryAnchor(category.category)}`}
                  onClick={(event) => showTopic(event, category.category)}
                  className="inline-flex min-h-10 items-center rounded-full border bg-card px-4 py-2 text-sm font-medium transition-colors hover:border-primary hover:text-primary"
                >
                  {category.category}
                </a>
              </li>
            ))}
          </ul>
        </nav>

        <div className="mt-10 space-y-10">
          {result.categories.map((category) => {
            const id = categoryAnchor(category.category)
            return (
              <section key={category.category} id={id} aria-labelledby={`${id}-title`} className="scroll-mt-28">
                <h3 id={`${id}-title`} className="mb-4 text-2xl font-bold text-primary">
                  {category.category}
                </h3>
                <FaqAccordion faqs={category.faqs} group={id} headingLevel={4} />
              </section>
            )
          })}
        </div>

        {searching && result.count === 0 && (
          <div className="rounded-xl border border-dashed bg-card px-6 py-12 text-center">
            <Icon icon={Search} className="mx-auto mb-4 size-10 text-muted-foreground" />
            <h3 className="text-xl font-bold">{faqSearchCopy.noResultsTitle}</h3>
            <p className="mt-2 text-muted-foreground">{faqSearchCopy.noResultsText}</p>
            <Button
              type="button"
              variant="outline"
              className="mt-6"
              onClick={() => {
                clearSearch()
                input.current?.focus()
              }}
            >
              <Icon icon={X} />
              {faqSearchCopy.clearLabel}
            </Button>
          </div>
        )}
      </div>
    </Section>
  )
}

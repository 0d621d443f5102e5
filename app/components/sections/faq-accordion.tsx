import { ChevronDown } from 'lucide-react'
import type { Faq } from '../../content/types.ts'

/**
 * One list of questions, single-open and collapsible (spec section 4), on the platform's own
 * disclosure widget: every `<details>` of a list shares a `name`, so the browser closes the
 * open one when another opens (Chrome 120, Safari 17.2, Firefox 130; older browsers let
 * several stay open). Keyboard, screen-reader semantics and find-in-page (which opens the
 * answer it finds) come with the element, and nothing has to hydrate: the list works as
 * soon as the HTML arrives and its section stays static. `group` names the list (unique per page).
 */
export function FaqAccordion({ faqs, headingLevel = 3, group }: { faqs: readonly Faq[]; headingLevel?: 2 | 3 | 4; group: string }) {
  const Heading = `h${headingLevel}` as const
  return (
    <div data-slot="accordion" className="rounded-lg border bg-card px-5">
      {faqs.map((faq) => (
        <details key={faq.question} name={group} data-slot="accordion-item" className="group border-b last:border-b-0">
          <summary
            data-slot="accordion-trigger"
            className="flex min-h-12 cursor-pointer list-none items-center justify-between gap-4 py-4 text-left transition-colors hover:text-primary focus-visible:outline-2 [&::-webkit-details-marker]:hidden"
          >
            <Heading className="font-sans text-base font-semibold tracking-normal">{faq.question}</Heading>
            <ChevronDown aria-hidden="true" className="size-5 shrink-0 text-muted-foreground transition-transform duration-200 group-open:rotate-180" />
          </summary>
          <div data-slot="accordion-content" className="pb-4 leading-relaxed text-muted-foreground">
            {faq.answer}
          </div>
        </details>
      ))}
    </div>
  )
}

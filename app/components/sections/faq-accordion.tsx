import { AccordionItem } from '../ui/accordion.tsx'

export type Faq = { question: string; answer: string }

/**
 * One list of questions, single-open and collapsible: the list's items share
 * `group` (unique per page), so opening one closes the other.
 */
export function FaqAccordion({ faqs, headingLevel = 3, group }: { faqs: readonly Faq[]; headingLevel?: 2 | 3 | 4; group: string }) {
  return (
    <div data-slot="accordion" className="rounded-lg border bg-card px-5">
      {faqs.map((faq) => (
        <AccordionItem key={faq.question} group={group} title={faq.question} headingLevel={headingLevel}>
          <div data-slot="accordion-content" className="pb-4 leading-relaxed text-muted-foreground">
            {faq.answer}
          </div>
        </AccordionItem>
      ))}
    </div>
  )
}

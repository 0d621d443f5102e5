import type { Faq } from '../../content/types.ts'
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '../ui/accordion.tsx'
import { useMustHydrate } from '../static/static-content.tsx'

/** One list of questions; single-open and collapsible (spec section 4). */
export function FaqAccordion({ faqs, headingLevel = 3, idPrefix }: { faqs: readonly Faq[]; headingLevel?: 2 | 3 | 4; idPrefix: string }) {
  useMustHydrate('FaqAccordion')
  return (
    <Accordion type="single" collapsible className="rounded-lg border bg-card px-5">
      {faqs.map((faq, index) => (
        <AccordionItem key={faq.question} value={`${idPrefix}-${index}`}>
          <AccordionTrigger headingLevel={headingLevel}>{faq.question}</AccordionTrigger>
          {/* Mounted while closed (hidden) so every answer is in the prerendered HTML. */}
          <AccordionContent forceMount>{faq.answer}</AccordionContent>
        </AccordionItem>
      ))}
    </Accordion>
  )
}

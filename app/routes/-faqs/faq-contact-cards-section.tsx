import { CalendarCheck, MessageSquare, Phone } from 'lucide'
import { Icon } from '#app/components/ui/icon.tsx'
import { CtaButtonView } from '#app/components/sections/cta-buttons.tsx'
import { Reveal } from '#app/components/sections/reveal.tsx'
import { Section, SectionHeading } from '#app/components/sections/section.tsx'
import type { FaqContactCard } from '#app/content/types.ts'

const cardIcons = { call: Phone, text: MessageSquare, quote: CalendarCheck } as const

const cardVariants = { call: 'cta', text: 'default', quote: 'outline' } as const

const cardButton = (card: FaqContactCard) =>
  card.kind === 'text' ? { kind: card.kind, label: card.actionLabel, body: card.body } : { kind: card.kind, label: card.actionLabel }

/** Call, text or schedule: three ways to reach a person before reading on. */
export function FaqContactCardsSection({ intro, cards }: { intro: { title: string; intro: string }; cards: readonly FaqContactCard[] }) {
  return (
    <Section labelledBy="faq-contact-title">
      <SectionHeading id="faq-contact-title" title={intro.title} intro={intro.intro} />
      <ul className="grid gap-6 md:grid-cols-3">
        {cards.map((card, index) => (
          <Reveal as="li" key={card.kind} index={index} className="flex flex-col rounded-xl border bg-card p-6 text-center shadow-sm">
            <span className="mx-auto mb-4 flex size-14 items-center justify-center rounded-full bg-primary/10 text-primary">
              <Icon icon={cardIcons[card.kind]} className="size-7" />
            </span>
            <h3 className="text-xl font-bold">{card.title}</h3>
            <p className="mt-2 flex-1 text-muted-foreground">{card.description}</p>
            <div className="mt-6">
              <CtaButtonView button={cardButton(card)} variant={cardVariants[card.kind]} size="default" className="w-full" place="contact-cards" />
            </div>
          </Reveal>
        ))}
      </ul>
    </Section>
  )
}

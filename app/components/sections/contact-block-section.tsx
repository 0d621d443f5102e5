import { Mail, MapPin, Phone, ThumbsUp } from 'lucide'
import { SiteLink } from '../layout/site-link.tsx'
import type { QuoteFormConfig } from '#app/quote/quote-form-config.ts'
import { PageQuoteForm } from '#app/quote/page-quote-form.tsx'
import { site } from '#app/site-config.ts'
import { CheckList } from './check-list.tsx'
import { ContactCard, HoursCard } from './contact-card.tsx'
import { Section } from './section.tsx'
import { EmailLink } from '#app/components/layout/email-address.tsx'

type Titled = { title: string; text: string }

/** The headings and sentences of the contact cards; the details come from the site configuration. */
export interface ContactBlockCopy {
  phone: Titled
  email: Titled
  address: { title: string }
  hours: { title: string }
  areas: Titled & { allAreasLabel: string; allAreasPath: string }
  whyChooseUs: { title: string }
}

export interface ContactBlockSectionProps {
  copy: ContactBlockCopy
  /** The cities with a landing page. */
  areas: ReadonlyArray<{ city: string; path: string }>
  form: QuoteFormConfig
  /**
   * Id for the form's wrapper, normally `quoteAnchorId` so QuoteLink finds it. Leave it out on
   * pages whose hero already carries that anchor: ids must be unique.
   */
  formAnchorId?: string
  /** The why-choose-us list beside the form (the contact page shows it; home has its own section). */
  whyChooseUs?: readonly string[]
  tone?: 'plain' | 'muted'
}

/** The quote form beside the ways to reach us and, optionally, why choose us; the form title and each card's heading are h2s. */
export function ContactBlockSection({ copy: contactBlock, areas, form, formAnchorId, whyChooseUs, tone = 'plain' }: ContactBlockSectionProps) {
  return (
    <Section tone={tone}>
      <div className="grid items-start gap-10 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] lg:gap-12">
        <div id={formAnchorId} className="scroll-mt-24">
          <PageQuoteForm config={form} headingLevel={2} />
        </div>

        <div className="grid gap-5 sm:grid-cols-2">
          <ContactCard icon={Phone} title={contactBlock.phone.title} headingLevel={2}>
            <a href={site.phone.href} data-place="contact-block" className="text-lg font-bold text-primary hover:underline">
              {site.phone.display}
            </a>
            <p className="mt-1 text-sm text-muted-foreground">{contactBlock.phone.text}</p>
          </ContactCard>

          <ContactCard icon={Mail} title={contactBlock.email.title} headingLevel={2}>
            <EmailLink className="font-semibold text-primary wrap-anywhere hover:underline" />
            <p className="mt-1 text-sm text-muted-foreground">{contactBlock.email.text}</p>
          </ContactCard>

          <ContactCard icon={MapPin} title={contactBlock.address.title} headingLevel={2}>
            <address className="not-italic">
              {site.address.street}
              <br />
              {site.address.city}, {site.address.state} {site.address.zip}
            </address>
          </ContactCard>

          <HoursCard title={contactBlock.hours.title} headingLevel={2} />

          <ContactCard icon={MapPin} title={contactBlock.areas.title} headingLevel={2} className="sm:col-span-2">
            <p className="text-sm text-muted-foreground">{contactBlock.areas.text}</p>
            <ul className="mt-3 flex flex-wrap gap-2">
              {areas.map((area) => (
                <li key={area.path}>
                  <SiteLink
                    to={area.path}
                    className="inline-flex min-h-9 items-center rounded-full border px-3 py-1.5 text-sm font-medium transition-colors hover:border-primary hover:text-primary"
                  >
                    {area.city}
                  </SiteLink>
                </li>
              ))}
            </ul>
            <SiteLink to={contactBlock.areas.allAreasPath} className="mt-3 inline-block text-sm font-semibold text-primary hover:underline">
              {contactBlock.areas.allAreasLabel}
            </SiteLink>
          </ContactCard>

          {whyChooseUs && (
            <ContactCard icon={ThumbsUp} title={contactBlock.whyChooseUs.title} headingLevel={2} className="sm:col-span-2">
              <CheckList items={whyChooseUs} className="text-sm" />
            </ContactCard>
          )}
        </div>
      </div>
    </Section>
  )
}

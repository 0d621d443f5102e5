import { Clock, Mail, MessageSquare, Phone } from 'lucide-react'
import type { ReactNode } from 'react'
import { site } from '../../../site-config.ts'
import { Section, SectionHeading } from '../section.tsx'

/** Frisco: the ways to reach the business, and its hours. */
export function CityContactSection({ city, headline, text, tone }: { city: string; headline: string; text: string; tone: 'plain' | 'muted' }) {
  const smsBody = encodeURIComponent(`Hi, I'd like a fence quote in ${city}. My address is: `)
  return (
    <Section tone={tone} labelledBy="city-contact-title">
      <SectionHeading id="city-contact-title" eyebrow="Contact" title={headline} intro={text} />
      <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
        <ContactCard icon={<Phone aria-hidden="true" className="size-5" />} title="Call">
          <a href={site.phone.href} className="text-lg font-bold text-primary hover:underline">
            {site.phone.display}
          </a>
        </ContactCard>
        <ContactCard icon={<MessageSquare aria-hidden="true" className="size-5" />} title="Text">
          <a href={`${site.phone.sms}?body=${smsBody}`} className="font-semibold text-primary hover:underline">
            Text us your address
          </a>
        </ContactCard>
        <ContactCard icon={<Mail aria-hidden="true" className="size-5" />} title="E-mail">
          <a href={`mailto:${site.email}`} className="break-all font-semibold text-primary hover:underline">
            {site.email}
          </a>
        </ContactCard>
        <ContactCard icon={<Clock aria-hidden="true" className="size-5" />} title="Hours">
          <dl className="space-y-1 text-sm">
            {site.hours.map((entry) => (
              <div key={entry.days} className="flex flex-wrap justify-between gap-x-3">
                <dt className="font-medium">{entry.days}</dt>
                <dd className="text-muted-foreground">{entry.note}</dd>
              </div>
            ))}
          </dl>
        </ContactCard>
      </div>
    </Section>
  )
}

function ContactCard({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <div className="rounded-xl border bg-card p-5 shadow-sm">
      <div className="mb-3 flex items-center gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary/10 text-primary">{icon}</span>
        <h3 className="text-lg font-bold">{title}</h3>
      </div>
      {children}
    </div>
  )
}

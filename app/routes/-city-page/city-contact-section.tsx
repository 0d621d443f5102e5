import { Mail, MessageSquare, Phone } from 'lucide'
import { site } from '#app/site-config.ts'
import { ContactCard, HoursCard } from '#app/components/sections/contact-card.tsx'
import { Section, SectionHeading } from '#app/components/sections/section.tsx'
import { EmailLink } from '#app/components/layout/email-address.tsx'
import { useLanguage } from '#app/lib/language.tsx'
import { cityPageWords } from './city-page-words.ts'

/** The ways to reach the business, and its hours. */
export function CityContactSection({ city, headline, text, tone }: { city: string; headline: string; text: string; tone: 'plain' | 'muted' }) {
  const words = cityPageWords[useLanguage()]
  const smsBody = encodeURIComponent(words.smsBody(city))
  return (
    <Section tone={tone} labelledBy="city-contact-title">
      <SectionHeading id="city-contact-title" eyebrow={words.contact} title={headline} intro={text} />
      <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
        <ContactCard icon={Phone} title={words.call}>
          <a href={site.phone.href} data-place="contact-block" className="text-lg font-bold text-primary hover:underline">
            {site.phone.display}
          </a>
        </ContactCard>
        <ContactCard icon={MessageSquare} title={words.text}>
          <a href={`${site.phone.sms}?body=${smsBody}`} data-place="contact-block" className="font-semibold text-primary hover:underline">
            {words.textUs}
          </a>
        </ContactCard>
        <ContactCard icon={Mail} title={words.email}>
          <EmailLink className="font-semibold text-primary wrap-anywhere hover:underline" />
        </ContactCard>
        <HoursCard title={words.hours} />
      </div>
    </Section>
  )
}

import { Clock, Phone } from 'lucide'
import { Icon } from '#app/components/ui/icon.tsx'
import { useLanguage } from '#app/lib/language.tsx'
import { site } from '#app/site-config.ts'
import { hoursLine } from './hours-text.ts'

/** The contact page has no image hero: a compact band carries its h1. */
export function ContactHeader({ header: contactHeader }: { header: { eyebrow: string; title: string; text: string } }) {
  const language = useLanguage()
  return (
    <section aria-labelledby="contact-title" className="bg-primary px-page py-10 text-primary-foreground sm:py-14">
      <p className="text-sm font-semibold uppercase tracking-wider text-amber-200">{contactHeader.eyebrow}</p>
      <h1 id="contact-title" className="mt-2 text-4xl font-extrabold leading-tight sm:text-5xl">
        {contactHeader.title}
      </h1>
      <p className="mt-4 max-w-2xl text-lg text-white/90">{contactHeader.text}</p>
      <ul className="mt-6 flex flex-col gap-3 text-sm sm:flex-row sm:gap-8">
        <li>
          <a href={site.phone.href} data-place="hero" className="inline-flex items-center gap-2 font-semibold hover:underline">
            <Icon icon={Phone} className="size-4 text-amber-200" />
            {site.phone.display}
          </a>
        </li>
        {site.hours.slice(0, 2).map((entry) => (
          <li key={entry.days} className="inline-flex items-center gap-2 text-white/90">
            <Icon icon={Clock} className="size-4 text-amber-200" />
            {hoursLine(entry, language)}
          </li>
        ))}
      </ul>
    </section>
  )
}

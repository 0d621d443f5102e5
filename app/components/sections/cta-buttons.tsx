import { ExternalLink, Mail, MessageSquare, Phone } from 'lucide'
import { Icon } from '../ui/icon.tsx'
import { SiteLink } from '../layout/site-link.tsx'
import { useLanguage, type Language } from '#app/lib/language.tsx'
import { site } from '#app/site-config.ts'
import { buttonVariants, type ButtonProps } from '../ui/button.tsx'
import { QuoteLink } from './quote-link.tsx'

const externalHref = { prequalify: site.financing.prequalifyUrl, 'review-google': site.reviewPlatforms.google } as const

const english = { newTab: '(opens in a new tab)' }

/** What a button says of itself beyond its label: that an outside page opens in a new tab. */
export const ctaButtonText = { en: english, es: { newTab: '(se abre en una pestaña nueva)' } } satisfies Record<Language, typeof english>

/** Buttons are explicit about what they do. */
export type CtaButton =
  | { kind: 'call' | 'quote'; label: string }
  | { kind: 'link'; label: string; to: string }
  | { kind: 'text'; label: string; body: string }
  | { kind: 'email'; label: string; subject: string; body: string }
  | { kind: 'external'; label: string; href: keyof typeof externalHref }

export interface CtaButtonViewProps {
  button: CtaButton
  variant?: ButtonProps['variant']
  size?: ButtonProps['size']
  className?: string
  /** Where a call or text button sits on the page (`hero`, `call-to-action` …): reported with each tap (app/lib/contact-clicks.ts). */
  place?: string
}

/** Renders a content button as what a visitor expects it to do: call, text, e-mail, open the form or a page. */
export function CtaButtonView({ button, variant = 'cta', size = 'lg', className, place }: CtaButtonViewProps) {
  const look = buttonVariants({ variant, size, className })
  const text = ctaButtonText[useLanguage()]
  switch (button.kind) {
    case 'call':
      return (
        <a className={look} href={site.phone.href} data-place={place}>
          <Icon icon={Phone} />
          {button.label}
        </a>
      )
    case 'quote':
      return <QuoteLink className={look}>{button.label}</QuoteLink>
    case 'link':
      return (
        <SiteLink className={look} to={button.to}>
          {button.label}
        </SiteLink>
      )
    case 'text':
      return (
        <a className={look} href={`${site.phone.sms}?body=${encodeURIComponent(button.body)}`} data-place={place}>
          <Icon icon={MessageSquare} />
          {button.label}
        </a>
      )
    case 'email':
      return (
        <a className={look} href={`mailto:${site.email}?subject=${encodeURIComponent(button.subject)}&body=${encodeURIComponent(button.body)}`}>
          <Icon icon={Mail} />
          {button.label}
        </a>
      )
    case 'external':
      return (
        <a className={look} href={externalHref[button.href]} target="_blank" rel="noopener noreferrer">
          {button.label}
          <Icon icon={ExternalLink} />
          <span className="sr-only">{text.newTab}</span>
        </a>
      )
  }
}

export function CtaButtons({ buttons, place }: { buttons: readonly CtaButton[]; place: string }) {
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
      {buttons.map((button, index) => (
        <CtaButtonView key={button.label} button={button} variant={index === 0 ? 'cta' : 'hero'} place={place} />
      ))}
    </div>
  )
}

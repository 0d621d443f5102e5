import { quoteFieldIds, type QuoteFieldName } from '#lead/quote-form-post.ts'
import { Checkbox } from '../components/ui/checkbox.tsx'
import { Input } from '../components/ui/input.tsx'
import { Textarea } from '../components/ui/textarea.tsx'
import { useLanguage } from '../lib/language.tsx'
import { browserSite } from '../site-config.ts'
import { AddressAutocomplete } from './address-autocomplete.tsx'
import { FormField } from './form-field.tsx'
import { quoteFormText } from './quote-form-text.ts'
import { PhotoField } from './photo-field.tsx'
import { ServicesPicker } from './services-picker.tsx'
import type { QuoteFormFlow } from './use-quote-form.ts'
import { VisitTimeFieldset } from './visit-time-fieldset.tsx'

/** The name fields share a row from `sm` up, where their messages can take two lines. */
const besideAnother = 'sm:min-h-13'

export function QuoteFields({ quote, idPrefix, visitDaysFrom }: { quote: QuoteFormFlow; idPrefix: string; visitDaysFrom?: string }) {
  const { fields, posted, message, focus } = quote
  const words = quoteFormText[useLanguage()]
  const ids = (name: QuoteFieldName) => quoteFieldIds(idPrefix, name)
  const field = (name: QuoteFieldName) => ({ ids: ids(name), error: message(name), focus: focus(name) })
  // A text control's name, and what a form posted without JavaScript held in it.
  const text = (name: 'firstName' | 'lastName' | 'phone' | 'email' | 'address' | 'projectDetails') => ({
    name: fields[name].name,
    defaultValue: posted?.values[name],
  })

  return (
    <>
      <div className="grid gap-x-4 gap-y-1 sm:grid-cols-2">
        <FormField {...field('firstName')} label={words.firstName} messageClassName={besideAnother}>
          {(wiring) => <Input autoComplete="given-name" aria-required="true" {...text('firstName')} {...wiring} />}
        </FormField>
        <FormField {...field('lastName')} label={words.lastName} messageClassName={besideAnother}>
          {(wiring) => <Input autoComplete="family-name" aria-required="true" {...text('lastName')} {...wiring} />}
        </FormField>
      </div>

      <FormField {...field('phone')} label={words.phone}>
        {(wiring) => (
          <Input
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            placeholder="(469) 555-0123"
            aria-required="true"
            {...text('phone')}
            // Shown as (469) 555-0123 once left: written before Conform's check on blur reads it.
            onBlur={(event) => quote.rewritePhone(event.target.value)}
            {...wiring}
          />
        )}
      </FormField>

      <FormField {...field('email')} label={words.email}>
        {(wiring) => (
          <Input type="email" inputMode="email" autoComplete="email" placeholder={words.emailPlaceholder} aria-required="true" {...text('email')} {...wiring} />
        )}
      </FormField>

      <FormField {...field('servicesNeeded')} label={words.services} layout="group">
        {(wiring) => (
          <ServicesPicker
            control={wiring}
            labelId={ids('servicesNeeded').label}
            name={fields.servicesNeeded.name}
            value={quote.services}
            onChange={quote.chooseServices}
            onDone={() => quote.form.validate({ name: fields.servicesNeeded.name })}
          />
        )}
      </FormField>

      <FormField {...field('address')} label={words.address}>
        {(wiring) => (
          <AddressAutocomplete
            autoComplete="address-line1"
            placeholder={words.addressPlaceholder}
            aria-required="true"
            onPlaceAccepted={quote.acceptPlace}
            {...text('address')}
            // Typing, not a change event, replaces a picked address: Conform writes a chosen one past React's value tracking.
            onInput={quote.forgetPlace}
            {...wiring}
          />
        )}
      </FormField>

      <FormField {...field('projectDetails')} label={words.projectDetails} optional>
        {(wiring) => <Textarea rows={3} placeholder={words.projectDetailsPlaceholder} {...text('projectDetails')} {...wiring} />}
      </FormField>

      <VisitTimeFieldset quote={quote} idPrefix={idPrefix} visitDaysFrom={visitDaysFrom} />
      <PhotoField {...field('photos')} photos={quote.photos} sending={quote.submitting} />

      {/* The spam trap, `website` to the collector (a filled one makes a lead spam), out of reach of people and autofill: its id and
          label invite no autofill, password managers are told to skip it, and `inert` keeps browsers' autofill off. */}
      <div aria-hidden="true" inert className="absolute -left-[10000px] top-0 size-px overflow-hidden">
        <label htmlFor={ids('website').control}>{words.leaveEmpty}</label>
        <input
          id={ids('website').control}
          type="text"
          tabIndex={-1}
          autoComplete="off"
          data-1p-ignore="true"
          data-lpignore="true"
          data-bwignore="true"
          data-form-type="other"
          name={fields.website.name}
        />
      </div>

      <FormField {...field('consent')} layout="inline" label={words.consent(browserSite.businessName)}>
        {(wiring) => (
          <Checkbox className="mt-0.5" aria-required="true" defaultChecked={posted?.values.consent ?? true} name={fields.consent.name} {...wiring} />
        )}
      </FormField>
    </>
  )
}

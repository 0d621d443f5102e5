import { CheckCircle2, Clock, Loader2 } from 'lucide-react'
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react'
import { Button } from '../components/ui/button.tsx'
import { Checkbox } from '../components/ui/checkbox.tsx'
import { Input } from '../components/ui/input.tsx'
import { Label } from '../components/ui/label.tsx'
import { loadSonner, toast } from '../components/ui/sonner.tsx'
import { Textarea } from '../components/ui/textarea.tsx'
import type { QuoteFormConfig } from '../content/types.ts'
import { cn } from '../lib/utils.ts'
import { site } from '../site-config.ts'
import { AddressAutocomplete } from './address-autocomplete.tsx'
import { formatPhoneDisplay } from './phone-format.ts'
import {
  blankQuoteForm,
  loadLeadSchema,
  quoteFieldOrder,
  useQuoteFormState,
  validateQuoteForm,
  type QuoteFieldName,
  type QuoteFormFields,
} from './quote-form-state.ts'
import { loadServicesPickerList, ServicesPicker } from './services-picker.tsx'

/** Copy of spec sections 4 and 8. */
export const quoteFormText = {
  sending: 'Sending Request...',
  promise: "We'll contact you within 24 hours.",
  successTitle: 'Quote Request Sent!',
  successDescription: "We'll contact you within 24 hours to discuss your project.",
  errorTitle: 'Error',
  errorDescription: (phone: string) => `There was an issue sending your request. Please call us directly at ${phone}.`,
  thanksTitle: 'Thank You!',
  thanksReceived: 'Your quote request has been received successfully.',
  thanksNext: "We'll text you shortly and contact you within 24 hours to discuss your project.",
  submitAnother: 'Submit Another Request',
} as const

export interface QuoteFormProps {
  config: QuoteFormConfig
  className?: string
  /** Level of the form's title: 2 by default; a hero whose h1 sits beside it passes its own. */
  headingLevel?: 2 | 3 | 4
  /** Id of the card, e.g. an anchor that "Get Quote" links scroll to. */
  id?: string
  /**
   * Prefix of the ids that tie labels and messages to the fields; each form on a page needs
   * its own. Named rather than numbered by `useId`: the sections of a page hydrate in tasks of
   * their own (HydrateLater), not in the order the prerender numbered them.
   */
  idPrefix?: string
}

const loadSubmitQuote = () => import('./submit-quote.ts')

/** Everything a first interaction needs, fetched in parallel the moment a visitor reaches the form. */
function preloadInteractiveParts() {
  void loadLeadSchema()
  void loadServicesPickerList()
  void loadSubmitQuote()
  void loadSonner()
}

function FieldMessage({ id, message }: { id: string; message: string | undefined }) {
  return (
    <p id={id} aria-live="polite" className="text-sm font-medium text-destructive [&:not(:empty)]:mt-1.5">
      {message}
    </p>
  )
}

function Field({
  label,
  htmlFor,
  labelId,
  optional,
  children,
  className,
}: {
  label: string
  htmlFor: string
  labelId?: string
  optional?: boolean
  children: ReactNode
  className?: string
}) {
  return (
    <div className={cn('grid content-start gap-1.5', className)}>
      <Label htmlFor={htmlFor} id={labelId}>
        {label}
        {optional && <span className="font-normal text-muted-foreground">(optional)</span>}
      </Label>
      <div>{children}</div>
    </div>
  )
}

/** The fields a visitor can type into before the page's script has run. */
const typableFields = ['firstName', 'lastName', 'phone', 'email', 'address', 'projectDetails', 'website'] as const

/**
 * What the visitor typed into the prerendered form before it hydrated: the form starts from
 * it, so hydration neither wipes the text nor leaves it out of what is sent.
 */
function typedBeforeHydration(fieldId: (name: QuoteFieldName) => string): QuoteFormFields {
  if (typeof document === 'undefined') return blankQuoteForm
  const typed = { ...blankQuoteForm }
  for (const name of typableFields) {
    const field = document.getElementById(fieldId(name))
    if (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) typed[name] = field.value
  }
  return typed
}

/**
 * The quote form of spec section 2, the same in every hero, on home and on the contact page;
 * the copy around the fields comes from `config`. It validates with the shared lead schema,
 * sends through the one lead sender, and swaps to a thank-you panel once the lead arrived.
 */
export function QuoteForm({ config, className, headingLevel = 2, id, idPrefix = 'quote' }: QuoteFormProps) {
  const Heading = `h${headingLevel}` as const
  const uid = idPrefix
  const fieldId = (name: QuoteFieldName) => `${uid}-${name}`
  const errorId = (name: QuoteFieldName) => `${uid}-${name}-error`
  const titleId = `${uid}-title`

  const form = useQuoteFormState(() => typedBeforeHydration(fieldId))
  const { values, setField, setFields, touch, errorFor } = form
  const [submitting, setSubmitting] = useState(false)
  const [sent, setSent] = useState(false)
  const focusAfterRender = useRef<'thanks' | 'firstName' | null>(null)
  const thanksRef = useRef<HTMLHeadingElement>(null)
  const preloaded = useRef(false)

  useEffect(() => {
    const target = focusAfterRender.current
    if (!target) return
    focusAfterRender.current = null
    if (target === 'thanks') thanksRef.current?.focus()
    else document.getElementById(fieldId('firstName'))?.focus()
  })

  function prepare() {
    if (preloaded.current) return
    preloaded.current = true
    preloadInteractiveParts()
  }

  /** Props that tie a control to its message: `aria-invalid` and `aria-describedby` only while a message shows. */
  function aria(name: QuoteFieldName) {
    const invalid = Boolean(errorFor(name))
    return { 'aria-invalid': invalid || undefined, 'aria-describedby': invalid ? errorId(name) : undefined }
  }

  function focusFirstProblem(errors: Partial<Record<QuoteFieldName, string>>) {
    const first = quoteFieldOrder.find((name) => errors[name])
    if (first) document.getElementById(fieldId(first))?.focus()
  }

  /**
   * A click on the disabled submit button lands here: show every message and go to the first.
   * A quick tap can come before the checks have loaded (they load on the first interaction):
   * the messages then show when they arrive, and the focus waits for them too.
   */
  async function revealProblems() {
    if (submitting || form.isValid) return
    form.touchAll()
    const validation = form.validation ?? validateQuoteForm((await loadLeadSchema()).leadFormSchema, values)
    focusFirstProblem(validation.errors)
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (submitting) return
    setSubmitting(true)
    try {
      const [{ leadFormSchema }, { submitQuote }] = await Promise.all([loadLeadSchema(), loadSubmitQuote()])
      const validation = validateQuoteForm(leadFormSchema, values)
      if (!validation.success) {
        form.touchAll()
        focusFirstProblem(validation.errors)
        return
      }
      try {
        await submitQuote(validation.data, config)
      } catch (error) {
        console.error('Quote request could not be sent:', error)
        void toast.error(quoteFormText.errorTitle, { description: quoteFormText.errorDescription(site.phone.display) })
        return
      }
      void toast.success(quoteFormText.successTitle, { description: quoteFormText.successDescription })
      form.reset()
      focusAfterRender.current = 'thanks'
      setSent(true)
    } finally {
      setSubmitting(false)
    }
  }

  function startOver() {
    focusAfterRender.current = 'firstName'
    setSent(false)
  }

  const cardClassName = cn('rounded-2xl bg-card p-5 text-card-foreground shadow-xl ring-1 ring-black/5 sm:p-7', className)

  if (sent) {
    return (
      <div id={id} data-slot="quote-form" data-state="sent" className={cardClassName}>
        <div className="flex flex-col items-center py-6 text-center">
          <CheckCircle2 aria-hidden="true" className="size-14 text-success" />
          <Heading ref={thanksRef} tabIndex={-1} className="mt-4 text-2xl font-bold text-primary outline-none">
            {quoteFormText.thanksTitle}
          </Heading>
          <p className="mt-3 font-medium">{quoteFormText.thanksReceived}</p>
          <p className="mt-2 text-muted-foreground">{quoteFormText.thanksNext}</p>
          <Button type="button" variant="outline" className="mt-6" onClick={startOver}>
            {quoteFormText.submitAnother}
          </Button>
        </div>
      </div>
    )
  }

  const submitDisabled = !form.isValid || submitting

  return (
    <div id={id} data-slot="quote-form" data-state="editing" className={cardClassName}>
      <div className="mb-5 text-center">
        <Heading id={titleId} className="text-2xl font-bold text-primary sm:text-[1.7rem]">
          {config.formTitle}
        </Heading>
        {config.formDescription && <p className="mt-2 text-sm text-muted-foreground">{config.formDescription}</p>}
        {config.ratingText && <p className="mt-2 text-sm font-semibold">{config.ratingText}</p>}
        {config.features.length > 0 && (
          <ul className="mt-3 flex flex-wrap justify-center gap-x-4 gap-y-1 text-sm">
            {config.features.map((feature) => (
              <li key={feature} className="flex items-center gap-1.5">
                <CheckCircle2 aria-hidden="true" className="size-4 shrink-0 text-success" />
                {feature}
              </li>
            ))}
          </ul>
        )}
      </div>

      <form
        noValidate
        method="post"
        aria-labelledby={titleId}
        aria-busy={submitting}
        onSubmit={handleSubmit}
        onFocus={prepare}
        onPointerDown={prepare}
        onChange={prepare}
        className="relative grid gap-4"
      >
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="First name" htmlFor={fieldId('firstName')}>
            <Input
              id={fieldId('firstName')}
              name="firstName"
              autoComplete="given-name"
              aria-required="true"
              value={values.firstName}
              onChange={(event) => setField('firstName', event.target.value)}
              onBlur={() => touch('firstName')}
              {...aria('firstName')}
            />
            <FieldMessage id={errorId('firstName')} message={errorFor('firstName')} />
          </Field>
          <Field label="Last name" htmlFor={fieldId('lastName')}>
            <Input
              id={fieldId('lastName')}
              name="lastName"
              autoComplete="family-name"
              aria-required="true"
              value={values.lastName}
              onChange={(event) => setField('lastName', event.target.value)}
              onBlur={() => touch('lastName')}
              {...aria('lastName')}
            />
            <FieldMessage id={errorId('lastName')} message={errorFor('lastName')} />
          </Field>
        </div>

        <Field label="Phone" htmlFor={fieldId('phone')}>
          <Input
            id={fieldId('phone')}
            name="phone"
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            placeholder="(469) 555-0123"
            aria-required="true"
            value={values.phone}
            onChange={(event) => setField('phone', event.target.value)}
            onBlur={() => {
              setField('phone', formatPhoneDisplay(values.phone))
              touch('phone')
            }}
            {...aria('phone')}
          />
          <FieldMessage id={errorId('phone')} message={errorFor('phone')} />
        </Field>

        <Field label="Email" htmlFor={fieldId('email')}>
          <Input
            id={fieldId('email')}
            name="email"
            type="email"
            inputMode="email"
            autoComplete="email"
            placeholder="you@example.com"
            aria-required="true"
            value={values.email}
            onChange={(event) => setField('email', event.target.value)}
            onBlur={() => touch('email')}
            {...aria('email')}
          />
          <FieldMessage id={errorId('email')} message={errorFor('email')} />
        </Field>

        <Field label="Services needed" htmlFor={fieldId('servicesNeeded')} labelId={`${fieldId('servicesNeeded')}-label`}>
          <ServicesPicker
            id={fieldId('servicesNeeded')}
            labelId={`${fieldId('servicesNeeded')}-label`}
            value={values.servicesNeeded}
            onChange={(services) => setField('servicesNeeded', services)}
            onDone={() => touch('servicesNeeded')}
            invalid={Boolean(errorFor('servicesNeeded'))}
            describedBy={aria('servicesNeeded')['aria-describedby']}
          />
          <FieldMessage id={errorId('servicesNeeded')} message={errorFor('servicesNeeded')} />
        </Field>

        <Field label="Street address" htmlFor={fieldId('address')}>
          <AddressAutocomplete
            id={fieldId('address')}
            name="address"
            autoComplete="address-line1"
            placeholder="Start typing your address"
            aria-required="true"
            value={values.address}
            onValueChange={(address) => setFields({ address, streetAddress: undefined, city: undefined, zipCode: undefined, state: undefined })}
            onPlaceAccepted={(place) => {
              setFields(place)
              touch('address')
            }}
            onBlur={() => touch('address')}
            {...aria('address')}
          />
          <FieldMessage id={errorId('address')} message={errorFor('address')} />
        </Field>

        <Field label="Project details" htmlFor={fieldId('projectDetails')} optional>
          <Textarea
            id={fieldId('projectDetails')}
            name="projectDetails"
            rows={3}
            placeholder="Fence type, length, height, gates, timeline..."
            value={values.projectDetails}
            onChange={(event) => setField('projectDetails', event.target.value)}
            onBlur={() => touch('projectDetails')}
          />
        </Field>

        {/* Honeypot: off-screen, out of the tab order and hidden from assistive technology; people never fill it. */}
        <div aria-hidden="true" className="absolute -left-[10000px] top-0 size-px overflow-hidden">
          <label htmlFor={fieldId('website')}>Website</label>
          <input
            id={fieldId('website')}
            name="website"
            type="text"
            tabIndex={-1}
            autoComplete="off"
            value={values.website}
            onChange={(event) => setField('website', event.target.value)}
          />
        </div>

        <div>
          <label htmlFor={fieldId('consent')} className="flex min-h-11 cursor-pointer items-start gap-3 py-1 text-sm leading-snug">
            <Checkbox
              id={fieldId('consent')}
              name="consent"
              className="mt-0.5"
              aria-required="true"
              checked={values.consent}
              onChange={(event) => {
                setField('consent', event.target.checked)
                touch('consent')
              }}
              onBlur={() => touch('consent')}
              {...aria('consent')}
            />
            <span>I agree to be contacted by {site.businessName} by phone, text message or e-mail about this request.</span>
          </label>
          <FieldMessage id={errorId('consent')} message={errorFor('consent')} />
        </div>

        <div onClick={submitDisabled ? () => void revealProblems() : undefined}>
          <Button type="submit" variant="cta" size="lg" className="w-full" disabled={submitDisabled}>
            {submitting && <Loader2 aria-hidden="true" className="animate-spin" />}
            {submitting ? quoteFormText.sending : config.submitButtonText}
          </Button>
        </div>
        <p className="flex items-center justify-center gap-2 text-sm text-muted-foreground">
          <Clock aria-hidden="true" className="size-4 shrink-0" />
          {quoteFormText.promise}
        </p>
      </form>
    </div>
  )
}

import { Clock, Loader2 } from 'lucide'
import { Icon } from '../components/ui/icon.tsx'
import { parse, useForm } from '@conform-to/react'
import { useEffect, useEffectEvent, useRef, useState, type FormEvent, type RefObject } from 'react'
import type { LeadFormValues } from '#lead/lead-schema.ts'
import { isServiceValue, type ServiceValue } from '#lead/service-options.ts'
import { quoteFieldIds, quoteFieldOrder, quoteFormContextFields, type QuoteFieldName, type QuoteFormAnswer } from '#lead/quote-form-post.ts'
import { CheckList } from '../components/sections/check-list.tsx'
import { Button } from '../components/ui/button.tsx'
import { Checkbox } from '../components/ui/checkbox.tsx'
import { Input } from '../components/ui/input.tsx'
import { loadSonner, toast } from '../components/ui/sonner.tsx'
import { Textarea } from '../components/ui/textarea.tsx'
import type { QuoteFormConfig } from '../content/types.ts'
import { useHydrated } from '../lib/use-hydrated.ts'
import { cn } from '../lib/utils.ts'
import { browserSite } from '../site-config.ts'
import { AddressAutocomplete } from './address-autocomplete.tsx'
import { FormField } from './form-field.tsx'
import { PhotoField } from './photo-field.tsx'
import { putPhotosBack } from './photo-registry.ts'
import { leadValidationLoaded, loadLeadValidation, resolveLead, type HeldQuoteValues } from './lead-resolver.ts'
import { formatPhoneDisplay } from './phone-format.ts'
import { PhoneInput } from './phone-input.tsx'
import { quoteFormText } from './quote-form-text.ts'
import { QuoteThanks } from './quote-thanks.tsx'
import { ServicesPicker } from './services-picker.tsx'
import { useQuotePrefill } from './use-quote-prefill.ts'
import { VisitTimeFieldset } from './visit-time-fieldset.tsx'
import { IconText } from '../components/ui/icon-text.tsx'

export { quoteFormText }

export interface QuoteFormProps {
  config: QuoteFormConfig
  className?: string
  /** Level of the form's title: 2 by default; a hero whose h1 sits beside it passes its own. */
  headingLevel?: 2 | 3 | 4
  /** Id of the card, e.g. an anchor that "Get Quote" links scroll to. */
  id?: string
  /** Prefix of the ids that tie labels and messages to the fields; each form on a page needs its own. */
  idPrefix?: string
  /** The page the form is on: where the answer to a post without JavaScript links back to. */
  returnTo: string
  /** Only in the page's answer to a post without JavaScript (quote-action.server.ts). */
  answer?: QuoteFormAnswer
  /**
   * The day (YYYY-MM-DD, in Celina) the offered visit days count from in the HTML: the build's day
   * in a prerendered page, the collector's in its answer. Once hydrated the form counts from the
   * browser's today, so a page built days ago offers the right days (decision 23).
   */
  visitDaysFrom?: string
}

const loadSubmitQuote = () => import('./submit-quote.ts')

/** The sender and the toasts, fetched in parallel with the lead schema the moment a visitor reaches the form. */
function preloadInteractiveParts() {
  // A part that cannot load now is asked for again when it is needed, and its failure answered there.
  loadSubmitQuote().catch(() => {})
  loadSonner().catch(() => {})
}

const addressParts = ['streetAddress', 'city', 'zipCode', 'state'] as const

/** The form's fields by name, as Conform knows them: text, and the lists the pickers hold. */
type QuoteFormShape = Record<Exclude<QuoteFieldName, 'servicesNeeded' | 'visitDays'>, string> & { servicesNeeded: ServiceValue[]; visitDays: string[] }

/** The name fields share a row from `sm` up, where their messages can take two lines. */
const besideAnother = 'sm:min-h-13'

/**
 * The submit button. It alone knows whether the page has hydrated: the switch re-renders what
 * reads it at once, in one piece, so the rest of the form is not rendered a second time.
 */
function SubmitButton({
  invalid,
  submitting,
  text,
  buttonRef,
}: {
  invalid: boolean
  submitting: boolean
  text: string
  buttonRef: RefObject<HTMLButtonElement | null>
}) {
  const hydrated = useHydrated()
  return (
    <Button ref={buttonRef} type="submit" variant="cta" size="lg" className="w-full" aria-disabled={(hydrated && invalid) || submitting || undefined}>
      {submitting && <Icon icon={Loader2} className="animate-spin" />}
      {submitting ? quoteFormText.sending : text}
    </Button>
  )
}

/**
 * The quote form of spec section 2, the same in every hero, on home and on the contact page;
 * the copy around the fields comes from `config`. It is a form that posts to the collector
 * (which answers with a page of its own), so it works before its script has run and without
 * it. Once hydrated, Conform validates it with the shared lead schema, and a submission goes
 * through the one lead sender; a thank-you panel replaces the form once the lead arrived.
 * Fields are uncontrolled: what a visitor typed before hydration is kept, and Conform reads the
 * controls themselves.
 */
export function QuoteForm(props: QuoteFormProps) {
  const { answer, headingLevel = 2, id, idPrefix = 'quote', returnTo } = props
  const [sent, setSent] = useState<{ photosLost: boolean; photoProblem?: string } | null>(
    answer?.sent ? { photosLost: answer.photosLost ?? false, photoProblem: answer.photoProblem } : null,
  )
  // Each request has a form of its own: the next one starts with Conform's state afresh.
  const [request, setRequest] = useState(0)
  const focusAfterRender = useRef<'thanks' | 'firstName' | null>(null)
  const thanksRef = useRef<HTMLHeadingElement>(null)

  useEffect(() => {
    const target = focusAfterRender.current
    if (!target) return
    focusAfterRender.current = null
    if (target === 'thanks') thanksRef.current?.focus()
    else document.getElementById(quoteFieldIds(idPrefix, 'firstName').control)?.focus()
  })

  if (sent) {
    const startOver = () => {
      focusAfterRender.current = 'firstName'
      setRequest((count) => count + 1)
      setSent(null)
    }
    return (
      <div id={id} data-slot="quote-form" data-state="sent" className={cardClassName(props.className)}>
        <QuoteThanks
          headingLevel={headingLevel}
          headingRef={thanksRef}
          focus={answer?.sent}
          again={answer ? { href: returnTo } : { onClick: startOver }}
          photosLost={sent.photosLost}
          photoProblem={sent.photoProblem}
        />
      </div>
    )
  }
  const onSent = (photosLost: boolean) => {
    focusAfterRender.current = 'thanks'
    setSent({ photosLost })
  }
  return <EditingQuoteForm key={request} {...props} onSent={onSent} />
}

const cardClassName = (className?: string) => cn('rounded-2xl bg-card p-5 text-card-foreground shadow-xl ring-1 ring-black/5 sm:p-7', className)

/** One quote request being written, until it has been sent. */
function EditingQuoteForm({
  config,
  className,
  headingLevel = 2,
  id,
  idPrefix = 'quote',
  answer,
  visitDaysFrom,
  onSent,
}: QuoteFormProps & { onSent(photosLost: boolean): void }) {
  const Heading = `h${headingLevel}` as const
  const ids = (name: QuoteFieldName) => quoteFieldIds(idPrefix, name)
  const titleId = `${idPrefix}-title`

  // A form posted without JavaScript and answered with its problems: what was posted, each message, the first one focused.
  const posted = answer?.sent === false ? answer : undefined
  // What to do now that a request was not sent, kept in the form until the next send (the toast goes after a few seconds);
  // `alone` when no toast says it too (the collector's answer to a post, or a toast that could not load): then it is announced.
  const [failure, setFailure] = useState(posted?.failure ? { text: posted.failure, alone: true } : undefined)
  const firstProblem = quoteFieldOrder.find((name) => posted?.messages[name])
  const [services, setServices] = useState<ServiceValue[]>(() => posted?.values.servicesNeeded.filter(isServiceValue) ?? [])
  const [visitDays, setVisitDays] = useState<string[]>(() => posted?.values.visitDays ?? [])
  // What the form holds beyond its controls, read when it is checked (lead-validation.ts).
  const held = useRef<HeldQuoteValues>({ servicesNeeded: services, visitDays })
  // Until the first interaction the form counts as not yet valid: its validity is worked out from then on.
  const [interacted, setInteracted] = useState(false)
  // Whether the whole form is valid, not only the fields Conform has checked so far.
  const [complete, setComplete] = useState(false)
  const [submitting, setSubmitting] = useState(false)
  const busy = useRef(false)
  // Fields Conform checked before the lead schema arrived (found fine, for want of it): checked again once it has.
  const leftEarly = useRef(new Set<string>())
  const preloaded = useRef(false)
  const formRef = useRef<HTMLFormElement>(null)
  const submitRef = useRef<HTMLButtonElement>(null)

  /** Checks what the form holds, as Conform's resolver; until the schema has arrived it reports nothing. */
  const check = (formData: FormData) =>
    parse<LeadFormValues, string[]>(formData, {
      resolve(fields, intent) {
        const result = resolveLead(fields, held.current)
        if (!result) {
          const checked = intent?.type === 'validate' || (intent?.type === 'update' && intent.payload.validated)
          if (checked && intent.payload.name) leftEarly.current.add(intent.payload.name)
          return { error: {} }
        }
        setComplete(result.value !== undefined)
        return result
      },
    })

  const [form, fields] = useForm<QuoteFormShape, LeadFormValues>({
    id: `${idPrefix}-form`,
    // As the visitor goes: a field's message first shows when it is left, then follows the typing.
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => check(formData),
    onSubmit(event, { submission }) {
      event.preventDefault()
      if (submission?.status === 'success') void send(submission.value)
    },
  })

  // Once hydrated the script sends every request, so no submit event may post the form natively. React
  // does not dispatch one that comes while it removes the form: Conform checks a focused field that is
  // removed with it (a visitor who sent with Enter), and that check is a submit event.
  useEffect(() => {
    const element = formRef.current
    const stay = (event: Event) => event.preventDefault()
    element?.addEventListener('submit', stay)
    return () => element?.removeEventListener('submit', stay)
  }, [])

  /** The services picked, in the order picked; Conform checks the field again if it has checked it before. */
  function chooseServices(next: ServiceValue[]) {
    held.current.servicesNeeded = next
    setServices(next)
    if (preloaded.current) form.update({ name: fields.servicesNeeded.name, value: next })
  }

  function chooseVisitDays(next: string[]) {
    held.current.visitDays = next
    setVisitDays(next)
  }

  useQuotePrefill((prefill) => {
    if (held.current.servicesNeeded.length === 0) chooseServices(prefill.services)
    // Never into a field the visitor is already in: the summary would appear under their caret. It ends on a new
    // line, so what they add later starts on a line of its own.
    const details = formRef.current?.elements.namedItem(fields.projectDetails.name)
    if (details instanceof HTMLTextAreaElement && !details.value && document.activeElement !== details && prefill.projectDetails)
      form.update({ name: fields.projectDetails.name, value: `${prefill.projectDetails}\n` })
    if (prefill.estimate) held.current.estimate = prefill.estimate
  })

  /**
   * The phone as formatted when the visitor leaves it, written into the field before Conform's own
   * check of the field left reads the form, with the input event typing makes: a field Conform
   * has checked before is checked again, as if the visitor had typed it.
   */
  function rewritePhone(display: string) {
    const input = formRef.current?.elements.namedItem(fields.phone.name)
    if (!(input instanceof HTMLInputElement) || input.value === display) return
    input.value = display
    input.dispatchEvent(new Event('input', { bubbles: true }))
  }

  /** Whether the whole form is valid now: worked out on every input, as the checked fields are by Conform. */
  function recheck() {
    if (formRef.current) check(new FormData(formRef.current))
  }

  /** The visitor's first interaction with the form: the lead schema, the sender and the toasts load, and validity counts from now. */
  function prepare() {
    if (preloaded.current) return
    preloaded.current = true
    setInteracted(true)
    preloadInteractiveParts()
    loadLeadValidation().then(
      () => {
        if (!formRef.current) return
        recheck()
        for (const name of leftEarly.current) form.validate({ name })
        leftEarly.current.clear()
      },
      // Not loaded (a flaky network): the fields go unchecked, and a press posts the form itself (postWithoutScript).
      () => {},
    )
  }

  // A visitor whose focus made the island hydrate (that event came before React listened) has interacted already.
  const prepareIfFocused = useEffectEvent(() => {
    if (formRef.current?.contains(document.activeElement)) prepare()
  })
  useEffect(() => prepareIfFocused(), [])

  // A number typed before the script ran, in a field the visitor has left, is shown as leaving it would have; the field they are in waits for its blur.
  const formatPhoneLeftEarly = useEffectEvent(() => {
    const input = formRef.current?.elements.namedItem(fields.phone.name)
    if (input instanceof HTMLInputElement && input.value && document.activeElement !== input) rewritePhone(formatPhoneDisplay(input.value))
  })
  useEffect(() => formatPhoneLeftEarly(), [])

  function setBusy(value: boolean) {
    busy.current = value
    setSubmitting(value)
  }

  function focusFirstProblem() {
    const problems = form.allErrors
    // The photos are not a field of the schema: they never have a problem here.
    const first = quoteFieldOrder.find((name) => problems[name])
    if (first) document.getElementById(ids(first).control)?.focus()
  }

  /**
   * Every submit event of the form: the visitor's (the button, or Enter in a field) and the ones
   * Conform makes to check a field. The visitor's waits for the lead schema if it has not arrived,
   * and goes one at a time; Conform shows every message of a refused one, and focus goes to the
   * first problem in page order.
   */
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const submitter = (event.nativeEvent as SubmitEvent).submitter
    const byVisitor = !submitter || submitter === submitRef.current
    if (byVisitor && busy.current) return event.preventDefault()
    if (byVisitor && !leadValidationLoaded()) {
      event.preventDefault()
      setBusy(true)
      void loadLeadValidation()
        .then(() => {
          setBusy(false)
          formRef.current?.requestSubmit(submitRef.current)
        })
        .catch(() => void postWithoutScript())
      return
    }
    form.onSubmit(event)
    if (byVisitor) focusFirstProblem()
  }

  /**
   * When a part of the script cannot load (a flaky network), the form posts itself as it does
   * without JavaScript, with the photos the picker holds: the collector checks it and answers with
   * a page, and the request is not lost. It stays "sending" until that page comes.
   */
  async function postWithoutScript() {
    setBusy(true)
    const element = formRef.current
    if (!element) return
    await putPhotosBack(element)
    element.submit()
  }

  async function send(values: LeadFormValues) {
    setBusy(true)
    setFailure(undefined)
    const sender = await loadSubmitQuote().catch(() => undefined)
    if (!sender) return postWithoutScript()
    const delivered = await deliver(sender, values)
    setBusy(false)
    if (!delivered) return
    void toast.success(quoteFormText.successTitle, { description: quoteFormText.successDescription })
    onSent(delivered.photosLost)
  }

  /** Sends the lead; on a failure the form keeps what was typed (only a success resets it) and the toast says what to do. */
  async function deliver(
    { submitQuote, failureDescription }: Awaited<ReturnType<typeof loadSubmitQuote>>,
    values: LeadFormValues,
  ): Promise<{ photosLost: boolean } | null> {
    try {
      return await submitQuote(values, config, { formElement: formRef.current })
    } catch (error) {
      console.error('Quote request could not be sent:', error)
      const description = failureDescription(error, browserSite.phone.display)
      void toast.error(quoteFormText.errorTitle, { description }).then((shown) => setFailure({ text: description, alone: !shown }))
      return null
    }
  }

  const message = (name: QuoteFieldName) => fields[name].errors?.[0] ?? posted?.messages[name]
  const focus = (name: QuoteFieldName) => name === firstProblem

  return (
    <div id={id} data-slot="quote-form" data-state="editing" className={cardClassName(className)}>
      <div className="mb-5 text-center">
        <Heading id={titleId} className="text-2xl font-bold text-primary sm:text-[1.7rem]">
          {config.formTitle}
        </Heading>
        {config.formDescription && <p className="mt-2 text-sm text-muted-foreground">{config.formDescription}</p>}
        {config.ratingText && <p className="mt-2 text-sm font-semibold">{config.ratingText}</p>}
        {config.features.length > 0 && (
          <CheckList
            items={config.features}
            size="sm"
            centered
            layout="flex flex-wrap justify-center gap-x-4 gap-y-1"
            className="mt-3 text-sm"
            itemGap="gap-1.5"
          />
        )}
      </div>

      <form
        ref={formRef}
        noValidate
        method="post"
        encType="multipart/form-data"
        // No action: it posts to its own page, whose route answers; the query (utm_source…) goes with it, the referrer does not.
        rel="noreferrer"
        data-id-prefix={idPrefix}
        aria-labelledby={titleId}
        id={form.id}
        aria-busy={submitting}
        onSubmit={onSubmit}
        onInput={recheck}
        onFocus={prepare}
        onPointerDown={prepare}
        onChange={prepare}
        className="relative grid gap-1"
      >
        <input type="hidden" name={quoteFormContextFields.pageContext} value={config.pageContext} />
        <input type="hidden" name={quoteFormContextFields.formType} value={config.formType} />
        <input type="hidden" name={quoteFormContextFields.clientKey} value={browserSite.lead.clientKey} />

        <div className="grid gap-x-4 gap-y-1 sm:grid-cols-2">
          <FormField ids={ids('firstName')} label="First name" error={message('firstName')} focus={focus('firstName')} messageClassName={besideAnother}>
            {(wiring) => (
              <Input autoComplete="given-name" aria-required="true" defaultValue={posted?.values.firstName} name={fields.firstName.name} {...wiring} />
            )}
          </FormField>
          <FormField ids={ids('lastName')} label="Last name" error={message('lastName')} focus={focus('lastName')} messageClassName={besideAnother}>
            {(wiring) => (
              <Input autoComplete="family-name" aria-required="true" defaultValue={posted?.values.lastName} name={fields.lastName.name} {...wiring} />
            )}
          </FormField>
        </div>

        <FormField ids={ids('phone')} label="Phone" error={message('phone')} focus={focus('phone')}>
          {(wiring) => <PhoneInput aria-required="true" defaultValue={posted?.values.phone} name={fields.phone.name} onFormat={rewritePhone} {...wiring} />}
        </FormField>

        <FormField ids={ids('email')} label="Email" error={message('email')} focus={focus('email')}>
          {(wiring) => (
            <Input
              type="email"
              inputMode="email"
              autoComplete="email"
              placeholder="you@example.com"
              aria-required="true"
              defaultValue={posted?.values.email}
              name={fields.email.name}
              {...wiring}
            />
          )}
        </FormField>

        <FormField ids={ids('servicesNeeded')} label="Services needed" layout="group" error={message('servicesNeeded')} focus={focus('servicesNeeded')}>
          {(wiring) => (
            <ServicesPicker
              control={wiring}
              labelId={ids('servicesNeeded').label}
              name={fields.servicesNeeded.name}
              value={services}
              onChange={chooseServices}
              onDone={() => form.validate({ name: fields.servicesNeeded.name })}
            />
          )}
        </FormField>

        <FormField ids={ids('address')} label="Street address" error={message('address')} focus={focus('address')}>
          {(wiring) => (
            <AddressAutocomplete
              autoComplete="address-line1"
              placeholder="Start typing your address"
              aria-required="true"
              onPlaceAccepted={({ address, ...parts }) => {
                Object.assign(held.current, parts)
                form.update({ name: fields.address.name, value: address, validated: true })
              }}
              defaultValue={posted?.values.address}
              name={fields.address.name}
              // Typing replaces an address picked earlier: its parts no longer apply. (Typing, not a change
              // event: Conform writes a chosen address past React's value tracking, and React would report
              // that as a change at the next event of the field.)
              onInput={() => addressParts.forEach((part) => delete held.current[part])}
              {...wiring}
            />
          )}
        </FormField>

        <FormField ids={ids('projectDetails')} label="Project details" optional error={message('projectDetails')} focus={focus('projectDetails')}>
          {(wiring) => (
            <Textarea
              rows={3}
              placeholder="Fence type, length, height, gates, timeline..."
              defaultValue={posted?.values.projectDetails}
              name={fields.projectDetails.name}
              {...wiring}
            />
          )}
        </FormField>

        <VisitTimeFieldset
          idPrefix={idPrefix}
          visitDaysFrom={visitDaysFrom}
          days={visitDays}
          onDaysChange={chooseVisitDays}
          postedTime={posted?.values.visitTime}
          open={Boolean(posted?.values.visitDays.length) || (posted && posted.values.visitTime !== 'any')}
          error={message('visitDays') ?? message('visitTime')}
          focus={focus('visitDays') || focus('visitTime')}
        />
        <PhotoField ids={ids('photos')} error={message('photos')} focus={focus('photos')} />

        {/*
          Honeypot, named `website` as the spec says: off-screen, out of the tab order and hidden from assistive
          technology, so people never fill it. A browser or password manager that filled it would turn a real lead
          into spam, so nothing invites autofill: an id and label no autofill rule matches, autocomplete off, the
          ignore attributes of 1Password, LastPass, Bitwarden and Dashlane, and `inert` (autofill skips fields
          that cannot be focused). Scripted bots still fill it.
        */}
        <div aria-hidden="true" inert className="absolute -left-[10000px] top-0 size-px overflow-hidden">
          <label htmlFor={ids('website').control}>Leave this empty</label>
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

        <FormField
          ids={ids('consent')}
          layout="inline"
          label={`I agree to be contacted by ${browserSite.businessName} by phone, text message or e-mail about this request.`}
          error={message('consent')}
          focus={focus('consent')}
        >
          {(wiring) => (
            <Checkbox className="mt-0.5" aria-required="true" defaultChecked={posted?.values.consent ?? true} name={fields.consent.name} {...wiring} />
          )}
        </FormField>

        {/*
          Disabled until the form is valid and while sending (spec), but announced and styled so rather than
          `disabled`: a disabled default button would stop Enter from submitting, and a press or Enter with a
          problem left should show every message and move to the first. Before the first interaction the form
          counts as not yet valid: its validity is worked out then.
        */}
        {failure && (
          // What was typed is all here. The collector's answer page opens on it (autoFocus); in the live form it appears above the button just pressed.
          <p
            role={failure.alone ? 'alert' : undefined}
            data-slot="quote-failure"
            tabIndex={-1}
            autoFocus
            className="mb-3 rounded-md bg-destructive/10 p-3 text-sm font-medium text-destructive"
          >
            {failure.text}
          </p>
        )}
        <SubmitButton buttonRef={submitRef} invalid={!(interacted && complete)} submitting={submitting} text={config.submitButtonText} />
        <IconText icon={<Icon icon={Clock} className="size-4 shrink-0" />} className="mt-3 justify-center text-sm text-muted-foreground">
          {quoteFormText.promise}
        </IconText>
      </form>
    </div>
  )
}

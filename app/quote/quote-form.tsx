import { Clock, Loader2 } from 'lucide'
import { Icon } from '../components/ui/icon.tsx'
import { memo, useCallback, useEffect, useRef, useState } from 'react'
import { useController, useForm, useFormState, type Control, type FieldErrors, type UseFormReturn } from 'react-hook-form'
import type { LeadFormValues } from '#lead/lead-schema.ts'
import { isServiceValue } from '#lead/service-options.ts'
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
import { leadFormResolver, loadLeadSchema, type QuoteFormFields } from './lead-resolver.ts'
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
  /** Only in the collector's answer to a post without JavaScript (server/routes/native-quote-page.ts). */
  answer?: QuoteFormAnswer
  /**
   * The day (YYYY-MM-DD, in Celina) the offered visit days count from in the HTML: the build's day
   * in a prerendered page, the collector's in its answer. Once hydrated the form counts from the
   * browser's today, so a page built days ago offers the right days (decision 23).
   */
  visitDaysFrom?: string
}

const loadSubmitQuote = () => import('./submit-quote.ts')

/** Everything a submission needs, fetched in parallel the moment a visitor reaches the form. */
function preloadInteractiveParts() {
  void loadLeadSchema()
  void loadSubmitQuote()
  void loadSonner()
}

const addressParts = ['streetAddress', 'city', 'zipCode', 'state'] as const

/**
 * Asks react-hook-form whether the form is valid: a `useFormState` that reads `isValid` has it worked
 * out when it mounts (the resolver runs, and loads the lead schema). The form mounts this at the
 * visitor's first interaction, not on hydration, so a visit that never touches the form never
 * fetches the schema.
 */
function CheckValidity({ control }: { control: Control<QuoteFormFields, unknown, LeadFormValues> }) {
  void useFormState({ control }).isValid
  return null
}

/** The name fields share a row from `sm` up, where their messages can take two lines. */
const besideAnother = 'sm:min-h-13'

/**
 * The submit button. It alone knows whether the page has hydrated: the switch re-renders what
 * reads it at once, in one piece, so the rest of the form is not rendered a second time.
 */
function SubmitButton({ invalid, submitting, text }: { invalid: boolean; submitting: boolean; text: string }) {
  const hydrated = useHydrated()
  return (
    <Button type="submit" variant="cta" size="lg" className="w-full" aria-disabled={(hydrated && invalid) || submitting || undefined}>
      {submitting && <Icon icon={Loader2} className="animate-spin" />}
      {submitting ? quoteFormText.sending : text}
    </Button>
  )
}

/**
 * The quote form of spec section 2, the same in every hero, on home and on the contact page;
 * the copy around the fields comes from `config`. It is a form that posts to the collector
 * (which answers with a page of its own), so it works before its script has run and without
 * it. Once hydrated, react-hook-form validates it with the shared lead schema, and a
 * submission goes through the one lead sender; a thank-you panel replaces the form once the
 * lead arrived. Fields are uncontrolled: what a visitor typed before hydration is kept.
 */
export function QuoteForm(props: QuoteFormProps) {
  const posted = props.answer?.sent === false ? props.answer : undefined
  const form = useForm<QuoteFormFields, unknown, LeadFormValues>({
    mode: 'onTouched',
    resolver: leadFormResolver,
    defaultValues: {
      servicesNeeded: posted?.values.servicesNeeded.filter(isServiceValue) ?? [],
      visitDays: posted?.values.visitDays ?? [],
    },
    // Focus goes to the first problem in page order (below), not in the order the fields registered.
    shouldFocusError: false,
  })
  // react-hook-form re-renders the component that calls useForm once it has mounted (from a layout
  // effect, so in the task that hydrates the page): the form itself reads its state with
  // useFormState and is memoized, so that re-render stops here.
  return <QuoteFormBody {...props} form={form} />
}

const QuoteFormBody = memo(function QuoteFormBody({
  config,
  className,
  headingLevel = 2,
  id,
  idPrefix = 'quote',
  returnTo,
  answer,
  visitDaysFrom,
  form,
}: QuoteFormProps & { form: UseFormReturn<QuoteFormFields, unknown, LeadFormValues> }) {
  const Heading = `h${headingLevel}` as const
  const ids = (name: QuoteFieldName) => quoteFieldIds(idPrefix, name)
  const titleId = `${idPrefix}-title`

  // A form posted without JavaScript and answered with its problems: what was posted, each message, the first one focused.
  const posted = answer?.sent === false ? answer : undefined
  const firstProblem = quoteFieldOrder.find((name) => posted?.messages[name])
  const { register, control, handleSubmit, getValues, setValue, setFocus, reset } = form
  const formState = useFormState({ control })
  const services = useController({ control, name: 'servicesNeeded' })
  const { errors, isSubmitting } = formState
  // Until the first interaction nothing reads `isValid`: reading it makes react-hook-form validate (and fetch the schema) at once.
  const [interacted, setInteracted] = useState(false)
  const isValid = interacted && formState.isValid
  const [sent, setSent] = useState(answer?.sent === true)
  const focusAfterRender = useRef<'thanks' | 'firstName' | null>(null)
  const thanksRef = useRef<HTMLHeadingElement>(null)
  const preloaded = useRef(false)
  const formRef = useRef<HTMLFormElement>(null)

  useEffect(() => {
    const target = focusAfterRender.current
    if (!target) return
    focusAfterRender.current = null
    if (target === 'thanks') thanksRef.current?.focus()
    else document.getElementById(ids('firstName').control)?.focus()
  })

  useQuotePrefill(getValues, setValue)

  const prepare = useCallback(() => {
    if (preloaded.current) return
    preloaded.current = true
    setInteracted(true)
    preloadInteractiveParts()
  }, [])

  // A visitor whose focus made the island hydrate (that event came before React listened) has interacted already.
  useEffect(() => {
    if (formRef.current?.contains(document.activeElement)) prepare()
  }, [prepare])

  function focusFirstProblem(problems: FieldErrors<QuoteFormFields>) {
    // The photos are not a field of the schema: they never have a problem here.
    const first = quoteFieldOrder.find((name) => problems[name as keyof typeof problems])
    if (first) setFocus(first as keyof QuoteFormFields)
  }

  const submit = handleSubmit(send, focusFirstProblem)

  async function send(values: LeadFormValues) {
    const { submitQuote, failureDescription } = await loadSubmitQuote()
    try {
      await submitQuote(values, config, { formElement: formRef.current })
    } catch (error) {
      console.error('Quote request could not be sent:', error)
      // The form keeps what was typed: only a success resets it.
      void toast.error(quoteFormText.errorTitle, { description: failureDescription(error, browserSite.phone.display) })
      return
    }
    void toast.success(quoteFormText.successTitle, { description: quoteFormText.successDescription })
    reset()
    focusAfterRender.current = 'thanks'
    setSent(true)
  }

  const cardClassName = cn('rounded-2xl bg-card p-5 text-card-foreground shadow-xl ring-1 ring-black/5 sm:p-7', className)

  if (sent) {
    const startOver = () => {
      focusAfterRender.current = 'firstName'
      setSent(false)
    }
    return (
      <div id={id} data-slot="quote-form" data-state="sent" className={cardClassName}>
        <QuoteThanks headingLevel={headingLevel} headingRef={thanksRef} focus={answer?.sent} again={answer ? { href: returnTo } : { onClick: startOver }} />
      </div>
    )
  }

  const message = (name: QuoteFieldName) => errors[name as keyof QuoteFormFields]?.message ?? posted?.messages[name]
  const focus = (name: QuoteFieldName) => name === firstProblem

  return (
    <div id={id} data-slot="quote-form" data-state="editing" className={cardClassName}>
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
        action={browserSite.lead.endpoint}
        data-id-prefix={idPrefix}
        aria-labelledby={titleId}
        aria-busy={isSubmitting}
        onSubmit={(event) => {
          // One request at a time: a second press while sending does nothing.
          if (isSubmitting) event.preventDefault()
          else void submit(event)
        }}
        onFocus={prepare}
        onPointerDown={prepare}
        onChange={prepare}
        className="relative grid gap-1"
      >
        <input type="hidden" name={quoteFormContextFields.pageContext} value={config.pageContext} />
        <input type="hidden" name={quoteFormContextFields.formType} value={config.formType} />
        <input type="hidden" name={quoteFormContextFields.returnTo} value={returnTo} />
        <input type="hidden" name={quoteFormContextFields.clientKey} value={browserSite.lead.clientKey} />

        <div className="grid gap-x-4 gap-y-1 sm:grid-cols-2">
          <FormField ids={ids('firstName')} label="First name" error={message('firstName')} focus={focus('firstName')} messageClassName={besideAnother}>
            {(wiring) => (
              <Input autoComplete="given-name" aria-required="true" defaultValue={posted?.values.firstName} {...register('firstName')} {...wiring} />
            )}
          </FormField>
          <FormField ids={ids('lastName')} label="Last name" error={message('lastName')} focus={focus('lastName')} messageClassName={besideAnother}>
            {(wiring) => <Input autoComplete="family-name" aria-required="true" defaultValue={posted?.values.lastName} {...register('lastName')} {...wiring} />}
          </FormField>
        </div>

        <FormField ids={ids('phone')} label="Phone" error={message('phone')} focus={focus('phone')}>
          {(wiring) => (
            <PhoneInput
              aria-required="true"
              defaultValue={posted?.values.phone}
              {...register('phone')}
              onFormat={(display) => setValue('phone', display)}
              {...wiring}
            />
          )}
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
              {...register('email')}
              {...wiring}
            />
          )}
        </FormField>

        <FormField ids={ids('servicesNeeded')} label="Services needed" layout="group" error={message('servicesNeeded')} focus={focus('servicesNeeded')}>
          {(wiring) => (
            <ServicesPicker
              control={wiring}
              labelId={ids('servicesNeeded').label}
              name={services.field.name}
              value={services.field.value}
              onChange={services.field.onChange}
              onDone={services.field.onBlur}
              summaryRef={services.field.ref}
            />
          )}
        </FormField>

        <FormField ids={ids('address')} label="Street address" error={message('address')} focus={focus('address')}>
          {(wiring) => (
            <AddressAutocomplete
              autoComplete="address-line1"
              placeholder="Start typing your address"
              aria-required="true"
              onPlaceAccepted={(place) => {
                for (const [name, value] of Object.entries(place)) setValue(name as keyof typeof place, value, { shouldTouch: true, shouldValidate: true })
              }}
              defaultValue={posted?.values.address}
              {...register('address', {
                // Typing replaces an address picked earlier: its parts no longer apply.
                onChange: () => addressParts.forEach((part) => setValue(part, undefined)),
              })}
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
              {...register('projectDetails')}
              {...wiring}
            />
          )}
        </FormField>

        <VisitTimeFieldset
          idPrefix={idPrefix}
          visitDaysFrom={visitDaysFrom}
          control={control}
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
            {...register('website')}
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
            <Checkbox className="mt-0.5" aria-required="true" defaultChecked={posted?.values.consent ?? true} {...register('consent')} {...wiring} />
          )}
        </FormField>

        {interacted && <CheckValidity control={control} />}
        {/*
          Disabled until the form is valid and while sending (spec), but announced and styled so rather than
          `disabled`: a disabled default button would stop Enter from submitting, and a press or Enter with a
          problem left should show every message and move to the first. Before the first interaction the form
          counts as not yet valid: its validity is worked out then.
        */}
        <SubmitButton invalid={!isValid} submitting={isSubmitting} text={config.submitButtonText} />
        <IconText icon={<Icon icon={Clock} className="size-4 shrink-0" />} className="mt-3 justify-center text-sm text-muted-foreground">
          {quoteFormText.promise}
        </IconText>
      </form>
    </div>
  )
})

import { parse, useForm } from '@conform-to/react'
import { useEffect, useEffectEvent, useRef, useState, type FormEvent } from 'react'
import { leadFormSchemas, type LeadFormInput, type LeadFormValues } from '#lead/lead-schema.ts'
import { postedQuote, quoteMessages, type PostedFields } from '#lead/posted-quote.ts'
import { readQuotePrefill, type QuotePrefill } from '../estimator/quote-prefill.ts'
import { quoteFieldIds, quoteFieldOrder, type QuoteFieldName, type QuoteFormAnswer } from '#lead/quote-form-post.ts'
import { isServiceValue, type ServiceValue } from '#lead/service-options.ts'
import { toast } from '../components/ui/sonner.tsx'
import { useLanguage, type Language } from '../lib/language.tsx'
import { browserSite } from '../site-config.ts'
import type { AcceptedPlace } from './accept-place.ts'
import { formatPhoneDisplay } from './phone-format.ts'
import type { QuoteFormConfig } from './quote-form-config.ts'
import { quoteFormText } from './quote-form-text.ts'
import { failureDescription, submitQuote } from './submit-quote.ts'
import { usePhotoList } from './use-photo-list.ts'

type QuoteFormShape = Record<Exclude<QuoteFieldName, 'servicesNeeded' | 'visitDays'>, string> & { servicesNeeded: ServiceValue[]; visitDays: string[] }

const addressParts = ['streetAddress', 'city', 'zipCode', 'state'] as const

/** Beyond what the controls post: services and days in the order chosen (checkboxes post list order), and what the address search and estimator filled in. */
type HeldQuoteValues = Pick<LeadFormInput, 'servicesNeeded' | 'visitDays' | (typeof addressParts)[number] | 'estimate'>

/** The fields read as the collector reads a native post, with what the form holds: the lead's values, or each field's first message (Conform's shape). */
function checkLead(fields: PostedFields, held: HeldQuoteValues, language: Language) {
  const result = leadFormSchemas[language].safeParse({ ...postedQuote(fields), ...held })
  if (result.success) return { value: result.data }
  const messages = quoteMessages(result.error.issues)
  return { error: Object.fromEntries(Object.entries(messages).map(([name, message]) => [name, [message]])) }
}

export interface QuoteFormFlowOptions {
  config: QuoteFormConfig
  idPrefix: string
  answer?: QuoteFormAnswer
  onSent(photosLost: boolean): void
}

/**
 * Conform checks the request with the shared schema (a message shows once its field is left, then follows the typing); a submit
 * sends it, and a failure keeps what was typed. Fields are uncontrolled, so what was typed before hydration counts.
 */
export function useQuoteForm({ config, idPrefix, answer, onSent }: QuoteFormFlowOptions) {
  // A form posted without JavaScript and answered with its problems: what was posted, each message, the first one focused.
  const posted = answer?.sent === false ? answer : undefined
  const language = useLanguage()
  const text = quoteFormText[language]
  // Kept in the form until the next send (the toast goes after a few seconds); `alone` when no toast says it too, then it is announced.
  const [failure, setFailure] = useState(posted?.failure ? { text: posted.failure, alone: true } : undefined)
  const [services, setServices] = useState<ServiceValue[]>(() => posted?.values.servicesNeeded.filter(isServiceValue) ?? [])
  const [visitDays, setVisitDays] = useState<string[]>(() => posted?.values.visitDays ?? [])
  const held = useRef<HeldQuoteValues>({ servicesNeeded: services, visitDays })
  // Whether the whole form is valid, not only the fields Conform has checked so far.
  const [complete, setComplete] = useState(false)
  const [submitting, setSubmitting] = useState(false)
  const photos = usePhotoList()
  const formRef = useRef<HTMLFormElement>(null)
  const submitRef = useRef<HTMLButtonElement>(null)
  const mounted = useRef(false)
  const firstProblem = quoteFieldOrder.find((name) => posted?.messages[name])

  const check = (formData: FormData) =>
    parse<LeadFormValues, string[]>(formData, {
      resolve(fields) {
        const result = checkLead(fields, held.current, language)
        setComplete(result.value !== undefined)
        return result
      },
    })

  const [form, fields] = useForm<QuoteFormShape, LeadFormValues>({
    id: `${idPrefix}-form`,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => check(formData),
    onSubmit(event, { submission }) {
      event.preventDefault()
      if (submission?.status === 'success') void send(submission.value)
    },
  })

  const recheck = () => {
    if (formRef.current) check(new FormData(formRef.current))
  }

  /** The phone as shown once left, written before Conform's check of the field reads it, with the input event typing makes. */
  function rewritePhone(typed: string) {
    const display = formatPhoneDisplay(typed)
    const input = formRef.current?.elements.namedItem(fields.phone.name)
    if (!(input instanceof HTMLInputElement) || input.value === display) return
    input.value = display
    input.dispatchEvent(new Event('input', { bubbles: true }))
  }

  // What was typed before the script ran counts now; a phone in a field already left is shown as leaving it would have.
  const adoptFirstPaintState = useEffectEvent(() => {
    mounted.current = true
    const phone = formRef.current?.elements.namedItem(fields.phone.name)
    if (phone instanceof HTMLInputElement && phone.value && document.activeElement !== phone) rewritePhone(phone.value)
    recheck()
  })
  useEffect(() => adoptFirstPaintState(), [])

  // The script sends every request now. React does not dispatch a submit that comes while it removes the form (Conform
  // checks a focused field removed with it), so a native listener keeps that one from posting.
  useEffect(() => {
    const element = formRef.current
    const stay = (event: Event) => event.preventDefault()
    element?.addEventListener('submit', stay)
    return () => element?.removeEventListener('submit', stay)
  }, [])

  /** The services picked, in the order picked; Conform checks the field again if it has before (not while the pickers adopt their first state). */
  function chooseServices(next: ServiceValue[]) {
    held.current.servicesNeeded = next
    setServices(next)
    if (mounted.current) form.update({ name: fields.servicesNeeded.name, value: next })
  }

  function chooseVisitDays(next: string[]) {
    held.current.visitDays = next
    setVisitDays(next)
  }

  function acceptPlace({ address, ...parts }: AcceptedPlace) {
    Object.assign(held.current, parts)
    form.update({ name: fields.address.name, value: address, validated: true })
  }

  const forgetPlace = () => addressParts.forEach((part) => delete held.current[part])

  // A visitor who comes from the estimator finds its service and summary filled in, unless they chose or typed their own.
  const applyPrefill = useEffectEvent((prefill: QuotePrefill) => {
    if (held.current.servicesNeeded.length === 0) chooseServices(prefill.services)
    // Never into a field the visitor is in: it would appear under their caret. It ends on a new line for what they add.
    const details = formRef.current?.elements.namedItem(fields.projectDetails.name)
    if (details instanceof HTMLTextAreaElement && !details.value && document.activeElement !== details && prefill.projectDetails)
      form.update({ name: fields.projectDetails.name, value: `${prefill.projectDetails}\n` })
    if (prefill.estimate) held.current.estimate = prefill.estimate
  })
  useEffect(() => {
    const prefill = readQuotePrefill(window.location.search)
    if (prefill) applyPrefill(prefill)
  }, [])

  /** The visitor's submits (the button, or Enter) send one at a time and focus the first problem; Conform's own checks are submits too. */
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const submitter = (event.nativeEvent as SubmitEvent).submitter
    const byVisitor = !submitter || submitter === submitRef.current
    if (byVisitor && submitting) return event.preventDefault()
    form.onSubmit(event)
    if (!byVisitor) return
    const problems = form.allErrors
    const first = quoteFieldOrder.find((name) => problems[name])
    if (first) document.getElementById(quoteFieldIds(idPrefix, first).control)?.focus()
  }

  async function send(values: LeadFormValues) {
    setSubmitting(true)
    setFailure(undefined)
    try {
      const { photosLost } = await submitQuote(values, config, { photos: await photos.settled(), language })
      void toast.success(text.successTitle, { description: text.successDescription })
      onSent(photosLost)
    } catch (error) {
      console.error('Quote request could not be sent:', error)
      const description = failureDescription(error, browserSite.phone.display, language)
      void toast.error(text.errorTitle, { description }).then((shown) => setFailure({ text: description, alone: !shown }))
      setSubmitting(false)
    }
  }

  return {
    form,
    fields,
    formRef,
    submitRef,
    posted,
    failure,
    complete,
    submitting,
    services,
    chooseServices,
    visitDays,
    chooseVisitDays,
    acceptPlace,
    forgetPlace,
    photos,
    onSubmit,
    recheck,
    rewritePhone,
    message: (name: QuoteFieldName) => fields[name].errors?.[0] ?? posted?.messages[name],
    focus: (name: QuoteFieldName) => name === firstProblem,
  }
}

export type QuoteFormFlow = ReturnType<typeof useQuoteForm>

import { CheckCircle2, Clock, ImageOff, Loader2 } from 'lucide'
import { useEffect, useRef, useState } from 'react'
import { quoteFieldIds, quoteFormContextFields, type QuoteFormAnswer } from '#lead/quote-form-post.ts'
import { CheckList } from '../components/sections/check-list.tsx'
import { Button, buttonVariants } from '../components/ui/button.tsx'
import { Icon } from '../components/ui/icon.tsx'
import { IconText } from '../components/ui/icon-text.tsx'
import { useLanguage } from '../lib/language.tsx'
import { useHydrated } from '../lib/use-hydrated.ts'
import { browserSite } from '../site-config.ts'
import { QuoteFields } from './quote-fields.tsx'
import { quoteFormText } from './quote-form-text.ts'
import { useQuoteForm, type QuoteFormFlow } from './use-quote-form.ts'
import type { QuoteFormConfig } from './quote-form-config.ts'

export interface QuoteFormProps {
  config: QuoteFormConfig
  /** Level of the form's title; a hero whose h1 sits beside it passes its own. */
  headingLevel?: 2 | 3 | 4
  /** Prefix of the ids that tie labels and messages to the fields; each form on a page needs its own. */
  idPrefix?: string
  /** The page the form is on: the answer to a post without JavaScript links back to it. */
  returnTo: string
  /** Only in the page's answer to a post without JavaScript (quote-action.server.ts). */
  answer?: QuoteFormAnswer
  /** The day (YYYY-MM-DD, in Celina) the offered visit days count from in the HTML; once hydrated, the browser's today. */
  visitDaysFrom?: string
}

/** The site's one quote form: it posts natively before and without its script; once hydrated the script checks and sends it. */
export function QuoteForm(props: QuoteFormProps) {
  const { answer, headingLevel = 2, idPrefix = 'quote', returnTo } = props
  const [sent, setSent] = useState<{ photosLost: boolean; photoProblem?: string } | null>(
    answer?.sent ? { photosLost: answer.photosLost ?? false, photoProblem: answer.photoProblem } : null,
  )
  // Each request has a form of its own: the next one starts with Conform's state afresh.
  const [request, setRequest] = useState(0)
  const focusAfterRender = useRef<'thanks' | 'firstName' | null>(null)
  const thanksRef = useRef<HTMLHeadingElement>(null)
  const text = quoteFormText[useLanguage()]

  useEffect(() => {
    const target = focusAfterRender.current
    focusAfterRender.current = null
    if (target === 'thanks') thanksRef.current?.focus()
    else if (target) document.getElementById(quoteFieldIds(idPrefix, 'firstName').control)?.focus()
  })

  const onSent = (photosLost: boolean) => {
    focusAfterRender.current = 'thanks'
    setSent({ photosLost })
  }
  const startOver = () => {
    focusAfterRender.current = 'firstName'
    setRequest((count) => count + 1)
    setSent(null)
  }
  const Heading = `h${headingLevel}` as const
  return (
    <div
      data-slot="quote-form"
      data-state={sent ? 'sent' : 'editing'}
      className="rounded-2xl bg-card p-5 text-card-foreground shadow-xl ring-1 ring-black/5 sm:p-7"
    >
      {!sent ? (
        <EditingQuoteForm key={request} {...props} Heading={Heading} idPrefix={idPrefix} onSent={onSent} />
      ) : (
        <div className="flex flex-col items-center py-6 text-center">
          <Icon icon={CheckCircle2} className="size-14 text-success" />
          {/* Focused on load in the answer to a form posted without JavaScript. */}
          <Heading ref={thanksRef} tabIndex={-1} autoFocus={answer?.sent} className="mt-4 text-2xl font-bold text-primary outline-none">
            {text.thanksTitle}
          </Heading>
          <p className="mt-3 font-medium">{text.thanksReceived}</p>
          <p className="mt-2 text-muted-foreground">{text.thanksNext}</p>
          {sent.photosLost && (
            <p className="mt-4 flex items-start gap-2 rounded-md bg-muted p-3 text-left text-sm font-medium">
              <Icon icon={ImageOff} className="mt-0.5 size-4 shrink-0" />
              <span>
                {text.photosLost(browserSite.phone.display)}
                {sent.photoProblem && <span className="mt-1 block font-normal">{sent.photoProblem}</span>}
              </span>
            </p>
          )}
          {/* The answer page links back to the form; the live form starts afresh. */}
          {answer ? (
            <a className={buttonVariants({ variant: 'outline', className: 'mt-6' })} href={returnTo}>
              {text.submitAnother}
            </a>
          ) : (
            <Button type="button" variant="outline" className="mt-6" onClick={startOver}>
              {text.submitAnother}
            </Button>
          )}
        </div>
      )}
    </div>
  )
}

type EditingProps = QuoteFormProps & { Heading: `h${2 | 3 | 4}`; idPrefix: string; onSent(photosLost: boolean): void }

function EditingQuoteForm({ config, Heading, idPrefix, answer, visitDaysFrom, onSent }: EditingProps) {
  const titleId = `${idPrefix}-title`
  const quote = useQuoteForm({ config, idPrefix, answer, onSent })
  const { failure } = quote
  const text = quoteFormText[useLanguage()]

  return (
    <>
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
        ref={quote.formRef}
        noValidate
        method="post"
        encType="multipart/form-data"
        // No action: it posts to its own page, whose route answers; the query (utm_source…) goes with it, the referrer does not.
        rel="noreferrer"
        data-id-prefix={idPrefix}
        aria-labelledby={titleId}
        id={quote.form.id}
        aria-busy={quote.submitting}
        onSubmit={quote.onSubmit}
        onInput={quote.recheck}
        className="relative grid gap-1"
      >
        <input type="hidden" name={quoteFormContextFields.pageContext} value={config.pageContext} />
        <input type="hidden" name={quoteFormContextFields.formType} value={config.formType} />
        <input type="hidden" name={quoteFormContextFields.clientKey} value={browserSite.lead.clientKey} />

        <QuoteFields quote={quote} idPrefix={idPrefix} visitDaysFrom={visitDaysFrom} />

        {failure && (
          // What was typed is all here. The server's answer page opens on it (autoFocus); in the live form it sits above the button just pressed.
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
        <SubmitButton quote={quote} label={config.submitButtonText} sending={text.sending} />
        <IconText icon={<Icon icon={Clock} className="size-4 shrink-0" />} className="mt-3 justify-center text-sm text-muted-foreground">
          {text.promise}
        </IconText>
      </form>
    </>
  )
}

/**
 * Looks disabled until the form is valid, but is not `disabled`: Enter must still submit, and a press shows every message.
 * Only this button reads whether the page has hydrated, so the switch re-renders nothing else.
 */
function SubmitButton({ quote: { submitRef, complete, submitting }, label, sending }: { quote: QuoteFormFlow; label: string; sending: string }) {
  const hydrated = useHydrated()
  return (
    <Button ref={submitRef} type="submit" variant="cta" size="lg" className="w-full" aria-disabled={(hydrated && !complete) || submitting || undefined}>
      {submitting && <Icon icon={Loader2} className="animate-spin" />}
      {submitting ? sending : label}
    </Button>
  )
}

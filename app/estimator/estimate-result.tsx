import { ArrowRight, Calculator, CircleAlert } from 'lucide'
import { Icon } from '../components/ui/icon.tsx'
import { SiteLink } from '../components/layout/site-link.tsx'
import { buttonVariants } from '../components/ui/button.tsx'
import type { ReactNode } from 'react'
import { estimatorAnswer } from '../content/estimator-forms.ts'
import { paymentExample, permitAboveFeet } from '#lead/fence-prices.ts'
import { formatUsd } from '#lead/format-usd.ts'
import { useLanguage } from '../lib/language.tsx'
import { sitePaths } from '../lib/site-paths.ts'
import { cn } from '../lib/utils.ts'
import { estimateFence, monthlyPaymentRange, offersStaining } from '#lead/fence-estimate.ts'
import { describeFence, formatRange } from '#lead/estimate-summary.ts'
import { queryForChoice, type FormChoice } from './form-choice.ts'
import { quoteAnchorId } from '../components/sections/quote-link.tsx'
import { quoteUrl } from './quote-prefill.ts'
import { useSettledEstimate } from './use-settled-estimate.ts'

export const panelClassName = 'rounded-xl border bg-card p-6 shadow-sm'

/** A service or city page with its own quote form keeps the visitor, and the lead names the page. Only rendered with an estimate: in the browser. */
const ownQuotePage = () => (document.getElementById(quoteAnchorId) ? window.location.pathname : undefined)

/** The answer: the range, the monthly payment and the way into the quote form; `commercial` for a commercial project (full form only). */
export default function EstimateResult({ choice, compact = false, commercial }: { choice: FormChoice; compact?: boolean; commercial?: ReactNode }) {
  const language = useLanguage()
  const answer = estimatorAnswer[language]
  // The quote form of the page the visitor is on (compact), else the contact page in the page's language.
  const quotePage = () => (compact ? ownQuotePage() : undefined) ?? sitePaths.contact[language]
  const problem = choice.kind === 'fence' && choice.inputProblem ? answer.inputProblem[choice.inputProblem] : undefined
  const estimate = choice.kind === 'fence' && !problem ? estimateFence(choice.inputs) : null
  const settled = useSettledEstimate(estimate)
  const announcement = (
    <p role="status" className="sr-only">
      {problem ?? (settled ? answer.announcement(formatRange(settled.range)) : '')}
    </p>
  )

  if (choice.kind === 'commercial') return commercial
  if (problem) {
    return (
      <div className={cn(panelClassName, 'flex items-start gap-4')} data-estimate="input-problem">
        <Icon icon={CircleAlert} className="size-8 shrink-0 text-destructive" />
        <div>
          <p>{problem}</p>
          {choice.inputProblem === 'too-long' && (
            <SiteLink
              className={buttonVariants({ variant: 'cta', size: 'lg', className: 'mt-5' })}
              to={quoteUrl(choice.inputs.fenceType, undefined, quotePage())}
            >
              {answer.quoteButton} <Icon icon={ArrowRight} />
            </SiteLink>
          )}
        </div>
        {announcement}
      </div>
    )
  }
  if (!estimate) {
    return (
      <div className={cn(panelClassName, 'flex items-center gap-4 text-muted-foreground')} data-estimate="empty">
        <Icon icon={Calculator} className="size-8 shrink-0 text-primary" />
        <p>{answer.empty}</p>
        {announcement}
      </div>
    )
  }

  const payment = monthlyPaymentRange(estimate.range)
  const { inputs } = estimate
  return (
    <div className={panelClassName} data-estimate="ready">
      <h3 className="text-sm font-semibold uppercase tracking-wider text-muted-foreground">{compact ? answer.rangeLabel : answer.resultTitle}</h3>
      <p className="mt-2 text-3xl font-extrabold text-primary wrap-anywhere sm:text-4xl" data-testid="estimate-range">
        {formatRange(estimate.range)}
      </p>
      <p className="mt-1 text-sm text-muted-foreground">{describeFence(estimate, language)}</p>
      <p className="mt-4">
        {payment
          ? answer.payment(formatUsd(payment.low), formatUsd(payment.high), payment.months, payment.aprPercent)
          : answer.paymentAbove(formatUsd(paymentExample.maxAmount))}{' '}
        <SiteLink to={sitePaths.financing[language]} className="font-semibold text-primary underline-offset-4 hover:underline">
          {answer.financingLink}
        </SiteLink>
      </p>
      {inputs.heightFeet > permitAboveFeet && <p className="mt-3 text-sm">{answer.permitNote}</p>}
      <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center">
        <SiteLink className={buttonVariants({ variant: 'cta', size: 'lg' })} to={quoteUrl(inputs.fenceType, estimate, quotePage())}>
          {answer.quoteButton} <Icon icon={ArrowRight} />
        </SiteLink>
        {compact && (
          <SiteLink to={`${sitePaths.estimator[language]}?${queryForChoice(choice)}`} className="font-semibold text-primary underline-offset-4 hover:underline">
            {answer.fullEstimatorLink(offersStaining(inputs.fenceType))}
          </SiteLink>
        )}
      </div>
      {announcement}
    </div>
  )
}

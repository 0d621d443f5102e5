import { useRef, type FormEvent } from 'react'
import { SiteLink } from '../components/layout/site-link.tsx'
import { Button, buttonVariants } from '../components/ui/button.tsx'
import { estimatorPage, fullEstimatorAnswer, fullEstimatorLabels } from '../content/fence-cost-estimator.ts'
import EstimateResult, { panelClassName } from './estimate-result.tsx'
import { commercialService } from '#lead/estimate-options.ts'
import { quoteUrl } from './quote-prefill.ts'
import { EstimatorFields, lengthsAnchor } from './estimator-fields.tsx'
import { GateAndExtraFields } from './gate-and-extra-fields.tsx'
import { useLanguage } from '../lib/language.tsx'
import { sitePaths } from '../lib/site-paths.ts'
import { estimateAnchor, useEstimatorForm } from './use-estimator-form.ts'

/** The answer for a commercial project: no per-foot price, the way into the quote form. */
function CommercialAnswer() {
  const language = useLanguage()
  const answer = fullEstimatorAnswer[language]
  return (
    <div className={panelClassName} data-estimate="commercial">
      <p>{answer.commercial}</p>
      <SiteLink
        className={buttonVariants({ variant: 'cta', size: 'lg', className: 'mt-5 w-full sm:w-auto' })}
        to={quoteUrl(commercialService, undefined, sitePaths.contact[language])}
      >
        {answer.commercialButton}
      </SiteLink>
    </div>
  )
}

/** The full estimator: a GET form on its own address, rendered for its query (`search`) without JavaScript; with it the answer is live. */
export function Estimator({ search }: { /** The address's canonical query (a GET sent without JavaScript). */ search?: string }) {
  const form = useEstimatorForm({ syncUrl: true, search })
  const language = useLanguage()
  const estimatorPath = sitePaths.estimator[language]
  const resultRef = useRef<HTMLDivElement>(null)
  // The answer is live; submitting brings it into view (on a phone it sits below the form).
  function showResult(event: FormEvent<HTMLFormElement>) {
    form.onSubmit(event)
    resultRef.current?.scrollIntoView({ block: 'start', behavior: window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth' })
    resultRef.current?.focus({ preventScroll: true })
  }
  return (
    <div className="grid items-start gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
      <form
        key={form.formKey}
        ref={form.formRef}
        method="get"
        action={`${estimatorPath}#${estimateAnchor}`}
        aria-labelledby="estimator-form-title"
        onChange={form.onChange}
        onSubmit={showResult}
        className="rounded-xl border bg-card p-6 shadow-sm"
      >
        {/* Enter in a field sends the form with its first submit button, so that one is "Show my estimate", not a side button;
            rendered though unseen, as Safari skips a button that is not. */}
        <button type="submit" className="sr-only" tabIndex={-1} aria-hidden="true" />
        <h2 id="estimator-form-title" className="mb-5 text-2xl font-bold">
          {estimatorPage[language].formTitle}
        </h2>
        <EstimatorFields
          choice={form.choice}
          inputs={form.inputs}
          sides={form.sides}
          sideButtons={{ action: `${estimatorPath}#${lengthsAnchor}`, onAdd: form.addSide, onRemove: form.removeSide }}
        >
          <GateAndExtraFields inputs={form.inputs} />
        </EstimatorFields>
        <Button type="submit" size="lg" className="mt-6 w-full sm:w-auto">
          {fullEstimatorLabels[language].submit}
        </Button>
      </form>
      <div ref={resultRef} id={estimateAnchor} tabIndex={-1} className="scroll-mt-24 outline-none lg:sticky lg:top-24">
        <EstimateResult choice={form.choice} commercial={<CommercialAnswer />} />
        <noscript>
          <p className="mt-4 rounded-xl border bg-muted p-4 text-sm">{fullEstimatorAnswer[language].noScript}</p>
        </noscript>
      </div>
    </div>
  )
}

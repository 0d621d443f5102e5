import { lazy, Suspense, useState } from 'react'
import type { FenceType } from '../../lead/estimate-options.ts'
import { Section, SectionHeading } from '../components/sections/section.tsx'
import { Button } from '../components/ui/button.tsx'
import { useNearViewport } from '../lib/use-near-viewport.ts'
import { compactEstimator, estimatorAnswer, estimatorLabels } from '../content/fence-cost-estimator.ts'
import { EstimatorFields } from './estimator-fields.tsx'
import { estimatorPath, useEstimatorForm } from './use-estimator-form.ts'

const EstimateResult = lazy(() => import('./estimate-result.tsx'))

/** How far below the viewport the answer's code starts loading. */
const loadMargin = '400px'

function ResultPlaceholder() {
  return <div className="rounded-xl border bg-card p-6 text-muted-foreground shadow-sm">{estimatorAnswer.empty}</div>
}

/**
 * The estimator on service and city pages: length, style and height. The form is in the page
 * (it works without JavaScript: it opens the full estimator); the code of the answer loads
 * when the section nears the viewport or the visitor starts on the form.
 */
export function CompactEstimator({ fenceType, tone = 'plain' }: { fenceType?: FenceType; tone?: 'plain' | 'muted' }) {
  const form = useEstimatorForm({ fenceType, syncUrl: false })
  const { ref: sectionRef, near: scrolledNear } = useNearViewport<HTMLSpanElement>(loadMargin)
  const [focused, setFocused] = useState(false)
  const near = scrolledNear || focused

  return (
    <Section tone={tone} labelledBy="compact-estimator-title">
      <span ref={sectionRef} />
      <SectionHeading id="compact-estimator-title" eyebrow="Fence Cost Estimator" title={compactEstimator.title} intro={compactEstimator.intro} />
      <div className="grid items-start gap-8 lg:grid-cols-2">
        <form
          ref={form.formRef}
          method="get"
          action={estimatorPath}
          aria-label={compactEstimator.title}
          onChange={form.onChange}
          onFocus={() => setFocused(true)}
          onSubmit={form.onSubmit}
          className="rounded-xl border bg-card p-6 shadow-sm"
        >
          <EstimatorFields choice={form.choice} inputs={form.inputs} fixedType={fenceType} compact sides={form.sides} />
          <Button type="submit" variant="outline" size="lg" className="mt-6 w-full sm:w-auto">
            {estimatorLabels.compactSubmit}
          </Button>
        </form>
        {near ? (
          <Suspense fallback={<ResultPlaceholder />}>
            <EstimateResult choice={form.choice} compact />
          </Suspense>
        ) : (
          <ResultPlaceholder />
        )}
      </div>
    </Section>
  )
}

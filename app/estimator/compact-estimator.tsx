import type { FenceType } from '#lead/estimate-options.ts'
import { offersStaining } from '#lead/fence-estimate.ts'
import { Section, SectionHeading } from '../components/sections/section.tsx'
import { Button } from '../components/ui/button.tsx'
import { compactEstimator, estimatorLabels } from '../content/estimator-forms.ts'
import { sitePaths } from '../lib/site-paths.ts'
import { useLanguage } from '../lib/language.tsx'
import EstimateResult from './estimate-result.tsx'
import { EstimatorFields } from './estimator-fields.tsx'
import { estimateAnchor, useEstimatorForm } from './use-estimator-form.ts'

/** The estimator on service and city pages: length, style and height. Without JavaScript its form opens the full estimator. */
export function CompactEstimator({ fenceType, tone = 'plain' }: { fenceType?: FenceType; tone?: 'plain' | 'muted' }) {
  const form = useEstimatorForm({ fenceType, syncUrl: false })
  const language = useLanguage()
  const text = compactEstimator[language]

  return (
    <Section tone={tone} labelledBy="compact-estimator-title">
      <SectionHeading
        id="compact-estimator-title"
        eyebrow={text.eyebrow}
        title={text.title}
        intro={text.intro(offersStaining(fenceType ?? form.inputs.fenceType))}
      />
      <div className="grid items-start gap-8 lg:grid-cols-2">
        <form
          ref={form.formRef}
          method="get"
          action={`${sitePaths.estimator[language]}#${estimateAnchor}`}
          aria-label={text.title}
          onChange={form.onChange}
          onSubmit={form.onSubmit}
          className="rounded-xl border bg-card p-6 shadow-sm"
        >
          <EstimatorFields choice={form.choice} inputs={form.inputs} fixedType={fenceType} compact sides={form.sides} />
          <Button type="submit" variant="outline" size="lg" className="mt-6 w-full sm:w-auto">
            {estimatorLabels[language].compactSubmit}
          </Button>
        </form>
        <EstimateResult choice={form.choice} compact />
      </div>
    </Section>
  )
}

import { Minus, Plus } from 'lucide'
import { Icon } from '../components/ui/icon.tsx'
import { useId, type MouseEvent, type ReactNode } from 'react'
import { commercialService, estimateLimits, fenceTypes, type EstimateInputs, type FenceType } from '#lead/estimate-options.ts'
import { fenceStyleNames } from '#lead/estimate-summary.ts'
import { serviceLabelIn } from '#lead/service-options.ts'
import { Button } from '../components/ui/button.tsx'
import { fieldClassName } from '../components/ui/input.tsx'
import { estimatorLabels } from '../content/estimator-forms.ts'
import { useLanguage } from '../lib/language.tsx'
import { cn } from '../lib/utils.ts'
import { heightOptions, styleOptions } from '#lead/fence-estimate.ts'
import { fieldNames, removeSideName } from './estimate-query.ts'
import type { FormChoice } from './form-choice.ts'

export interface SideField {
  key: number
  initial: number | undefined
}

/** The anchor of the full estimator's lengths, where a side added or removed before hydration lands. */
export const lengthsAnchor = 'estimate-lengths'

export const legendClassName = 'mb-2 text-sm font-semibold'
const chipClassName = cn(
  'flex min-h-11 cursor-pointer items-center gap-2 rounded-md border border-input bg-background px-3 py-2 text-sm',
  'has-[:checked]:border-primary has-[:checked]:bg-primary/10 has-[:checked]:font-semibold has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring',
)
export const numberClassName = cn(fieldClassName, 'h-11 max-w-32')

function Choices({
  legend,
  name,
  options,
  checked,
}: {
  legend: string
  name: string
  options: ReadonlyArray<{ value: string; label: string }>
  checked: string
}) {
  return (
    <fieldset>
      <legend className={legendClassName}>{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {options.map((option) => (
          <label key={option.value} className={chipClassName}>
            <input type="radio" name={name} value={option.value} defaultChecked={option.value === checked} className="accent-primary" />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  )
}

/** A side button once hydrated: it changes the fields in place instead of sending the form. */
const inPlace = (change: () => void) => (event: MouseEvent<HTMLButtonElement>) => {
  event.preventDefault()
  change()
}

export interface EstimatorFieldsProps {
  choice: FormChoice
  /** The last fence priced: what the fence fields show while the commercial choice is picked. */
  inputs: EstimateInputs
  /** A service page's own fence type: no type field, the form prices this one. */
  fixedType?: FenceType
  /** The compact form (service and city pages) asks for length, style and height only. */
  compact?: boolean
  sides: readonly SideField[]
  /**
   * The full estimator's side buttons and the address they send the form to before hydration, which answers with a side more
   * or less (a side is removed unvalidated, while its length may still be wrong); hydrated, they add or remove the field in place.
   */
  sideButtons?: { action: string; onAdd: () => void; onRemove: (key: number) => void }
  /** The full estimator's further fields (gate-and-extra-fields.tsx), after the length while a fence is priced. */
  children?: ReactNode
}

export function EstimatorFields({ choice, inputs, fixedType, compact = false, sides, sideButtons, children }: EstimatorFieldsProps) {
  const lengthId = useId()
  const language = useLanguage()
  const labels = estimatorLabels[language]
  const typeOptions = [
    ...fenceTypes.map((value) => ({ value, label: serviceLabelIn(language)(value) })),
    ...(compact ? [] : [{ value: commercialService, label: labels.commercial }]),
  ]
  const styles = styleOptions(inputs.fenceType)
  return (
    <div className="grid gap-6">
      {fixedType ? (
        <input type="hidden" name={fieldNames.fenceType} value={fixedType} />
      ) : (
        <Choices
          legend={labels.fenceType}
          name={fieldNames.fenceType}
          options={typeOptions}
          checked={choice.kind === 'commercial' ? commercialService : inputs.fenceType}
        />
      )}
      {choice.kind === 'fence' && (
        <>
          {styles.length > 1 && (
            <Choices
              key={`style-${inputs.fenceType}`}
              legend={labels.style}
              name={fieldNames.style}
              options={styles.map((style) => ({ value: style, label: fenceStyleNames[language][style] }))}
              checked={inputs.style}
            />
          )}
          <Choices
            key={`height-${inputs.fenceType}-${inputs.style}`}
            legend={labels.height}
            name={fieldNames.heightFeet}
            options={heightOptions(inputs.fenceType, inputs.style).map((height) => ({ value: String(height), label: labels.heightOption(height) }))}
            checked={String(inputs.heightFeet)}
          />
          <fieldset id={sideButtons && lengthsAnchor} className="scroll-mt-24">
            <legend className={cn(legendClassName, sides.length < 2 && 'sr-only')}>{labels.length}</legend>
            <ol className="grid gap-2">
              {sides.map((side, index) => (
                <li key={side.key} className="flex items-center gap-3">
                  <label htmlFor={`${lengthId}-${side.key}`} className={cn('text-sm', sides.length < 2 ? 'font-semibold' : 'min-w-28')}>
                    {sides.length < 2 ? labels.length : labels.side(index + 1)}
                  </label>
                  <input
                    id={`${lengthId}-${side.key}`}
                    type="number"
                    name={fieldNames.side}
                    min={1}
                    max={estimateLimits.lengthMaxFeet}
                    step={1}
                    inputMode="numeric"
                    defaultValue={side.initial}
                    className={numberClassName}
                  />
                  {sides.length > 1 && sideButtons && (
                    <Button
                      type="submit"
                      name={removeSideName}
                      value={index + 1}
                      formAction={sideButtons.action}
                      formNoValidate
                      variant="ghost"
                      size="icon"
                      aria-label={labels.removeSide(index + 1)}
                      onClick={inPlace(() => sideButtons.onRemove(side.key))}
                    >
                      <Icon icon={Minus} />
                    </Button>
                  )}
                </li>
              ))}
            </ol>
            {sideButtons && sides.length < estimateLimits.sidesMax && (
              // Sent, it adds an empty length after the others, as a field would.
              <Button
                type="submit"
                name={fieldNames.side}
                value=""
                formAction={sideButtons.action}
                variant="link"
                size="inline"
                className="mt-1"
                onClick={inPlace(sideButtons.onAdd)}
              >
                <Icon icon={Plus} /> {labels.addSide}
              </Button>
            )}
          </fieldset>
          {children}
        </>
      )}
    </div>
  )
}

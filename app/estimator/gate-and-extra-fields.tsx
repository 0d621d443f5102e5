import { estimateLimits, type EstimateInputs } from '#lead/estimate-options.ts'
import { offersStaining } from '#lead/fence-estimate.ts'
import { useId } from 'react'
import { fullEstimatorLabels } from '../content/fence-cost-estimator.ts'
import { useLanguage } from '../lib/language.tsx'
import { checkedValue, fieldNames } from './estimate-query.ts'
import { legendClassName, numberClassName } from './estimator-fields.tsx'

function NumberField({ label, name, initial, max }: { label: string; name: string; initial: number | undefined; max: number }) {
  const id = useId()
  return (
    <div className="flex items-center justify-between gap-3">
      <label htmlFor={id} className="text-sm">
        {label}
      </label>
      <input id={id} type="number" name={name} min={0} max={max} step={1} inputMode="numeric" defaultValue={initial} className={numberClassName} />
    </div>
  )
}

function Checkbox({ name, label, checked }: { name: string; label: string; checked: boolean }) {
  return (
    <label className="flex min-h-11 cursor-pointer items-center gap-3 text-sm">
      <input type="checkbox" name={name} value={checkedValue} defaultChecked={checked} className="size-5 accent-primary" />
      {label}
    </label>
  )
}

/** The full estimator's gates and extras, in a file of their own so the compact form's code carries neither them nor their words. */
export function GateAndExtraFields({ inputs }: { inputs: EstimateInputs }) {
  const labels = fullEstimatorLabels[useLanguage()]
  return (
    <>
      <fieldset className="grid gap-2">
        <legend className={legendClassName}>{labels.gates}</legend>
        <NumberField label={labels.walkGates} name={fieldNames.walkGates} initial={inputs.walkGates} max={estimateLimits.gatesMax} />
        <NumberField label={labels.singleDriveGates} name={fieldNames.singleDriveGates} initial={inputs.singleDriveGates} max={estimateLimits.gatesMax} />
        <NumberField label={labels.doubleDriveGates} name={fieldNames.doubleDriveGates} initial={inputs.doubleDriveGates} max={estimateLimits.gatesMax} />
      </fieldset>
      <fieldset>
        <legend className={legendClassName}>{labels.extras}</legend>
        <Checkbox name={fieldNames.removeOldFence} label={labels.removeOldFence} checked={inputs.removeOldFence} />
        {offersStaining(inputs.fenceType) && <Checkbox key="stain" name={fieldNames.stain} label={labels.stain} checked={inputs.stain} />}
      </fieldset>
    </>
  )
}

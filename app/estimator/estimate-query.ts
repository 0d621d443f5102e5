import { estimateLimits, type EstimateInputs, type FenceHeight, type FenceStyle } from '#lead/estimate-options.ts'
import { isFenceType, normalizeInputs } from '#lead/fence-estimate.ts'

/** The inputs in a URL query, named like the form's fields so a native GET writes the same query: `type=…&style=…&height=6&side=60&side=80&walk=1`. */
export const fieldNames = {
  fenceType: 'type',
  style: 'style',
  heightFeet: 'height',
  side: 'side',
  walkGates: 'walk',
  singleDriveGates: 'single',
  doubleDriveGates: 'double',
  removeOldFence: 'removal',
  stain: 'stain',
} as const satisfies Record<Exclude<keyof EstimateInputs, 'sidesFeet'> | 'side', string>

export const checkedValue = 'yes'

const wholeNumber = (value: string | null) => (value !== null && /^\s*\d+\s*$/.test(value) ? Number(value) : undefined)

/** The full estimator's "Remove side n" sent without JavaScript: the side's place, from 1. The canonical query is the one without it. */
export const removeSideName = 'remove-side'

/** The lengths a query sends, in their fields' order, empty ones included ("Add a side" sends one), less the one it removes. */
function sidesSent(query: URLSearchParams): string[] {
  const removed = wholeNumber(query.get(removeSideName))
  return query.getAll(fieldNames.side).filter((_, index) => index + 1 !== removed)
}

/** The typed lengths a query holds. */
export const sidesTyped = (query: URLSearchParams) => sidesSent(query).filter((value) => value.trim() !== '')

/** How many length fields a query asks for, up to the most sides an estimate adds up. */
export const sideFieldCount = (search: string | URLSearchParams) => Math.min(sidesSent(new URLSearchParams(search)).length, estimateLimits.sidesMax)

export const gateCounts = ['walkGates', 'singleDriveGates', 'doubleDriveGates'] as const

/** The inputs a query holds, made valid for their fence type; null without a known fence type. */
export function readEstimateQuery(search: string | URLSearchParams): EstimateInputs | null {
  const query = new URLSearchParams(search)
  const fenceType = query.get(fieldNames.fenceType)
  if (!isFenceType(fenceType)) return null
  // A style or height the type does not offer becomes its default.
  return normalizeInputs({
    fenceType,
    style: query.get(fieldNames.style) as FenceStyle,
    heightFeet: wholeNumber(query.get(fieldNames.heightFeet)) as FenceHeight,
    sidesFeet: sidesTyped(query)
      .map(wholeNumber)
      .filter((side): side is number => side !== undefined),
    walkGates: wholeNumber(query.get(fieldNames.walkGates)) ?? 0,
    singleDriveGates: wholeNumber(query.get(fieldNames.singleDriveGates)) ?? 0,
    doubleDriveGates: wholeNumber(query.get(fieldNames.doubleDriveGates)) ?? 0,
    removeOldFence: query.get(fieldNames.removeOldFence) === checkedValue,
    stain: query.get(fieldNames.stain) === checkedValue,
  })
}

/** The query for these inputs (no leading "?"), with empty length fields after the sides up to `sideFields`; zero counts and unchecked boxes are left out. */
export function estimateQuery(inputs: EstimateInputs, sideFields = 0): string {
  const query = new URLSearchParams()
  query.set(fieldNames.fenceType, inputs.fenceType)
  query.set(fieldNames.style, inputs.style)
  query.set(fieldNames.heightFeet, String(inputs.heightFeet))
  for (const side of inputs.sidesFeet) query.append(fieldNames.side, String(side))
  for (let field = inputs.sidesFeet.length; field < sideFields; field++) query.append(fieldNames.side, '')
  for (const name of gateCounts) if (inputs[name]) query.set(fieldNames[name], String(inputs[name]))
  for (const name of ['removeOldFence', 'stain'] as const) if (inputs[name]) query.set(fieldNames[name], checkedValue)
  return query.toString()
}

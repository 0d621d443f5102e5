import { fenceStyleLabels, totalLengthFeet, type Estimate, type PriceRange } from './estimate-options.ts'
import { serviceLabel } from './service-options.ts'
import { formatUsd, groupThousands as feet } from './format-usd.ts'

export function formatRange(range: PriceRange): string {
  return range.low === range.high ? formatUsd(range.low) : `${formatUsd(range.low)}-${formatUsd(range.high)}`
}

const plural = (count: number, one: string) => `${count} ${one}${count === 1 ? '' : 's'}`

export function describeFence(estimate: Estimate): string {
  const { inputs } = estimate
  const style = inputs.style === 'standard' ? [] : [fenceStyleLabels[inputs.style].toLowerCase()]
  const length = totalLengthFeet(inputs)
  const sides = inputs.sidesFeet.length > 1 ? ` (${inputs.sidesFeet.map(feet).join(' + ')})` : ''
  return [serviceLabel(inputs.fenceType), ...style, `${inputs.heightFeet} ft tall`, `${feet(length)} ft${sides}`].join(', ')
}

export function describeEstimate(estimate: Estimate): string[] {
  const { inputs } = estimate
  const gates = [
    inputs.walkGates ? plural(inputs.walkGates, 'walk gate') : '',
    inputs.singleDriveGates ? plural(inputs.singleDriveGates, 'single driveway gate') : '',
    inputs.doubleDriveGates ? plural(inputs.doubleDriveGates, 'double driveway gate') : '',
  ].filter(Boolean)
  return [
    `Online estimate: ${formatRange(estimate.range)}`,
    describeFence(estimate),
    `Gates: ${gates.length ? gates.join(', ') : 'none in this estimate'}`,
    ...(inputs.removeOldFence ? ['Remove and haul away the old fence'] : []),
    ...(inputs.stain ? ['Stain the new fence'] : []),
  ]
}

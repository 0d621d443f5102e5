import { fenceStyleLabels, totalLengthFeet, type Estimate, type FenceStyle, type PriceRange } from './estimate-options.ts'
import type { LeadLanguage } from './languages.ts'
import { serviceLabelIn } from './service-options.ts'
import { formatUsd, groupThousands as feet } from './format-usd.ts'

export function formatRange(range: PriceRange): string {
  return range.low === range.high ? formatUsd(range.low) : `${formatUsd(range.low)}-${formatUsd(range.high)}`
}

/** The styles as the estimator's choices and every summary name them; the value sent stays the English key. */
export const fenceStyleNames = {
  en: fenceStyleLabels,
  es: {
    'side-by-side': 'Tablas lado a lado',
    'board-on-board': 'Tabla sobre tabla',
    horizontal: 'Horizontal',
    standard: 'Estándar',
    'privacy-slats': 'Con tablillas de privacidad',
  },
} as const satisfies Record<LeadLanguage, Record<FenceStyle, string>>

/** A count and its noun: Spanish plurals change more than an "s", so each language says both forms. */
const count = (number: number, one: string, many: string) => `${number} ${number === 1 ? one : many}`

const english = {
  height: (height: number) => `${height} ft tall`,
  length: (length: string) => `${length} ft`,
  walkGates: (number: number) => count(number, 'walk gate', 'walk gates'),
  singleDriveGates: (number: number) => count(number, 'single driveway gate', 'single driveway gates'),
  doubleDriveGates: (number: number) => count(number, 'double driveway gate', 'double driveway gates'),
  range: (range: string) => `Online estimate: ${range}`,
  gates: (gates: string) => `Gates: ${gates}`,
  noGates: 'none in this estimate',
  removeOldFence: 'Remove and haul away the old fence',
  stain: 'Stain the new fence',
}

/** The summary a lead carries (the quote form's details, the confirmation e-mail), in the visitor's language. */
export const estimateSummaryText = {
  en: english,
  es: {
    height: (height: number) => `${height} pies de alto`,
    length: (length: string) => `${length} pies`,
    walkGates: (number: number) => count(number, 'portón peatonal', 'portones peatonales'),
    singleDriveGates: (number: number) => count(number, 'portón de entrada sencillo', 'portones de entrada sencillos'),
    doubleDriveGates: (number: number) => count(number, 'portón de entrada doble', 'portones de entrada dobles'),
    range: (range: string) => `Presupuesto en línea: ${range}`,
    gates: (gates: string) => `Portones: ${gates}`,
    noGates: 'ninguno en este presupuesto',
    removeOldFence: 'Quitar y llevarse la cerca vieja',
    stain: 'Teñir la cerca nueva',
  },
} satisfies Record<LeadLanguage, typeof english>

export function describeFence(estimate: Estimate, language: LeadLanguage = 'en'): string {
  const { inputs } = estimate
  const text = estimateSummaryText[language]
  const style = inputs.style === 'standard' ? [] : [fenceStyleNames[language][inputs.style].toLowerCase()]
  const length = totalLengthFeet(inputs)
  const sides = inputs.sidesFeet.length > 1 ? ` (${inputs.sidesFeet.map(feet).join(' + ')})` : ''
  return [serviceLabelIn(language)(inputs.fenceType), ...style, text.height(inputs.heightFeet), `${text.length(feet(length))}${sides}`].join(', ')
}

export function describeEstimate(estimate: Estimate, language: LeadLanguage = 'en'): string[] {
  const { inputs } = estimate
  const text = estimateSummaryText[language]
  const gates = [
    inputs.walkGates ? text.walkGates(inputs.walkGates) : '',
    inputs.singleDriveGates ? text.singleDriveGates(inputs.singleDriveGates) : '',
    inputs.doubleDriveGates ? text.doubleDriveGates(inputs.doubleDriveGates) : '',
  ].filter(Boolean)
  return [
    text.range(formatRange(estimate.range)),
    describeFence(estimate, language),
    text.gates(gates.length ? gates.join(', ') : text.noGates),
    ...(inputs.removeOldFence ? [text.removeOldFence] : []),
    ...(inputs.stain ? [text.stain] : []),
  ]
}

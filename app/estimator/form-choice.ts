import { commercialService, estimateLimits, totalLengthFeet, type EstimateInputs } from '#lead/estimate-options.ts'
import { estimateQuery, fieldNames, gateCounts, readEstimateQuery, sideFieldCount, sidesTyped } from './estimate-query.ts'

/** Why typed numbers cannot be priced; then nothing is, not even the numbers that happen to be valid. */
export type InputProblem = 'whole-feet' | 'too-long' | 'gates'

export type FormChoice = { kind: 'fence'; inputs: EstimateInputs; inputProblem?: InputProblem } | { kind: 'commercial' }

const wholeNumber = (value: string) => (/^\s*\d+\s*$/.test(value) ? Number(value) : Number.NaN)
const typedIn = (query: URLSearchParams, name: string) => query.getAll(name).filter((value) => value.trim() !== '')

function inputProblem(query: URLSearchParams): InputProblem | undefined {
  const feet = sidesTyped(query).map(wholeNumber)
  if (feet.some((side) => !(side >= 1))) return 'whole-feet'
  if (totalLengthFeet({ sidesFeet: feet }) > estimateLimits.lengthMaxFeet) return 'too-long'
  const gates = gateCounts.flatMap((name) => typedIn(query, fieldNames[name]).map(wholeNumber))
  if (gates.some((count) => !(count <= estimateLimits.gatesMax))) return 'gates'
  return undefined
}

/** What a query names: a fence (with any problem of the numbers typed, which then leaves it unpriced), the commercial choice, or null for no fence type. */
function choiceFrom(query: URLSearchParams): FormChoice | null {
  if (query.get(fieldNames.fenceType) === commercialService) return { kind: 'commercial' }
  const inputs = readEstimateQuery(query)
  if (!inputs) return null
  const problem = inputProblem(query)
  return problem ? { kind: 'fence', inputs, inputProblem: problem } : { kind: 'fence', inputs }
}

/** The form's current values, read the way a GET submission would send them. */
export function readFormChoice(form: HTMLFormElement, fallback: EstimateInputs): FormChoice {
  const query = new URLSearchParams()
  for (const [name, value] of new FormData(form)) if (typeof value === 'string') query.append(name, value)
  if (!query.has(fieldNames.fenceType)) query.set(fieldNames.fenceType, fallback.fenceType)
  return choiceFrom(query) ?? { kind: 'fence', inputs: fallback }
}

export function sameChoice(a: FormChoice, b: FormChoice): boolean {
  return JSON.stringify(a) === JSON.stringify(b)
}

/** The choice an address's query holds, or null; its numbers read as the form will show them, so the hydrated form reads back the same. */
export function choiceFromQuery(search: string): FormChoice | null {
  const choice = choiceFrom(new URLSearchParams(search))
  return choice?.kind === 'fence' ? choiceFrom(new URLSearchParams(estimateQuery(choice.inputs))) : choice
}

export function queryForChoice(choice: FormChoice): string {
  return choice.kind === 'commercial' ? new URLSearchParams({ [fieldNames.fenceType]: commercialService }).toString() : estimateQuery(choice.inputs)
}

/**
 * The inputs in the form's order, with as many length fields as were sent (an added one empty, a removed one gone), other
 * parameters dropped; undefined without a fence type (the prerendered page's address).
 */
export function canonicalEstimatorQuery(search: string): string | undefined {
  const choice = choiceFromQuery(search)
  if (choice?.kind !== 'fence') return choice ? `?${queryForChoice(choice)}` : undefined
  // One empty length is the form as it first shows: only further ones are kept.
  const fields = sideFieldCount(search)
  return `?${estimateQuery(choice.inputs, fields > 1 ? fields : 0)}`
}

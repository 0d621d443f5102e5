import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react'
import { fenceTypes, type EstimateInputs, type FenceType } from '#lead/estimate-options.ts'
import { defaultInputs, normalizeInputs } from '#lead/fence-estimate.ts'
import { useLanguage } from '../lib/language.tsx'
import { sitePaths } from '../lib/site-paths.ts'
import type { SideField } from './estimator-fields.tsx'
import { estimateQuery, sideFieldCount } from './estimate-query.ts'
import { choiceFromQuery, queryForChoice, readFormChoice, sameChoice, type FormChoice } from './form-choice.ts'

/** The anchor of the full estimator's answer (where a form sent to it lands). */
export const estimateAnchor = 'estimate'

/** A field per side, then empty ones up to the count the address asks for; at least one. */
const sidesFor = (inputs: EstimateInputs, firstKey: number, fieldCount = 0): SideField[] =>
  Array.from({ length: Math.max(inputs.sidesFeet.length, fieldCount, 1) }, (_, index) => ({ key: firstKey + index, initial: inputs.sidesFeet[index] }))

/**
 * Uncontrolled native fields (what is typed before hydration stays), read whole on every change as a GET would send them.
 * With `syncUrl` the inputs come from the address once hydrated, unless the visitor changed the form, and the address follows them.
 */
export function useEstimatorForm({
  fenceType = fenceTypes[0],
  syncUrl,
  search,
}: {
  fenceType?: FenceType
  syncUrl: boolean
  /** The address the collector rendered the form for (its answer to a GET sent without JavaScript). */
  search?: string
}) {
  const formRef = useRef<HTMLFormElement>(null)
  const estimatorPath = sitePaths.estimator[useLanguage()]
  const [initialChoice] = useState<FormChoice>(() => (search && choiceFromQuery(search)) || { kind: 'fence', inputs: defaultInputs(fenceType) })
  const [choice, setChoice] = useState<FormChoice>(initialChoice)
  const [inputs, setInputs] = useState<EstimateInputs>(() => (initialChoice.kind === 'fence' ? initialChoice.inputs : defaultInputs(fenceType)))
  const [sides, setSides] = useState<SideField[]>(() => sidesFor(inputs, 0, sideFieldCount(search ?? '')))
  const [formKey, setFormKey] = useState(0)
  const nextSideKey = useRef(sides.length)
  const inputsRef = useRef(inputs)

  const choiceRef = useRef<FormChoice>(initialChoice)
  const apply = useCallback(
    (next: FormChoice) => {
      choiceRef.current = next
      setChoice(next)
      if (next.kind === 'fence') {
        inputsRef.current = next.inputs
        setInputs(next.inputs)
      }
      // The address keeps the last fence that could be priced.
      const query = `?${queryForChoice(next)}`
      if (syncUrl && !(next.kind === 'fence' && next.inputProblem) && window.location.search !== query)
        window.history.replaceState(window.history.state, '', query)
    },
    [syncUrl],
  )

  /** New side fields, under new keys, for a choice the form did not type in itself. */
  const resetSides = useCallback((next: FormChoice, fieldCount?: number) => {
    if (next.kind !== 'fence') return
    const fields = sidesFor(next.inputs, nextSideKey.current, fieldCount)
    setSides(fields)
    nextSideKey.current += fields.length
  }, [])

  /** The style, height and staining last chosen for each fence type: a type picked again gets them back. */
  const chosenByType = useRef<Partial<Record<FenceType, Pick<EstimateInputs, 'style' | 'heightFeet' | 'stain'>>>>({})

  const readForm = useCallback(() => {
    if (!formRef.current) return
    const previous = choiceRef.current
    const next = readFormChoice(formRef.current, inputsRef.current)
    const last = inputsRef.current
    if (next.kind !== 'fence' || (previous.kind === 'fence' && next.inputs.fenceType === last.fenceType)) return apply(next)
    chosenByType.current[last.fenceType] = { style: last.style, heightFeet: last.heightFeet, stain: last.stain }
    const chosen = chosenByType.current[next.inputs.fenceType]
    // Back from the commercial choice, whose form has no fence fields, the last fence comes back in the type picked.
    if (previous.kind !== 'commercial') return apply({ ...next, inputs: normalizeInputs({ ...next.inputs, ...chosen }) })
    const restored = choiceFromQuery(estimateQuery(normalizeInputs({ ...last, fenceType: next.inputs.fenceType, ...chosen })))!
    resetSides(restored)
    apply(restored)
  }, [apply, resetSides])

  useEffect(() => {
    const form = formRef.current
    if (!form) return
    const current = readFormChoice(form, inputsRef.current)
    const fromAddress = syncUrl && sameChoice(current, initialChoice) ? choiceFromQuery(window.location.search) : null
    // The collector's answer to the form's own GET (no script) was rendered with the address's choice already.
    if (fromAddress && !sameChoice(fromAddress, initialChoice)) {
      resetSides(fromAddress, sideFieldCount(window.location.search))
      setFormKey((key) => key + 1)
      apply(fromAddress)
    } else if (!sameChoice(current, initialChoice)) {
      apply(current)
    }
  }, [apply, initialChoice, resetSides, syncUrl])

  // A side added or removed changes the total: read the form again once the fields are there.
  const sidesChanged = useRef(false)
  useEffect(() => {
    if (sidesChanged.current) readForm()
    sidesChanged.current = false
  }, [sides, readForm])

  const addSide = useCallback(() => {
    sidesChanged.current = true
    setSides((current) => [...current, { key: nextSideKey.current++, initial: undefined }])
  }, [])
  const removeSide = useCallback((key: number) => {
    sidesChanged.current = true
    setSides((current) => current.filter((side) => side.key !== key))
  }, [])

  /** The compact form opens the full estimator with its inputs; the full one is live and stays put. */
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (!syncUrl && formRef.current)
      window.location.assign(`${estimatorPath}?${queryForChoice(readFormChoice(formRef.current, inputsRef.current))}#${estimateAnchor}`)
  }

  return { formRef, formKey, choice, inputs, sides, addSide, removeSide, onChange: readForm, onSubmit }
}

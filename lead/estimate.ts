import * as z from 'zod/mini'
import { estimateLimits, fenceHeights, fenceStyles, fenceTypes, totalLengthFeet } from './estimate-options.ts'

export type { Estimate } from './estimate-options.ts'

const count = (max: number) => z.int().check(z.minimum(0), z.maximum(max))
const feet = z.int().check(z.minimum(1), z.maximum(estimateLimits.lengthMaxFeet))
const dollars = z.int().check(z.minimum(0), z.maximum(estimateLimits.rangeMax))

// Stored as sent (it is what the visitor saw), once it passes these checks.
export const estimateSchema = z.object({
  inputs: z.object({
    fenceType: z.enum(fenceTypes),
    style: z.enum(fenceStyles),
    heightFeet: z.union(fenceHeights.map((height) => z.literal(height))),
    sidesFeet: z.array(feet).check(
      z.minLength(1),
      z.maxLength(estimateLimits.sidesMax),
      z.refine((sides) => totalLengthFeet({ sidesFeet: sides }) <= estimateLimits.lengthMaxFeet, `at most ${estimateLimits.lengthMaxFeet} ft in all`),
    ),
    walkGates: count(estimateLimits.gatesMax),
    singleDriveGates: count(estimateLimits.gatesMax),
    doubleDriveGates: count(estimateLimits.gatesMax),
    removeOldFence: z.boolean(),
    stain: z.boolean(),
  }),
  range: z.object({ low: dollars, high: dollars }).check(z.refine((range) => range.low <= range.high, 'low must not exceed high')),
})

/**
 * Small drawing steps several scene families share: the 3-D drawing context of a stage,
 * the grass fringe along a fence line, and a flower bed in front of it.
 */
import { grassFringe, plantingBed, type Stage } from './draw.ts'
import type { Run } from './fences.ts'
import type { Ctx3 } from './props.ts'

export const FLOWERS = ['#e8506e', '#f3c53a', '#ffffff', '#b565d8'] as const

export const ctx3 = (st: Stage): Ctx3 => ({ doc: st.doc, cam: st.cam, light: st.light, rng: st.rng })

export function fringe(st: Stage, run: Run, s0 = 0, s1 = run.length, h = 5): void {
  grassFringe(st.doc, st.rng.fork('fringe'), run.P(s0, 0, 0.05), run.P(s1, 0, 0.05), h, 0.45)
}

export function bed(st: Stage, run: Run, s0: number, s1: number, depth = 3.2): void {
  plantingBed(
    st.doc,
    st.rng.fork('bed'),
    (s, d) => run.P(s, 0, d),
    (s) => run.k(s),
    s0,
    s1,
    depth,
    { flowers: FLOWERS },
  )
}

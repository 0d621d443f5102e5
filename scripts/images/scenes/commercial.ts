/**
 * Commercial scenes: warehouse security fencing with barbed wire, slide gates and
 * ornamental steel fencing at an office.
 */
import { v3 } from './camera.ts'
import { outdoor } from './compose.ts'
import { grassFringe, plantingBed, slab, type Stage } from './draw.ts'
import { chainLink, GALVANIZED, ironFence, Run, slideGate } from './fences.ts'
import { building, gateOperator, keypadPost, lightPole, parkingLot, type Ctx3 } from './props.ts'
import type { Scene } from './svg.ts'

const ctx3 = (st: Stage): Ctx3 => ({ doc: st.doc, cam: st.cam, light: st.light, rng: st.rng })

function fringe(st: Stage, run: Run, s0 = 0, s1 = run.length, h = 6): void {
  grassFringe(st.doc, st.rng.fork('fringe'), run.P(s0, 0, 0.05), run.P(s1, 0, 0.05), h, 0.45)
}

/** Commercial hero: warehouse yard behind security fencing with a slide gate. */
export const commercialHero: Scene = (ctx) =>
  outdoor(
    ctx,
    {
      eye: v3(0, 5.4, 0),
      yaw: 12,
      fov: 60,
      horizon: 0.5,
      sunDir: v3(0.4, -0.55, 0.72),
      clouds: 4,
      treeLine: { height: 40 },
      lawn: { far: '#a7b96f', near: '#6a9440', tufts: 120 },
    },
    (st) => {
      const c = ctx3(st)
      const { doc, cam, light, rng } = st
      building(c, { x: -40, z: 130, width: 150, depth: 80, height: 32, kind: 'warehouse' })
      parkingLot(c, -80, 120, 36, 128, [60, 90])
      lightPole(c, 10, 70)
      lightPole(c, 60, 100)
      slab(doc, cam, { a0: [-2, 1], a1: [-2, 40], width: 26, joint: 12, color: '#9a9c9c' })
      const run = new Run(cam, [-60, 34], [90, 34])
      chainLink(doc, run, light, rng, { s0: 0, s1: 57.5, height: 8, barbed: true, postSpacing: 10 })
      chainLink(doc, run, light, rng, { s0: 86.5, s1: run.length, height: 8, barbed: true, postSpacing: 10 })
      gateOperator(c, 27, 36.5)
      slideGate(doc, run, light, { s0: 58, width: 28, height: 8, color: GALVANIZED })
      keypadPost(c, 25, 24)
      fringe(st, run, 0, 57)
      fringe(st, run, 87, run.length)
    },
  )

/** Tall chain link with barbed-wire extension arms in front of a warehouse. */
export const securityFence: Scene = (ctx) =>
  outdoor(
    ctx,
    {
      eye: v3(0, 4.6, 0),
      fov: 56,
      horizon: 0.56,
      sunDir: v3(0.45, -0.55, 0.7),
      treeLine: { height: 36 },
      lawn: { far: '#a7b96f', near: '#6a9440', tufts: 140 },
    },
    (st) => {
      const c = ctx3(st)
      const { doc, cam, light, rng } = st
      building(c, { x: -70, z: 170, width: 180, depth: 80, height: 30, kind: 'warehouse', yaw: -8 })
      parkingLot(c, -100, 120, 28, 165, [60, 110])
      lightPole(c, 15, 80)
      const run = new Run(cam, [-8, 9], [44, 30])
      chainLink(doc, run, light, rng, { height: 8, barbed: true, postSpacing: 10 })
      fringe(st, run)
    },
  )

/** Ornamental steel fencing along an office frontage and its parking lot. */
export const commercialFence: Scene = (ctx) =>
  outdoor(
    ctx,
    {
      eye: v3(0, 5.2, 0),
      yaw: -6,
      fov: 56,
      horizon: 0.46,
      sunDir: v3(0.4, -0.55, 0.72),
      trees: [
        { kind: 'oak', x: -30, z: 55, height: 28 },
        { kind: 'oak', x: 40, z: 70, height: 30 },
      ],
    },
    (st) => {
      const c = ctx3(st)
      const { doc, cam, light, rng } = st
      building(c, { x: -70, z: 125, width: 140, depth: 60, height: 30, kind: 'office' })
      parkingLot(c, -100, 100, 30, 122, [55, 85])
      const run = new Run(cam, [-40, 22], [60, 28])
      ironFence(doc, run, light, { height: 6, postSpacing: 8, spacing: 0.42 })
      plantingBed(
        doc,
        rng.fork('bed'),
        (s, d) => run.P(s, 0, d),
        (s) => run.k(s),
        2,
        run.length - 2,
        3.5,
        { flowers: ['#f3c53a', '#e8506e'] },
      )
      fringe(st, run)
    },
  )

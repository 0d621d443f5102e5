/**
 * Before/after pairs (same camera, worn-out fence vs. new work) and recent projects.
 */
import { v3 } from './camera.ts'
import { neighborHouses, outdoor, type OutdoorOptions } from './compose.ts'
import { grassFringe, grassTufts, plantingBed, pool, slab, PAL, type Stage } from './draw.ts'
import { chainLink, FINISH, horizontalFence, ironFence, Run, woodFence, woodGate, type Warp } from './fences.ts'
import { pillar, stringLights, type Ctx3 } from './props.ts'
import { Rng, type Scene, type SceneContext } from './svg.ts'

const FLOWERS = ['#e8506e', '#f3c53a', '#ffffff', '#b565d8'] as const
const ctx3 = (st: Stage): Ctx3 => ({ doc: st.doc, cam: st.cam, light: st.light, rng: st.rng })

function fringe(st: Stage, run: Run, s0 = 0, s1 = run.length, h = 5, color?: string): void {
  grassFringe(st.doc, st.rng.fork('fringe'), run.P(s0, 0, 0.05), run.P(s1, 0, 0.05), h, 0.45, color)
}

function bed(st: Stage, run: Run, s0: number, s1: number, depth = 3.2): void {
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

/** Shared framing for a pair so before and after line up exactly. */
function pair(ctx: SceneContext, after: boolean, extra: OutdoorOptions, content: (st: Stage) => void): string {
  return outdoor(
    ctx,
    {
      mood: after ? 'day' : 'overcast',
      eye: v3(1, 5.2, 0),
      fov: 56,
      horizon: 0.45,
      sunDir: v3(0.4, -0.55, 0.72),
      clouds: after ? 3 : 5,
      lawn: after ? { stripes: { width: 5, angle: 25, opacity: 0.1 } } : { far: '#a9ad72', near: '#7a8a45', tufts: 220 },
      vignette: after ? 0.2 : 0.3,
      ...extra,
    },
    content,
  )
}

/** A fence that leans and sags: boards tilt progressively along the run. */
const leaning =
  (from: number, to: number, lean: number): Warp =>
  (s, y, d) => {
    const t = Math.max(0, Math.min(1, (s - from) / (to - from)))
    const amount = Math.sin(t * Math.PI) * lean
    return [s + y * amount * 0.6, y * (1 - Math.abs(amount) * 0.05), d + y * amount]
  }

// ---------------------------------------------------------------------------------------
// Pair 1: grey, broken privacy fence → new cedar privacy fence with cap

const pair1Houses = neighborHouses(90, [-45, 20], 0)
const pair1Trees = [{ kind: 'oak' as const, x: 34, z: 70, height: 38 }]

export const before1: Scene = (ctx) =>
  pair(ctx, false, { houses: pair1Houses, trees: pair1Trees }, (st) => {
    const { doc, cam, light } = st
    const rng = new Rng('before-1-boards')
    const run = new Run(cam, [-14, 12], [40, 34], leaning(10, 40, 0.12))
    woodFence(doc, run, light, rng, {
      height: 6,
      finish: FINISH.weathered,
      top: 'flat',
      shadow: 0.1,
      tweak: (i) => {
        if ([17, 18, 31, 44].includes(i)) return { skip: true }
        if ([9, 23, 37].includes(i)) return { broken: rng.range(2.6, 4) }
        if ([5, 26, 27].includes(i)) return { sag: 0.4 }
        return { stain: rng.chance(0.3) ? 0.25 : 0 }
      },
    })
    fringe(st, run, 0, run.length, 14, '#6f7f3c')
    grassTufts(doc, cam, rng, 120, cam.horizon + 150, doc.H)
  })

export const after1: Scene = (ctx) =>
  pair(ctx, true, { houses: pair1Houses, trees: pair1Trees }, (st) => {
    const { doc, cam, light, rng } = st
    const run = new Run(cam, [-14, 12], [40, 34])
    woodFence(doc, run, light, rng, { height: 6, finish: FINISH.cedar, cap: true, trim: true })
    bed(st, run, 2, run.length - 2)
  })

// ---------------------------------------------------------------------------------------
// Pair 2: rusty sagging chain link → modern horizontal cedar

const pair2Houses = neighborHouses(85, [-50, 12], 2)
const pair2Trees = [{ kind: 'oak' as const, x: -30, z: 65, height: 36 }]

export const before2: Scene = (ctx) =>
  pair(ctx, false, { houses: pair2Houses, trees: pair2Trees, yaw: -4 }, (st) => {
    const { doc, cam, light, rng } = st
    const run = new Run(cam, [-16, 16], [40, 26], leaning(8, 36, -0.14))
    chainLink(doc, run, light, rng, { height: 4.5, wire: '#7a6450', postColor: '#756552', postSpacing: 10, shadow: 0.05, mesh: 0.55 })
    fringe(st, run, 0, run.length, 26, '#6f7f3c')
    fringe(st, run, 0, run.length, 16, '#8a8a48')
    grassTufts(doc, cam, rng, 160, cam.horizon + 120, doc.H)
  })

export const after2: Scene = (ctx) =>
  pair(ctx, true, { houses: pair2Houses, trees: pair2Trees, yaw: -4 }, (st) => {
    const { doc, cam, light, rng } = st
    const run = new Run(cam, [-16, 16], [40, 26])
    horizontalFence(doc, run, light, rng, { height: 6, finish: FINISH.cedar, postColor: '#2b2826' })
    bed(st, run, 2, run.length - 2)
  })

// ---------------------------------------------------------------------------------------
// Recent projects

/** Modern horizontal espresso fence with string lights at golden hour. */
export const project1: Scene = (ctx) =>
  outdoor(
    ctx,
    {
      mood: 'golden',
      eye: v3(0, 5.2, 0),
      yaw: -6,
      fov: 58,
      horizon: 0.46,
      sunDir: v3(0.55, -0.28, 0.78),
      houses: neighborHouses(90, [-50, 20], 3),
      trees: [{ kind: 'oak', x: -25, z: 70, height: 36 }],
      lawn: { stripes: { width: 5, angle: 20, opacity: 0.1 } },
    },
    (st) => {
      const c = ctx3(st)
      const { doc, cam, light, rng } = st
      const run = new Run(cam, [-14, 14], [36, 30])
      horizontalFence(doc, run, light, rng, { height: 6.5, finish: FINISH.espresso, postColor: '#1f1d1c' })
      for (let s = 0; s < run.length - 6; s += 12) stringLights(c, run.at(s, 7.2, 0.25), run.at(s + 12, 7.2, 0.25), 1.1, 9)
      bed(st, run, 2, run.length - 2)
    },
  )

/** Black iron fence around a pool with a travertine deck. */
export const project2: Scene = (ctx) =>
  outdoor(
    ctx,
    {
      eye: v3(0, 5.6, 0),
      fov: 58,
      horizon: 0.42,
      sunDir: v3(0.4, -0.6, 0.7),
      houses: neighborHouses(110, [-45, 25], 1),
      trees: [
        { kind: 'oak', x: -28, z: 85, height: 36 },
        { kind: 'cone', x: 28, z: 70, height: 22 },
      ],
    },
    (st) => {
      const { doc, cam, light, rng } = st
      pool(doc, cam, rng, { x0: -9, x1: 11, z0: 14, z1: 28, deck: 4 })
      const run = new Run(cam, [-40, 36], [40, 36])
      ironFence(doc, run, light, { height: 5, spear: true, postSpacing: 7 })
      fringe(st, run)
    },
  )

/** Country property: capped board-on-board cedar with an arched double drive gate. */
export const project3: Scene = (ctx) =>
  outdoor(
    ctx,
    {
      eye: v3(-4, 5.2, 0),
      yaw: 12,
      fov: 58,
      horizon: 0.47,
      sunDir: v3(0.45, -0.55, 0.7),
      treeLine: { height: 40 },
      hills: { color: '#9fb77d', amplitude: 24 },
      houses: [
        { x: 0, z: 140, width: 56, depth: 36, wallH: 11, wall: PAL.stone, texture: 'stone', roofColor: '#6b5d52', roof: 'gable', pitch: 0.45, chimney: true },
      ],
      trees: [
        { kind: 'oak', x: -36, z: 70, height: 40 },
        { kind: 'oak', x: 60, z: 90, height: 44 },
      ],
      lawn: { far: '#b3c47a', near: '#5f9338', tufts: 140 },
    },
    (st) => {
      const c = ctx3(st)
      const { doc, cam, light, rng } = st
      slab(doc, cam, { a0: [-1, 1], a1: [-1, 140], width: 12, joint: 400, color: '#c8b79c', jointColor: '#c8b79c' })
      const run = new Run(cam, [-70, 36], [90, 36])
      const g0 = 69
      woodFence(doc, run, light, rng, { s0: 0, s1: g0 - 1.8, height: 6, finish: FINISH.cedar, boardOnBoard: true, cap: true, trim: true })
      woodFence(doc, run, light, rng, { s0: g0 + 13.8, s1: run.length, height: 6, finish: FINISH.cedar, boardOnBoard: true, cap: true, trim: true })
      woodGate(doc, run, light, rng, { s0: g0, width: 12, height: 5.8, finish: FINISH.cedar, double: true, arch: 1 })
      pillar(c, run.at(g0 - 1.2, 0).x, 36, 2, 7.2, { lantern: true })
      pillar(c, run.at(g0 + 13.2, 0).x, 36, 2, 7.2, { lantern: true })
      bed(st, run, 30, g0 - 3)
      bed(st, run, g0 + 15, 130)
    },
  )

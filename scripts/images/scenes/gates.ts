/**
 * Gate scenes: automatic drive gates, swing, custom, double and iron gates, vinyl gate.
 */
import { v3 } from './camera.ts'
import { neighborHouses, outdoor } from './compose.ts'
import { pavers, plantingBed, slab, PAL } from './draw.ts'
import { FINISH, horizontalFence, ironFence, ironGate, Run, slideGate, vinylFence, vinylGate, woodFence, woodGate } from './fences.ts'
import { gateOperator, keypadPost, pillar, swingOperatorArm } from './props.ts'
import { bed, ctx3, FLOWERS, fringe } from './stage-helpers.ts'
import type { Scene } from './svg.ts'

/** Gates hero: arched double iron drive gate with openers between stone pillars. */
export const gateHero: Scene = (ctx) =>
  outdoor(
    ctx,
    {
      eye: v3(1.5, 5.3, 0),
      fov: 58,
      horizon: 0.47,
      sunDir: v3(0.45, -0.55, 0.7),
      clouds: 4,
      houses: [{ x: -30, z: 125, width: 62, depth: 40, wallH: 20, wall: PAL.stone, texture: 'stone', roofColor: '#4f4a47', chimney: true, windowCols: 5 }],
      trees: [
        { kind: 'oak', x: -45, z: 80, height: 38 },
        { kind: 'oak', x: 42, z: 95, height: 42 },
        { kind: 'cone', x: 20, z: 70, height: 22 },
      ],
      lawn: { stripes: { width: 5, angle: 0, opacity: 0.1 } },
    },
    (st) => {
      const c = ctx3(st)
      const { doc, cam, light } = st
      slab(doc, cam, { a0: [-7, 1], a1: [-7, 118], width: 14, joint: 12 })
      const behind = new Run(cam, [-8, 40], [8, 40])
      // Operator arms on the inside, behind the leaves.
      swingOperatorArm(c, v3(-8.5, 3, 41.5), v3(-4.5, 3, 40.3))
      swingOperatorArm(c, v3(8.5, 3, 41.5), v3(4.5, 3, 40.3))
      const left = new Run(cam, [-90, 40], [-9.8, 40])
      const right = new Run(cam, [9.8, 40], [90, 40])
      ironFence(doc, left, light, { height: 5, spear: true, postSpacing: 8 })
      ironFence(doc, right, light, { height: 5, spear: true, postSpacing: 8 })
      bed(st, left, 4, left.length - 2, 3)
      bed(st, right, 2, right.length - 4, 3)
      ironGate(doc, behind, light, { s0: 0, width: 16, height: 5.2, double: true, arch: 1.4 })
      pillar(c, -9.4, 40, 2.2, 7, { lantern: true })
      pillar(c, 9.4, 40, 2.2, 7, { lantern: true })
      keypadPost(c, -9.2, 27)
    },
  )

/** White vinyl privacy fence with its matching gate. */
export const vinylGateScene: Scene = (ctx) =>
  outdoor(
    ctx,
    {
      eye: v3(0, 5.3, 0),
      yaw: 6,
      fov: 58,
      horizon: 0.46,
      sunDir: v3(0.3, -0.55, 0.75),
      clouds: 4,
      houses: neighborHouses(90, [-55, 5, 60], 2),
      trees: [
        { kind: 'oak', x: -30, z: 70, height: 36 },
        { kind: 'oak', x: 48, z: 80, height: 38 },
      ],
      lawn: { stripes: { width: 5, angle: 8, opacity: 0.1 } },
    },
    (st) => {
      const { doc, cam, light, rng } = st
      const run = new Run(cam, [-40, 30], [50, 38])
      const gateS = 41
      pavers(doc, cam, rng, { x0: 1, x1: 5, z0: 3, z1: 33.5, size: 1.5, colors: ['#c9b79a', '#bca98a', '#d4c3a5'], joint: '#a8987c' })
      vinylFence(doc, run, light, { s0: 0, s1: gateS - 0.5, height: 6, style: 'privacy', postSpacing: 6 })
      vinylGate(doc, run, light, { s0: gateS - 0.5, width: 4.6, height: 6 })
      vinylFence(doc, run, light, { s0: gateS + 4.1, s1: run.length, height: 6, style: 'privacy', postSpacing: 6 })
      bed(st, run, 2, gateS - 1.5)
      bed(st, run, gateS + 5.5, run.length - 2)
    },
  )

/** Automatic slide gate across a driveway with its operator and keypad post. */
export const automaticGate: Scene = (ctx) =>
  outdoor(
    ctx,
    {
      eye: v3(-3, 5.2, 0),
      yaw: 10,
      fov: 56,
      horizon: 0.46,
      sunDir: v3(0.4, -0.55, 0.72),
      houses: [{ x: -25, z: 95, width: 54, depth: 36, wallH: 19, wall: PAL.brick, roofColor: '#55504c', windowCols: 4 }],
      trees: [
        { kind: 'oak', x: 40, z: 75, height: 36 },
        { kind: 'oak', x: -50, z: 70, height: 34 },
      ],
    },
    (st) => {
      const c = ctx3(st)
      const { doc, cam, light } = st
      slab(doc, cam, { a0: [-6, 1], a1: [-6, 92], width: 12, joint: 12 })
      const fenceL = new Run(cam, [-60, 32], [-7, 32])
      const gateRun = new Run(cam, [-6.5, 32], [40, 32])
      ironFence(doc, fenceL, light, { height: 6, postSpacing: 8 })
      bed(st, fenceL, 2, fenceL.length - 2, 3)
      ironFence(doc, gateRun, light, { s0: 14, s1: gateRun.length, height: 6, postSpacing: 8 })
      gateOperator(c, 9, 34.5)
      slideGate(doc, gateRun, light, { s0: 0.3, width: 14, height: 6 })
      keypadPost(c, -8.5, 20)
    },
  )

/** Single cedar gate with strap hinges in a privacy fence, stepping stones to it. */
export const swingGate: Scene = (ctx) =>
  outdoor(
    ctx,
    {
      eye: v3(0, 5.2, 0),
      yaw: 4,
      fov: 54,
      horizon: 0.46,
      sunDir: v3(0.4, -0.55, 0.72),
      houses: neighborHouses(80, [-40, 25], 1),
      trees: [{ kind: 'oak', x: 30, z: 60, height: 36 }],
    },
    (st) => {
      const { doc, cam, light, rng } = st
      const run = new Run(cam, [-30, 18], [40, 26])
      const gs = 29.5
      pavers(doc, cam, rng, { x0: -0.2, x1: 3.8, z0: 3, z1: 21, size: 2, colors: ['#b9ad9c', '#a89c8a', '#c6bba9'], joint: '#7f9a52' })
      woodFence(doc, run, light, rng, { s0: 0, s1: gs - 0.5, height: 6, finish: FINISH.cedar, cap: true, trim: true })
      woodFence(doc, run, light, rng, { s0: gs + 4.5, s1: run.length, height: 6, finish: FINISH.cedar, cap: true, trim: true })
      woodGate(doc, run, light, rng, { s0: gs, width: 4, height: 6, finish: FINISH.cedar, arch: 0.6 })
      bed(st, run, 2, gs - 1.2)
      bed(st, run, gs + 5.4, run.length - 2)
    },
  )

/** Custom modern gate: horizontal cedar in a black steel frame between stone pillars. */
export const customGate: Scene = (ctx) =>
  outdoor(
    ctx,
    {
      eye: v3(0, 5.2, 0),
      fov: 54,
      horizon: 0.47,
      sunDir: v3(0.35, -0.5, 0.78),
      houses: neighborHouses(85, [-45, 15], 3),
      trees: [{ kind: 'oak', x: -25, z: 60, height: 34 }],
    },
    (st) => {
      const c = ctx3(st)
      const { doc, cam, light, rng } = st
      const run = new Run(cam, [-40, 22], [40, 22])
      pavers(doc, cam, rng, { x0: -2.5, x1: 2.5, z0: 3, z1: 21.5, size: 2.5, colors: ['#8f8a84', '#9b958e', '#85807a'], joint: '#6e8f4a' })
      horizontalFence(doc, run, light, rng, { s0: 0, s1: 37.2, height: 6, finish: FINISH.cedar, postColor: '#2b2826' })
      horizontalFence(doc, run, light, rng, { s0: 42.8, s1: run.length, height: 6, finish: FINISH.cedar, postColor: '#2b2826' })
      woodGate(doc, run, light, rng, { s0: 38, width: 4, height: 6.2, finish: FINISH.cedar, horizontal: true })
      pillar(c, -2.8, 22, 1.6, 7, { lantern: true })
      pillar(c, 2.8, 22, 1.6, 7, { lantern: true })
      bed(st, run, 2, 35.5)
      bed(st, run, 44.5, run.length - 2)
    },
  )

/** Arched double cedar drive gate in a capped board-on-board fence. */
export const doubleGate: Scene = (ctx) =>
  outdoor(
    ctx,
    {
      eye: v3(0, 5.2, 0),
      fov: 56,
      horizon: 0.47,
      sunDir: v3(0.35, -0.55, 0.75),
      houses: neighborHouses(90, [-50, 20], 0),
      trees: [
        { kind: 'oak', x: 30, z: 65, height: 38 },
        { kind: 'oak', x: -38, z: 70, height: 34 },
      ],
    },
    (st) => {
      const { doc, cam, light, rng } = st
      slab(doc, cam, { a0: [-6, 1], a1: [-6, 30], width: 12, joint: 10 })
      const run = new Run(cam, [-45, 30], [45, 30])
      woodFence(doc, run, light, rng, { s0: 0, s1: 38.6, height: 6, finish: FINISH.cedar, boardOnBoard: true, cap: true, trim: true })
      woodFence(doc, run, light, rng, { s0: 51.4, s1: run.length, height: 6, finish: FINISH.cedar, boardOnBoard: true, cap: true, trim: true })
      woodGate(doc, run, light, rng, { s0: 39.2, width: 11.6, height: 5.6, finish: FINISH.cedar, double: true, arch: 1.5 })
      bed(st, run, 2, 38)
      bed(st, run, 52, run.length - 2)
    },
  )

/** Arched single iron garden gate in an iron fence with a paver path. */
export const ironGateScene: Scene = (ctx) =>
  outdoor(
    ctx,
    {
      eye: v3(0, 5, 0),
      fov: 54,
      horizon: 0.47,
      sunDir: v3(0.4, -0.5, 0.75),
      houses: [{ x: -22, z: 60, width: 46, depth: 30, wallH: 19, wall: PAL.brick, roofColor: '#4f4a47', windowCols: 3 }],
      trees: [
        { kind: 'myrtle', x: -14, z: 28, height: 15 },
        { kind: 'oak', x: 30, z: 55, height: 34 },
      ],
    },
    (st) => {
      const { doc, cam, light, rng } = st
      pavers(doc, cam, rng, { x0: -2, x1: 2, z0: 3, z1: 60, size: 2, colors: ['#c9a784', '#b8916c', '#d4b896'], joint: '#a08567' })
      const run = new Run(cam, [-30, 18], [30, 18])
      const bedBack = new Run(cam, [-30, 18.2], [30, 18.2])
      plantingBed(
        doc,
        rng.fork('in'),
        (s, d) => bedBack.P(s, 0, -0.6 - d),
        (s) => bedBack.k(s),
        2,
        27,
        3,
        { flowers: FLOWERS },
      )
      plantingBed(
        doc,
        rng.fork('in2'),
        (s, d) => bedBack.P(s, 0, -0.6 - d),
        (s) => bedBack.k(s),
        33,
        58,
        3,
        { flowers: FLOWERS },
      )
      ironFence(doc, run, light, { s0: 0, s1: 27.6, height: 4.5, spear: true, postSpacing: 7 })
      ironFence(doc, run, light, { s0: 32.4, s1: run.length, height: 4.5, spear: true, postSpacing: 7 })
      ironGate(doc, run, light, { s0: 28, width: 4, height: 4.5, arch: 0.8 })
      bed(st, run, 1.5, 26.5)
      bed(st, run, 33.5, run.length - 1)
      fringe(st, run)
    },
  )

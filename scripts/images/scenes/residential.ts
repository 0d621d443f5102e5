/**
 * Residential fence scenes: wood, vinyl, chain link and iron around Texas homes.
 */
import { v3 } from './camera.ts'
import { neighborHouses, outdoor, type OutdoorOptions, type TreeSpec } from './compose.ts'
import { grassFringe, plantingBed, pool, slab, PAL, type Stage } from './draw.ts'
import { chainLink, FINISH, horizontalFence, ironFence, Run, vinylFence, woodFence } from './fences.ts'
import { Rng, type Scene, type SceneContext } from './svg.ts'

const FLOWERS = ['#e8506e', '#f3c53a', '#ffffff', '#b565d8', '#ff8a3d'] as const

/** Planting bed along a run's viewer side. */
function bed(st: Stage, run: Run, s0: number, s1: number, depth = 3.5, spacing = 3.2): void {
  plantingBed(
    st.doc,
    st.rng.fork('bed'),
    (s, d) => run.P(s, 0, d),
    (s) => run.k(s),
    s0,
    s1,
    depth,
    { flowers: FLOWERS, spacing },
  )
}

/** Grass growing against the base of a run. */
function fringe(st: Stage, run: Run, s0 = 0, s1 = run.length, height = 6): void {
  grassFringe(st.doc, st.rng.fork('fringe'), run.P(s0, 0, 0.05), run.P(s1, 0, 0.05), height, 0.45)
}

/**
 * The standard product card: a fence run receding from the near left to the far right in a
 * landscaped backyard, houses and trees beyond.
 */
function fenceCard(
  ctx: SceneContext,
  o: OutdoorOptions & { from?: readonly [number, number]; to?: readonly [number, number]; bed?: boolean },
  draw: (st: Stage, run: Run) => void,
): string {
  // Vary the backdrop by image so sibling cards do not look copy-pasted.
  const pick = new Rng(`${ctx.seed}:backdrop`)
  const layouts: { houses: number[]; trees: TreeSpec[] }[] = [
    {
      houses: [-50, 10, 70],
      trees: [
        { kind: 'oak', x: -20, z: 100, height: 34 },
        { kind: 'oak', x: 48, z: 150, height: 40 },
        { kind: 'cone', x: 25, z: 90, height: 24 },
      ],
    },
    {
      houses: [-70, -12, 48],
      trees: [
        { kind: 'oak', x: 30, z: 95, height: 38 },
        { kind: 'myrtle', x: -12, z: 70, height: 16 },
      ],
    },
    {
      houses: [-30, 35],
      trees: [
        { kind: 'oak', x: -45, z: 110, height: 40 },
        { kind: 'cone', x: 8, z: 85, height: 22 },
        { kind: 'cone', x: 14, z: 92, height: 20 },
      ],
    },
    {
      houses: [-60, 0, 60],
      trees: [{ kind: 'oak', x: 60, z: 100, height: 42 }],
    },
  ]
  const layout = layouts[pick.int(0, layouts.length - 1)]!
  return outdoor(
    ctx,
    {
      eye: v3(0, 5.2, 0),
      fov: 56,
      horizon: 0.46,
      sunDir: v3(0.18, -0.5, 0.85),
      clouds: 3,
      houses: neighborHouses(120, layout.houses, pick.int(0, 3)),
      trees: layout.trees,
      lawn: { stripes: { width: 5, angle: 28, opacity: 0.1 } },
      ...o,
    },
    (st) => {
      const run = new Run(st.cam, o.from ?? [-14, 11], o.to ?? [46, 46])
      draw(st, run)
      if (o.bed !== false) bed(st, run, 2, run.length - 2)
    },
  )
}

// ---------------------------------------------------------------------------------------
// Heroes

/** Home hero: a long new cedar privacy fence along a manicured backyard at golden hour. */
export const heroFence: Scene = (ctx) =>
  outdoor(
    ctx,
    {
      mood: 'golden',
      eye: v3(2, 5, 0),
      yaw: -6,
      fov: 64,
      horizon: 0.5,
      showSun: true,
      clouds: 4,
      cloudBand: [90, 300],
      houses: [
        { x: 10, z: 150, width: 46, depth: 30, wallH: 19, wall: PAL.stone, texture: 'stone', roofColor: '#5a4f4a', chimney: true },
        { x: -70, z: 160, width: 50, depth: 32, wallH: 19, wall: PAL.brick, roofColor: '#615a55' },
      ],
      trees: [
        { kind: 'oak', x: 75, z: 140, height: 38 },
        { kind: 'oak', x: -30, z: 130, height: 34 },
      ],
      lawn: { stripes: { width: 6, angle: -6, opacity: 0.12 }, tufts: 140 },
      sunScreen: [0.86, 0.3],
    },
    (st) => {
      const { doc, cam, light, rng } = st
      const back = new Run(cam, [-12, 95], [90, 95])
      woodFence(doc, back, light, rng, { height: 6, finish: FINISH.cedar, cap: true, trim: true })
      fringe(st, back, 0, back.length, 5)
      const left = new Run(cam, [-12, 3], [-12, 95])
      woodFence(doc, left, light, rng, { height: 6, finish: FINISH.cedar, cap: true, trim: true, kick: true })
      bed(st, left, 8, 94, 4)
    },
  )

/** Locations hero: cedar fence in perspective along a neighbourhood sidewalk. */
export const cedarStreet: Scene = (ctx) =>
  outdoor(
    ctx,
    {
      eye: v3(-1.2, 5.3, 0),
      yaw: 8,
      fov: 66,
      horizon: 0.47,
      sunDir: v3(-0.55, -0.5, 0.65),
      clouds: 4,
      houses: [
        { x: 52, z: 90, width: 46, depth: 34, wallH: 11, yaw: -90, wall: PAL.brick, roofColor: '#5c5550', roof: 'hip' },
        { x: 52, z: 150, width: 48, depth: 34, wallH: 19, yaw: -90, wall: PAL.stone, texture: 'stone', roofColor: '#55504c' },
        { x: -60, z: 120, width: 40, depth: 30, wallH: 19, wall: PAL.siding, texture: 'siding' },
      ],
      trees: [
        { kind: 'oak', x: 4, z: 110, height: 30 },
        { kind: 'oak', x: -22, z: 90, height: 36 },
        { kind: 'oak', x: 40, z: 64, height: 30 },
      ],
      lawn: { tufts: 60 },
    },
    (st) => {
      const { doc, cam, light, rng } = st
      // Sidewalk, parkway grass, curb and a concrete street to the right.
      slab(doc, cam, { a0: [8, 1], a1: [8, 400], width: 30, joint: 15, color: '#c4bfb5', jointColor: '#a39d92' })
      slab(doc, cam, { a0: [7.4, 1], a1: [7.4, 400], width: 0.6, joint: 400, color: '#e3ddd1', y: 0.45 })
      slab(doc, cam, { a0: [-5, 1], a1: [-5, 400], width: 4.5, joint: 4.5 })
      const run = new Run(cam, [-5.6, 0.8], [-5.6, 170])
      woodFence(doc, run, light, rng, { height: 6, finish: FINISH.cedar, cap: true, trim: true, kick: true })
      fringe(st, run, 0, run.length, 4)
    },
  )

/** Wood fencing hero: stained board-on-board with cap under a live oak at midday. */
export const woodFenceHero: Scene = (ctx) =>
  outdoor(
    ctx,
    {
      eye: v3(0, 5.4, 0),
      yaw: 8,
      fov: 58,
      horizon: 0.44,
      sunDir: v3(0.35, -0.6, 0.7),
      clouds: 4,
      houses: neighborHouses(95, [-60, -5, 55], 1),
      trees: [
        { kind: 'oak', x: 40, z: 70, height: 42 },
        { kind: 'cone', x: -35, z: 75, height: 26 },
      ],
      lawn: { stripes: { width: 5, angle: 12, opacity: 0.1 } },
    },
    (st) => {
      const { doc, cam, light, rng } = st
      const run = new Run(cam, [-24, 14], [70, 52])
      woodFence(doc, run, light, rng, { height: 6.5, finish: FINISH.stained, cap: true, trim: true, boardOnBoard: true })
      bed(st, run, 4, run.length, 4)
    },
  )

/** Iron fence hero: black spear-top iron fence before a stone home. */
export const ironFenceHero: Scene = (ctx) =>
  outdoor(
    ctx,
    {
      eye: v3(0, 5.0, 0),
      yaw: -10,
      fov: 58,
      horizon: 0.5,
      sunDir: v3(0.5, -0.5, 0.7),
      clouds: 3,
      houses: [
        { x: -45, z: 85, width: 64, depth: 38, wallH: 20, yaw: -14, wall: PAL.stone, texture: 'stone', roofColor: '#4f4a47', chimney: true, windowCols: 5 },
      ],
      trees: [
        { kind: 'oak', x: 45, z: 80, height: 40 },
        { kind: 'oak', x: -65, z: 60, height: 34 },
      ],
      lawn: { stripes: { width: 5, angle: -10, opacity: 0.12 } },
    },
    (st) => {
      const { doc, cam, light } = st
      slab(doc, cam, { a0: [80, 14], a1: [-80, 14], width: 4.5, joint: 5 })
      const run = new Run(cam, [-70, 18], [70, 24])
      plantingBed(
        doc,
        st.rng.fork('b2'),
        (s, d) => run.P(s, 0, -1 - d),
        (s) => run.k(s),
        2,
        run.length,
        3,
        { flowers: FLOWERS },
      )
      ironFence(doc, run, light, { height: 5, spear: true, rings: true, postSpacing: 8 })
      fringe(st, run, 0, run.length, 4)
    },
  )

// ---------------------------------------------------------------------------------------
// Wood cards

export const woodPrivacy: Scene = (ctx) =>
  fenceCard(ctx, {}, (st, run) => {
    woodFence(st.doc, run, st.light, st.rng, { height: 6, finish: FINISH.cedar, top: 'dogear' })
    fringe(st, run)
  })

export const woodHorizontal: Scene = (ctx) =>
  fenceCard(ctx, { from: [-12, 12], to: [40, 40] }, (st, run) => {
    horizontalFence(st.doc, run, st.light, st.rng, { height: 6, finish: FINISH.honey, postSpacing: 6 })
    fringe(st, run)
  })

export const woodPicket: Scene = (ctx) =>
  fenceCard(
    ctx,
    {
      eye: v3(0, 4.8, 0),
      from: [-12, 9],
      to: [40, 30],
      houses: [
        {
          x: -5,
          z: 52,
          width: 46,
          depth: 30,
          wallH: 11,
          wall: '#e9e1cf',
          texture: 'siding',
          roofColor: '#55504c',
          roof: 'gable',
          windowRows: [3],
          sideWindows: true,
        },
      ],
      trees: [
        { kind: 'oak', x: -30, z: 70, height: 34 },
        { kind: 'myrtle', x: 28, z: 40, height: 16 },
      ],
    },
    (st, run) => {
      woodFence(st.doc, run, st.light, st.rng, { height: 3.6, finish: FINISH.white, board: 0.29, gap: 0.2, top: 'point', postSpacing: 8 })
      fringe(st, run, 0, run.length, 4)
    },
  )

export const woodBoardOnBoard: Scene = (ctx) =>
  fenceCard(ctx, { from: [-9, 12], to: [32, 30] }, (st, run) => {
    woodFence(st.doc, run, st.light, st.rng, { height: 6, finish: FINISH.cedar, boardOnBoard: true, cap: true, trim: true })
    fringe(st, run)
  })

// ---------------------------------------------------------------------------------------
// Vinyl cards

export const vinylPrivacy: Scene = (ctx) =>
  fenceCard(ctx, {}, (st, run) => {
    vinylFence(st.doc, run, st.light, { height: 6, style: 'privacy' })
    fringe(st, run)
  })

export const vinylSemiPrivacy: Scene = (ctx) =>
  fenceCard(ctx, { from: [-12, 12], to: [42, 40] }, (st, run) => {
    vinylFence(st.doc, run, st.light, { height: 6, style: 'semi' })
    fringe(st, run)
  })

export const vinylPicket: Scene = (ctx) =>
  fenceCard(
    ctx,
    {
      eye: v3(0, 4.8, 0),
      from: [-12, 9],
      to: [40, 30],
      houses: [{ x: -8, z: 55, width: 50, depth: 30, wallH: 19, wall: '#e9e1cf', texture: 'siding', roofColor: '#4f4a47', roof: 'gable' }],
      trees: [{ kind: 'oak', x: 38, z: 75, height: 36 }],
    },
    (st, run) => {
      vinylFence(st.doc, run, st.light, { height: 4, style: 'picket' })
      fringe(st, run, 0, run.length, 4)
    },
  )

export const vinylRanchRail: Scene = (ctx) =>
  outdoor(
    ctx,
    {
      eye: v3(0, 5.4, 0),
      fov: 56,
      horizon: 0.5,
      sunDir: v3(0.4, -0.5, 0.75),
      clouds: 4,
      treeLine: { height: 30, offset: -6 },
      hills: { color: '#9bb77a', amplitude: 40 },
      houses: [
        { x: 30, z: 160, width: 40, depth: 26, wallH: 16, wall: '#a8432f', texture: 'siding', roof: 'gable', pitch: 0.8, roofColor: '#6b6b6b', windowRows: [] },
      ],
      trees: [
        { kind: 'oak', x: -40, z: 110, height: 36 },
        { kind: 'oak', x: 70, z: 140, height: 30 },
      ],
      lawn: { far: '#b6c77a', near: '#5d8f35', tufts: 160 },
    },
    (st) => {
      const run = new Run(st.cam, [-14, 10], [70, 60])
      vinylFence(st.doc, run, st.light, { height: 4.5, style: 'ranch', rails: 3, postSpacing: 8 })
      fringe(st, run, 0, run.length, 9)
    },
  )

export const vinylLatticeTop: Scene = (ctx) =>
  fenceCard(ctx, { from: [-10, 12], to: [40, 38] }, (st, run) => {
    vinylFence(st.doc, run, st.light, { height: 6, style: 'lattice' })
    fringe(st, run)
  })

export const vinylPool: Scene = (ctx) =>
  outdoor(
    ctx,
    {
      eye: v3(0, 5.6, 0),
      fov: 58,
      horizon: 0.42,
      sunDir: v3(0.4, -0.6, 0.7),
      houses: neighborHouses(110, [-45, 20], 2),
      trees: [
        { kind: 'oak', x: -25, z: 85, height: 34 },
        { kind: 'cone', x: 30, z: 70, height: 22 },
      ],
    },
    (st) => {
      const { doc, cam, light, rng } = st
      pool(doc, cam, rng, { x0: -12, x1: 12, z0: 12, z1: 30, deck: 5 })
      const run = new Run(cam, [-40, 40], [40, 40])
      vinylFence(doc, run, light, { height: 5, style: 'picket' })
      fringe(st, run, 0, run.length, 4)
    },
  )

// ---------------------------------------------------------------------------------------
// Chain link and iron cards

const chainCard = { eye: v3(0, 4.6, 0), from: [-6, 7] as const, to: [34, 24] as const, bed: false, horizon: 0.42 }

export const chainLinkCard: Scene = (ctx) =>
  fenceCard(ctx, chainCard, (st, run) => {
    chainLink(st.doc, run, st.light, st.rng, { height: 4, postSpacing: 10 })
    fringe(st, run, 0, run.length, 7)
  })

export const chainLinkVinylCoated: Scene = (ctx) =>
  fenceCard(ctx, chainCard, (st, run) => {
    chainLink(st.doc, run, st.light, st.rng, { height: 5, wire: '#26282a', postColor: '#2b2d2f', postSpacing: 10 })
    fringe(st, run, 0, run.length, 7)
  })

export const chainLinkSlats: Scene = (ctx) =>
  fenceCard(ctx, { ...chainCard, from: [-8, 8], to: [36, 26] }, (st, run) => {
    chainLink(st.doc, run, st.light, st.rng, { height: 6, slats: '#2f5a33', postSpacing: 10 })
    fringe(st, run, 0, run.length, 7)
  })

export const blackIron: Scene = (ctx) =>
  fenceCard(ctx, { from: [-10, 10], to: [40, 34] }, (st, run) => {
    ironFence(st.doc, run, st.light, { height: 5, spear: true, postSpacing: 7 })
    fringe(st, run, 0, run.length, 4)
  })

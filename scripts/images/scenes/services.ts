/**
 * Service scenes: pergolas and patios, staining, surveying, permits, maintenance and repair.
 */
import { box, v3 } from './camera.ts'
import { neighborHouses, outdoor } from './compose.ts'
import { pavers, type Stage } from './draw.ts'
import { FINISH, Run, splitFinish, woodFence, type WoodFinish } from './fences.ts'
import {
  brush,
  chair,
  concreteBag,
  dropCloth,
  lumberStack,
  newPost,
  pergola,
  pinFlag,
  planter,
  pumpSprayer,
  sofa,
  sprayFan,
  stainCan,
  stake,
  stringLine,
  table,
  toolbox,
  tripod,
} from './props.ts'
import { circle, darken, f, group, jitter, lineD, path, poly, rect, Rng, smoothD, SvgDoc, type Pt, type Scene } from './svg.ts'

import { bed, ctx3, fringe } from './stage-helpers.ts'

const PAVERS = ['#c9a784', '#b8916c', '#d4b896', '#bf9a74', '#a98663'] as const

// ---------------------------------------------------------------------------------------
// Pergolas and patios

function pergolaScene(st: Stage, o: { x0: number; x1: number; z0: number; z1: number; fenceZ: number; lights?: boolean; seating: 'sofa' | 'chairs' }): void {
  const c = ctx3(st)
  const { doc, cam, light, rng } = st
  const back = new Run(cam, [-80, o.fenceZ], [80, o.fenceZ])
  woodFence(doc, back, light, rng, { height: 6.5, finish: FINISH.cedar, cap: true, trim: true })
  bed(st, back, 2, back.length - 2, 3)
  pavers(doc, cam, rng, { x0: o.x0 - 5, x1: o.x1 + 5, z0: Math.max(cam.eye.z + 2, o.z0 - 7), z1: o.z1 + 3, size: 1.6, colors: PAVERS })
  if (o.seating === 'sofa') {
    sofa(c, (o.x0 + o.x1) / 2, o.z1 - 2.5, 0, 8)
    chair(c, o.x0 + 2.2, (o.z0 + o.z1) / 2, -60)
    table(c, (o.x0 + o.x1) / 2, (o.z0 + o.z1) / 2 + 0.5, 4.5, 2.6, 1.5, '#8f8a84', '#3f3a36', true)
  } else {
    chair(c, o.x0 + 3, (o.z0 + o.z1) / 2 + 1, -25)
    chair(c, o.x1 - 3, (o.z0 + o.z1) / 2 + 1, 25)
    table(c, (o.x0 + o.x1) / 2, (o.z0 + o.z1) / 2, 3, 3, 1.6, '#8f8a84', '#3f3a36', true)
  }
  pergola(c, { x0: o.x0, x1: o.x1, z0: o.z0, z1: o.z1, height: 8.5, lights: o.lights })
  planter(c, o.x1 + 3, o.z0 - 2, 2)
  planter(c, o.x0 - 3.2, o.z0 - 1, 1.6)
}

/** Patios hero: cedar pergola over a paver patio with seating and string lights at golden hour. */
export const pergolaHero: Scene = (ctx) =>
  outdoor(
    ctx,
    {
      mood: 'golden',
      eye: v3(0, 5.3, 0),
      yaw: 0,
      fov: 60,
      horizon: 0.5,
      sunScreen: [0.13, 0.33],
      showSun: true,
      clouds: 3,
      houses: neighborHouses(110, [-70, -10, 50], 2),
      trees: [
        { kind: 'oak', x: 40, z: 80, height: 40 },
        { kind: 'oak', x: -45, z: 85, height: 34 },
      ],
      lawn: { stripes: { width: 5, angle: 0, opacity: 0.1 } },
    },
    (st) => pergolaScene(st, { x0: -8, x1: 8, z0: 22, z1: 34, fenceZ: 44, lights: true, seating: 'sofa' }),
  )

export const patioPergola: Scene = (ctx) =>
  outdoor(
    ctx,
    {
      eye: v3(-1, 5, 0),
      yaw: 0,
      fov: 62,
      horizon: 0.52,
      sunDir: v3(0.3, -0.6, 0.75),
      houses: neighborHouses(95, [-45, 20], 1),
      trees: [{ kind: 'oak', x: 30, z: 70, height: 38 }],
    },
    (st) => pergolaScene(st, { x0: -8, x1: 6, z0: 23, z1: 33, fenceZ: 42, lights: true, seating: 'chairs' }),
  )

export const patioPavers: Scene = (ctx) =>
  outdoor(
    ctx,
    {
      eye: v3(0, 5.6, 0),
      fov: 56,
      horizon: 0.4,
      sunDir: v3(0.4, -0.6, 0.7),
      houses: neighborHouses(80, [-40, 20], 3),
      trees: [{ kind: 'oak', x: -30, z: 55, height: 34 }],
    },
    (st) => {
      const c = ctx3(st)
      const { doc, cam, light, rng } = st
      const back = new Run(cam, [-60, 34], [60, 34])
      woodFence(doc, back, light, rng, { height: 6, finish: FINISH.cedar, cap: true, trim: true })
      bed(st, back, 2, back.length - 2, 3)
      pavers(doc, cam, rng, { x0: -12, x1: 12, z0: 6, z1: 27, size: 1.4, colors: PAVERS, joint: '#9c8468' })
      chair(c, -6, 19, -35)
      chair(c, 6, 19, 35)
      chair(c, 0, 23.5, 0)
      table(c, 0, 16, 3.2, 3.2, 1.3, '#a39d95', '#4a4440', true)
      planter(c, 10.5, 8, 2)
      planter(c, -10.5, 9, 1.8)
    },
  )

// ---------------------------------------------------------------------------------------
// Staining

function stainingScene(st: Stage, close: boolean): void {
  const c = ctx3(st)
  const { doc, cam, light, rng } = st
  const run = new Run(cam, close ? [-12, 11] : [-30, 16], close ? [30, 22] : [60, 30])
  const split = close ? 14.3 : 33.1
  const finishAt = splitFinish(split, FINISH.stained, FINISH.weathered)
  woodFence(doc, run, light, rng, { height: 6, finishAt, top: 'dogear' })
  // Wet sheen on the freshly stained boards.
  const sheen = [run.P(split - 2.3, 0.3, 0.01), run.P(split, 0.3, 0.01), run.P(split, 5.8, 0.01), run.P(split - 2.3, 5.8, 0.01)]
  doc.add(poly(sheen, { fill: '#ffffff', opacity: 0.08 }))
  fringe(st, run)
  dropCloth(c, [run.at(split - 5.5, 0, 0.6), run.at(split + 0.5, 0, 0.6), run.at(split + 0.5, 0, 3.4), run.at(split - 5.5, 0, 3.2)])
  const canAt = run.at(split - 3, 0, 2.2)
  stainCan(c, canAt.x, canAt.z, '#8e4a27', close ? 1.4 : 1.2)
  const canTop = cam.project(v3(canAt.x, (close ? 1.4 : 1.2) * 0.95, canAt.z))
  brush(c, [canTop[0] - cam.scaleAt(canAt) * 0.2, canTop[1] - cam.scaleAt(canAt) * 0.15], -18, cam.scaleAt(canAt) * 1.6)
  const sprayerAt = run.at(split + 1.5, 0, 2.6)
  const nozzle = run.at(split + 0.6, 3.6, 1.6)
  pumpSprayer(c, sprayerAt.x, sprayerAt.z, nozzle)
  const hit = run.P(split - 0.2, 3.9, 0.02)
  sprayFan(doc, cam.project(nozzle), hit, run.k(split) * 0.5, '#c08055', 0.6)
}

export const stainingHero: Scene = (ctx) =>
  outdoor(
    ctx,
    {
      eye: v3(2, 5.2, 0),
      yaw: 6,
      fov: 58,
      horizon: 0.46,
      sunDir: v3(0.35, -0.55, 0.75),
      clouds: 4,
      houses: neighborHouses(90, [-55, 5, 60], 0),
      trees: [
        { kind: 'oak', x: -25, z: 70, height: 38 },
        { kind: 'oak', x: 50, z: 85, height: 40 },
      ],
      lawn: { stripes: { width: 5, angle: 8, opacity: 0.1 } },
    },
    (st) => stainingScene(st, false),
  )

export const fenceStaining: Scene = (ctx) =>
  outdoor(
    ctx,
    {
      eye: v3(2, 5, 0),
      fov: 56,
      horizon: 0.44,
      sunDir: v3(0.35, -0.55, 0.75),
      houses: neighborHouses(75, [-40, 20], 2),
      trees: [{ kind: 'oak', x: 30, z: 60, height: 36 }],
    },
    (st) => stainingScene(st, true),
  )

// ---------------------------------------------------------------------------------------
// Surveying

function surveyScene(st: Stage, close: boolean): void {
  const c = ctx3(st)
  const { doc, cam, rng } = st
  // The new fence line runs from the near left away to the right: a scraped soil strip,
  // flagged lath stakes, a string line, and fresh posts already set along the far part.
  const a = close ? v3(-5, 0, 8) : v3(-14, 0, 12)
  const dir = close ? v3(0.55, 0, 0.835) : v3(0.62, 0, 0.785)
  const len = close ? 70 : 110
  const at = (s: number, side = 0) => v3(a.x + dir.x * s + dir.z * side, 0, a.z + dir.z * s - dir.x * side)
  const strip: Pt[] = []
  for (let s2 = 0; s2 <= len; s2 += 4) strip.push(cam.project(at(s2, -0.9 - Math.sin(s2) * 0.1)))
  for (let s2 = len; s2 >= 0; s2 -= 4) strip.push(cam.project(at(s2, 0.9 + Math.cos(s2) * 0.1)))
  doc.add(path(smoothD(strip, true, 0.2), { fill: '#a07a55', opacity: 0.85 }))
  let clods = ''
  for (let i = 0; i < 70; i++) {
    const s2 = rng.range(0, len)
    const p = cam.project(at(s2, rng.range(-0.8, 0.8)))
    const r = Math.max(0.6, cam.scaleAt(at(s2)) * 0.06)
    clods += `M${f(p[0] - r)} ${f(p[1])}a${f(r)} ${f(r * 0.6)} 0 1 0 ${f(2 * r)} 0a${f(r)} ${f(r * 0.6)} 0 1 0 ${f(-2 * r)} 0Z`
  }
  doc.add(path(clods, { fill: '#6f5236', opacity: 0.6 }))
  const postFrom = len * 0.45
  for (let s2 = len; s2 >= postFrom; s2 -= 8) {
    const p = at(s2, 0.3)
    newPost(c, p.x, p.z, 7)
  }
  const stakes: number[] = []
  for (let s2 = 2; s2 < postFrom; s2 += close ? 9 : 12) stakes.push(s2)
  const first = at(stakes[0]!, -0.4)
  const last = at(len, -0.4)
  stringLine(c, v3(first.x, 0.9, first.z), v3(last.x, 0.9, last.z))
  for (const s2 of [...stakes].reverse()) {
    const p = at(s2, -0.4)
    stake(c, p.x, p.z, 3, '#ff3d8b', 0.05)
  }
  pinFlag(c, close ? -6 : -20, close ? 24 : 34, '#ff7a1a')
  pinFlag(c, close ? 3 : 2, close ? 30 : 40, '#2f7de1')
  // Prism pole at the far corner.
  const prism = at(len * 0.75, -6)
  const pb = cam.project(prism)
  const pt = cam.project(v3(prism.x, 6.5, prism.z))
  const pk = cam.scaleAt(prism)
  doc.add(
    path(lineD([pb, pt]), { stroke: '#f2c230', 'stroke-width': Math.max(1.5, pk * 0.12) }),
    path(
      lineD([
        [pb[0], pb[1] - (pb[1] - pt[1]) * 0.3],
        [pb[0], pb[1] - (pb[1] - pt[1]) * 0.6],
      ]),
      { stroke: '#d7372f', 'stroke-width': Math.max(1.5, pk * 0.12) },
    ),
    circle(pt[0], pt[1], Math.max(2.5, pk * 0.25), { fill: '#c9d6df', stroke: '#445', 'stroke-width': 1 }),
  )
  tripod(c, close ? -5.5 : -8, close ? 16 : 21, 5.2)
}

export const surveyHero: Scene = (ctx) =>
  outdoor(
    ctx,
    {
      eye: v3(0, 4.8, 0),
      yaw: 4,
      fov: 58,
      horizon: 0.45,
      sunDir: v3(0.45, -0.55, 0.7),
      clouds: 4,
      houses: neighborHouses(120, [-80, -20, 45], 1),
      trees: [
        { kind: 'oak', x: -40, z: 90, height: 36 },
        { kind: 'oak', x: 60, z: 100, height: 40 },
      ],
      lawn: { far: '#b5c47a', near: '#6e9a42', tufts: 200 },
    },
    (st) => surveyScene(st, false),
  )

export const propertySurvey: Scene = (ctx) =>
  outdoor(
    ctx,
    {
      eye: v3(0, 4.6, 0),
      fov: 56,
      horizon: 0.42,
      sunDir: v3(0.45, -0.55, 0.7),
      houses: neighborHouses(110, [-50, 15], 2),
      trees: [{ kind: 'oak', x: -30, z: 80, height: 36 }],
      lawn: { far: '#b5c47a', near: '#6e9a42', tufts: 180 },
    },
    (st) => surveyScene(st, true),
  )

// ---------------------------------------------------------------------------------------
// Maintenance and repair

/** Pressure-washing: the cleaned boards glow cedar, the rest is still grey. */
export const maintenance: Scene = (ctx) =>
  outdoor(
    ctx,
    {
      eye: v3(2, 5, 0),
      fov: 56,
      horizon: 0.44,
      sunDir: v3(0.35, -0.55, 0.75),
      houses: neighborHouses(75, [-40, 20], 1),
      trees: [{ kind: 'oak', x: -25, z: 60, height: 36 }],
    },
    (st) => {
      const { doc, cam, light, rng } = st
      const run = new Run(cam, [-12, 11], [30, 22])
      const split = 15.2
      woodFence(doc, run, light, rng, { height: 6, finishAt: splitFinish(split, FINISH.honey, FINISH.weathered), top: 'dogear' })
      fringe(st, run)
      // Washer on its wheels, hose to the wand, spray fan at the clean edge.
      const m = run.at(split + 3.5, 0, 3.2)
      const fr = { o: m, u: run.dir, v: run.n, w: v3(0, 1, 0) }
      doc.add(
        box(cam, light, fr, [-1, 1], [-0.7, 0.7], [0.6, 1.9], { color: '#f0c419' }),
        box(cam, light, fr, [-1.05, 1.05], [-0.75, 0.75], [1.9, 2.05], { color: '#2b2b2b' }),
        box(cam, light, fr, [-0.6, 0.6], [-0.5, 0.5], [2.05, 2.6], { color: '#3a3a3a' }),
      )
      const k = cam.scaleAt(m)
      for (const s of [-0.8, 0.8]) {
        const wp = cam.project(run.at(split + 3.5 + s, 0.45, 3.2 + 0.75))
        doc.add(circle(wp[0], wp[1], k * 0.45, { fill: '#222' }), circle(wp[0], wp[1], k * 0.18, { fill: '#999' }))
      }
      const nozzle = run.at(split + 1.6, 3.4, 2.2)
      const np = cam.project(nozzle)
      const grip = cam.project(run.at(split + 2.6, 2.6, 3))
      const hoseStart = cam.project(run.at(split + 3.5, 1.2, 2.5))
      doc.add(
        path(
          `M${f(hoseStart[0])} ${f(hoseStart[1])}C${f(hoseStart[0] + k)} ${f(hoseStart[1] + k * 3)} ${f(grip[0] + k * 2)} ${f(grip[1] + k * 2.5)} ${f(grip[0])} ${f(grip[1])}`,
          {
            stroke: '#2d2d2d',
            'stroke-width': Math.max(2, k * 0.1),
            fill: 'none',
          },
        ),
        path(lineD([grip, np]), { stroke: '#7d8388', 'stroke-width': Math.max(2, k * 0.09), 'stroke-linecap': 'round' }),
        path(lineD([grip, [grip[0] + k * 0.2, grip[1] + k * 0.6]]), { stroke: '#f0c419', 'stroke-width': Math.max(3, k * 0.2), 'stroke-linecap': 'round' }),
      )
      sprayFan(doc, np, run.P(split + 0.1, 3.6, 0.02), run.k(split) * 0.9)
    },
  )

/** Repair: a new post and fresh boards going into an old fence, with materials. */
export const fenceRepair: Scene = (ctx) =>
  outdoor(
    ctx,
    {
      eye: v3(2, 5, 0),
      fov: 56,
      horizon: 0.44,
      sunDir: v3(0.35, -0.55, 0.75),
      houses: neighborHouses(75, [-40, 20], 3),
      trees: [{ kind: 'oak', x: 28, z: 60, height: 36 }],
    },
    (st) => {
      const c = ctx3(st)
      const { doc, cam, light, rng } = st
      const run = new Run(cam, [-12, 12], [32, 24])
      const gapS0 = 13.4
      const gapS1 = 16.6
      const fresh: WoodFinish = FINISH.cedar
      woodFence(doc, run, light, rng, {
        height: 6,
        finish: FINISH.weathered,
        side: 'rails',
        tweak: (_i, s) => {
          if (s >= gapS0 && s < gapS1) return { skip: true }
          if (s >= gapS1 && s < gapS1 + 1.4) return { finish: fresh }
          if (s >= gapS0 - 1.5 && s < gapS0) return { finish: fresh }
          return {}
        },
      })
      fringe(st, run)
      const post = run.at(15, 0, 0.15)
      newPost(c, post.x, post.z, 6, '#c98a5a')
      const stack = run.at(19, 0, 2.6)
      lumberStack(c, stack.x, stack.z, -20, 6, 6)
      const tb = run.at(9.5, 0, 2.6)
      toolbox(c, tb.x, tb.z, 15)
      const bag = run.at(12.5, 0, 3.2)
      concreteBag(c, bag.x, bag.z)
    },
  )

// ---------------------------------------------------------------------------------------
// Permits and HOA: a top-down desk scene

/** Permit packet on a clipboard with a site plan, stain swatches for the HOA, pen and coffee. */
export const permitsHoa: Scene = (ctx) => {
  const doc = new SvgDoc(ctx, '#7b5232')
  const rng = new Rng(ctx.seed)
  const { W, H } = doc
  // Desk planks.
  const plankH = 150
  for (let y = -20, i = 0; y < H; y += plankH, i++) {
    const base = jitter('#8a5a36', rng, 0.05)
    doc.add(rect(0, y, W, plankH - 3, { fill: base }))
    let grain = ''
    for (let g = 0; g < 9; g++) {
      const gy = y + rng.range(8, plankH - 12)
      const amp = rng.range(2, 7)
      const ph = rng.range(0, 6)
      const pts: Pt[] = []
      for (let x = -10; x <= W + 10; x += 60) pts.push([x, gy + Math.sin(ph + x / rng.range(90, 180)) * amp])
      grain += lineD(pts)
    }
    doc.add(path(grain, { stroke: darken(base, 0.25), 'stroke-width': 1.5, fill: 'none', opacity: 0.45 }))
    doc.add(rect(0, y + plankH - 3, W, 3, { fill: '#3e2615' }))
  }
  const shadow = (shape: string, dx = 10, dy = 14) =>
    doc.add(group({ transform: `translate(${dx} ${dy})`, opacity: 0.32, filter: doc.blur(9) }, shape.replace(/fill="[^"]*"/g, 'fill="#1a0f06"')))

  // Stain swatch fan (HOA colour approval), lower left.
  const fanX = W * 0.16
  const fanY = H * 0.82
  const swatches = ['#c98a5a', '#b06c3f', '#9e5631', '#7d4427', '#5d4536', '#8a857c']
  const chips = swatches
    .map((color, i) => {
      const a = -70 + i * 14
      return group({ transform: `rotate(${a} ${fanX} ${fanY})` }, [
        rect(fanX - 28, fanY - 300, 56, 300, { fill: '#f7f3ea', rx: 6 }),
        rect(fanX - 22, fanY - 292, 44, 120, { fill: color, rx: 3 }),
        rect(fanX - 16, fanY - 160, 32, 6, { fill: '#cfc8b8' }),
        rect(fanX - 16, fanY - 146, 22, 6, { fill: '#cfc8b8' }),
        circle(fanX, fanY - 22, 7, { fill: '#b8b1a2' }),
      ])
    })
    .join('')
  shadow(chips)
  doc.add(chips)

  // Clipboard with the permit packet.
  const cx = W * 0.54
  const cy = H * 0.5
  const bw = 470
  const bh = 640
  const board = group({ transform: `rotate(-5 ${cx} ${cy})` }, [
    rect(cx - bw / 2, cy - bh / 2, bw, bh, { rx: 18, fill: '#a8784c' }),
    rect(cx - bw / 2 + 6, cy - bh / 2 + 6, bw - 12, bh - 12, { rx: 14, fill: '#b5875a' }),
  ])
  shadow(board, 14, 18)
  doc.add(board)
  const px = cx - bw / 2 + 28
  const py = cy - bh / 2 + 70
  const pw = bw - 56
  const ph = bh - 100
  const paper: string[] = [rect(px, py, pw, ph, { fill: '#fbfaf6' })]
  // Header block and text lines (bars, no lettering).
  paper.push(rect(px + 24, py + 26, pw * 0.45, 14, { fill: '#2f4f6f', rx: 3 }))
  paper.push(rect(px + 24, py + 50, pw * 0.3, 8, { fill: '#b9c2cb', rx: 3 }))
  paper.push(rect(px + pw - 110, py + 24, 86, 40, { fill: 'none', stroke: '#b9c2cb', 'stroke-width': 2, rx: 4 }))
  // Site plan: lot, house footprint, fence line with posts, gate, dimensions.
  const lx = px + 40
  const ly = py + 90
  const lw = pw - 80
  const lh = 250
  paper.push(rect(lx, ly, lw, lh, { fill: '#eef4e6', stroke: '#8aa0b4', 'stroke-width': 2, 'stroke-dasharray': '10 6' }))
  paper.push(rect(lx + lw * 0.22, ly + lh * 0.55, lw * 0.56, lh * 0.36, { fill: '#d9dde2', stroke: '#7d8894', 'stroke-width': 2 }))
  paper.push(rect(lx + lw * 0.32, ly + lh * 0.62, lw * 0.2, lh * 0.22, { fill: '#c7ccd2' }))
  const fence: Pt[] = [
    [lx + lw * 0.22, ly + lh * 0.55],
    [lx + 10, ly + lh * 0.55],
    [lx + 10, ly + 10],
    [lx + lw - 10, ly + 10],
    [lx + lw - 10, ly + lh * 0.55],
    [lx + lw * 0.78, ly + lh * 0.55],
  ]
  paper.push(path(lineD(fence), { stroke: '#b8652f', 'stroke-width': 5, fill: 'none', 'stroke-linejoin': 'round' }))
  let postsD = ''
  for (let i = 0; i < fence.length - 1; i++) {
    const [a, b] = [fence[i]!, fence[i + 1]!]
    const len = Math.hypot(b[0] - a[0], b[1] - a[1])
    const n = Math.max(1, Math.round(len / 34))
    for (let j = 0; j <= n; j++) {
      const x = a[0] + ((b[0] - a[0]) * j) / n
      const y = a[1] + ((b[1] - a[1]) * j) / n
      postsD += `M${f(x - 4)} ${f(y - 4)}h8v8h-8Z`
    }
  }
  paper.push(path(postsD, { fill: '#6b3a1c' }))
  // Gate swing arc.
  paper.push(
    path(`M${f(lx + lw - 10)} ${f(ly + lh * 0.3)}a${f(34)} ${f(34)} 0 0 0 ${f(-34)} ${f(34)}`, {
      stroke: '#b8652f',
      'stroke-width': 2,
      fill: 'none',
      'stroke-dasharray': '5 4',
    }),
  )
  paper.push(
    path(
      lineD([
        [lx, ly + lh + 18],
        [lx + lw, ly + lh + 18],
      ]) +
        lineD([
          [lx, ly + lh + 10],
          [lx, ly + lh + 26],
        ]) +
        lineD([
          [lx + lw, ly + lh + 10],
          [lx + lw, ly + lh + 26],
        ]),
      { stroke: '#7d8894', 'stroke-width': 1.6 },
    ),
  )
  paper.push(rect(lx + lw / 2 - 26, ly + lh + 12, 52, 12, { fill: '#fbfaf6' }))
  paper.push(rect(lx + lw / 2 - 18, ly + lh + 15, 36, 6, { fill: '#9aa5b0', rx: 2 }))
  // Form lines and checkboxes below the plan.
  let bars = ''
  let boxes = ''
  for (let i = 0; i < 5; i++) {
    const y = ly + lh + 48 + i * 26
    boxes += `M${f(px + 24)} ${f(y - 7)}h14v14h-14Z`
    bars += `M${f(px + 50)} ${f(y - 3)}h${f(rng.range(0.35, 0.7) * pw)}v6h${f(-rng.range(0.35, 0.7) * pw)}Z`
  }
  paper.push(path(bars, { fill: '#c3cad1' }), path(boxes, { fill: 'none', stroke: '#7d8894', 'stroke-width': 1.6 }))
  let ticks = ''
  for (let i = 0; i < 4; i++) {
    const y = ly + lh + 48 + i * 26
    ticks += `M${f(px + 27)} ${f(y)}l4 4l8 -9`
  }
  paper.push(path(ticks, { stroke: '#2e8b57', 'stroke-width': 2.6, fill: 'none', 'stroke-linecap': 'round' }))
  // Approval stamp: ring with a check mark.
  const sx = px + pw - 80
  const sy = py + ph - 70
  paper.push(
    group({ transform: `rotate(-14 ${sx} ${sy})`, opacity: 0.85 }, [
      circle(sx, sy, 44, { fill: 'none', stroke: '#2e8b57', 'stroke-width': 5 }),
      circle(sx, sy, 35, { fill: 'none', stroke: '#2e8b57', 'stroke-width': 2 }),
      path(`M${sx - 18} ${sy + 2}l12 12l24 -26`, { stroke: '#2e8b57', 'stroke-width': 7, fill: 'none', 'stroke-linecap': 'round', 'stroke-linejoin': 'round' }),
    ]),
  )
  doc.add(group({ transform: `rotate(-5 ${cx} ${cy})` }, paper))
  // Metal clip.
  const clip = group({ transform: `rotate(-5 ${cx} ${cy})` }, [
    rect(cx - 90, cy - bh / 2 + 18, 180, 62, {
      rx: 12,
      fill: doc.linear(
        [
          { offset: 0, color: '#f4f6f7' },
          { offset: 0.5, color: '#b7bdc2' },
          { offset: 1, color: '#8b9299' },
        ],
        0,
        0,
        0,
        1,
      ),
    }),
    rect(cx - 60, cy - bh / 2 + 4, 120, 26, { rx: 10, fill: 'none', stroke: '#9aa1a7', 'stroke-width': 8 }),
    circle(cx - 64, cy - bh / 2 + 50, 7, { fill: '#6d7379' }),
    circle(cx + 64, cy - bh / 2 + 50, 7, { fill: '#6d7379' }),
  ])
  shadow(clip, 5, 7)
  doc.add(clip)

  // Pen across the board's corner.
  const pen = group({ transform: `rotate(28 ${W * 0.82} ${H * 0.7})` }, [
    rect(W * 0.82 - 150, H * 0.7 - 11, 300, 22, { rx: 11, fill: '#1f3b5a' }),
    rect(W * 0.82 + 90, H * 0.7 - 11, 60, 22, { rx: 6, fill: '#c9ced3' }),
    path(`M${W * 0.82 + 150} ${H * 0.7 - 9}l26 9l-26 9Z`, { fill: '#d8c9a6' }),
    rect(W * 0.82 - 120, H * 0.7 - 16, 90, 8, { rx: 4, fill: '#c9ced3' }),
    rect(W * 0.82 - 150, H * 0.7 - 6, 240, 5, { fill: '#ffffff', opacity: 0.2 }),
  ])
  shadow(pen, 8, 10)
  doc.add(pen)

  // Coffee mug, upper right.
  const mx = W * 0.88
  const my = H * 0.2
  const mug = [
    rect(mx + 62, my - 16, 50, 32, { rx: 16, fill: 'none', stroke: '#f1efe9', 'stroke-width': 14 }),
    circle(mx, my, 82, { fill: '#f1efe9' }),
    circle(mx, my, 66, { fill: '#5b3620' }),
    circle(mx - 16, my - 16, 24, { fill: '#7a4a2c', opacity: 0.6 }),
  ]
  shadow(group({}, mug))
  doc.add(...mug)

  // Tape measure, lower right.
  const tx = W * 0.9
  const ty = H * 0.9
  const tape = [
    rect(tx - 78, ty - 78, 156, 156, { rx: 40, fill: '#f2c230' }),
    circle(tx, ty, 46, { fill: '#2b2b2b' }),
    circle(tx, ty, 20, { fill: '#8d9399' }),
    rect(tx - 200, ty + 46, 130, 26, { fill: '#f6e6a8' }),
  ]
  shadow(group({}, tape))
  doc.add(...tape)
  let marks = ''
  for (let x = tx - 196; x < tx - 72; x += 10) marks += `M${f(x)} ${f(ty + 46)}v${x % 50 < 10 ? 12 : 6}`
  doc.add(path(marks, { stroke: '#3a3a3a', 'stroke-width': 1.5 }))

  // Warm light falloff and vignette.
  doc.add(
    rect(0, 0, W, H, {
      fill: doc.radial(
        [
          { offset: 0, color: '#fff1d6', opacity: 0.18 },
          { offset: 1, color: '#fff1d6', opacity: 0 },
        ],
        W * 0.35,
        H * 0.2,
        W * 0.8,
      ),
    }),
    rect(0, 0, W, H, {
      fill: doc.radial(
        [
          { offset: 0.55, color: '#000000', opacity: 0 },
          { offset: 1, color: '#120a04', opacity: 0.35 },
        ],
        W / 2,
        H / 2,
        Math.hypot(W, H) * 0.6,
      ),
    }),
  )
  return doc.toString()
}

/**
 * Fences and gates drawn along a straight run in the 3-D scene. Every style works in run
 * coordinates — s (feet along the run), y (feet up), d (feet toward the viewer's side) —
 * so the same code draws a fence face-on or receding in perspective.
 */
import { add, box, mul, normalize, sub, v3, UP, dot, type Camera, type Frame, type Light, type V3 } from './camera.ts'
import { circle, clamp, darken, f, jitter, lerp, lighten, lineD, mix, path, poly, polyD, smoothD, type Pt, type Rng, type SvgDoc } from './svg.ts'

/** Optional deformation of a run (leaning, sagging fences): maps (s, y, d) to new run coords. */
export type Warp = (s: number, y: number, d: number) => readonly [number, number, number]

export class Run {
  readonly a: V3
  readonly b: V3
  readonly length: number
  readonly dir: V3
  /** Unit normal pointing toward the camera's side of the fence. */
  readonly n: V3

  constructor(
    readonly cam: Camera,
    a: readonly [number, number],
    b: readonly [number, number],
    readonly warp?: Warp,
  ) {
    this.a = v3(a[0], 0, a[1])
    this.b = v3(b[0], 0, b[1])
    const delta = sub(this.b, this.a)
    this.length = Math.hypot(delta.x, delta.z)
    this.dir = normalize(delta)
    let n = v3(-this.dir.z, 0, this.dir.x)
    if (dot(n, sub(cam.eye, this.a)) < 0) n = mul(n, -1)
    this.n = n
  }

  at(s: number, y: number, d = 0): V3 {
    const [ws, wy, wd] = this.warp ? this.warp(s, y, d) : [s, y, d]
    return add(add(this.a, mul(this.dir, ws)), add(mul(this.n, wd), mul(UP, wy)))
  }

  P(s: number, y: number, d = 0): Pt {
    return this.cam.project(this.at(s, y, d))
  }

  /** Screen pixels per foot at s. */
  k(s: number): number {
    return this.cam.scaleAt(this.at(s, 0))
  }

  /** Frame for boxes: u along the run, v toward the viewer, w up (origin at the run start). */
  get frame(): Frame {
    return { o: this.a, u: this.dir, v: this.n, w: UP }
  }

  /** Closed path of a (s, y) polygon on the plane at depth d. */
  polyD(points: readonly (readonly [number, number])[], d = 0): string {
    return polyD(points.map(([s, y]) => this.P(s, y, d)))
  }

  /** A box in run coordinates, honouring the warp by shifting the box to its warped base. */
  box(light: Light, s: readonly [number, number], dd: readonly [number, number], y: readonly [number, number], style: Parameters<typeof box>[6]): string {
    if (!this.warp) return box(this.cam, light, this.frame, s, dd, y, style)
    // Warped: draw as a prism through warped corners (good enough for leaning posts).
    const corners = (yy: number) => [this.at(s[0], yy, dd[1]), this.at(s[1], yy, dd[1]), this.at(s[1], yy, dd[0]), this.at(s[0], yy, dd[0])]
    const bottom = corners(y[0])
    const top = corners(y[1])
    const faces: { pts: V3[]; normal: V3 }[] = [
      { pts: [bottom[0]!, bottom[1]!, top[1]!, top[0]!], normal: this.n },
      { pts: [bottom[0]!, bottom[3]!, top[3]!, top[0]!], normal: mul(this.dir, -1) },
      { pts: [bottom[1]!, bottom[2]!, top[2]!, top[1]!], normal: this.dir },
      { pts: top, normal: UP },
    ]
    let out = ''
    for (const face of faces) {
      const c = mul(face.pts.reduce(add, v3(0, 0, 0)), 0.25)
      if (dot(face.normal, sub(this.cam.eye, c)) <= 0) continue
      const fill = light.shade(style.color, face.normal)
      out += poly(
        face.pts.map((p) => this.cam.project(p)),
        { fill, stroke: darken(fill, 0.25), 'stroke-width': 0.6, 'stroke-linejoin': 'round' },
      )
    }
    return out
  }
}

// ---------------------------------------------------------------------------------------
// Finishes

export interface WoodFinish {
  boards: readonly string[]
  grain: string
  knot: string
  /** Colour variation between boards. */
  jitter: number
  /** How visible the grain is. */
  grainOpacity: number
}

export const FINISH = {
  cedar: {
    boards: ['#cf8c58', '#c27f4c', '#d69866', '#bb7442', '#c98a5c', '#b06c3f', '#d4a070', '#c5824f'],
    grain: '#86461f',
    knot: '#5e3018',
    jitter: 0.05,
    grainOpacity: 0.4,
  },
  stained: {
    boards: ['#9e5631', '#a85f38', '#94502e', '#ad6740', '#8f4b2a', '#a35a33'],
    grain: '#552812',
    knot: '#3f1d0d',
    jitter: 0.04,
    grainOpacity: 0.35,
  },
  weathered: {
    boards: ['#a49e94', '#979188', '#aca69b', '#8c867e', '#b3ada2', '#9a948a', '#85807a'],
    grain: '#5f5a53',
    knot: '#4a4640',
    jitter: 0.06,
    grainOpacity: 0.5,
  },
  espresso: {
    boards: ['#5d4536', '#664c3b', '#55402f', '#6d5241', '#5a4433'],
    grain: '#33241a',
    knot: '#2a1c13',
    jitter: 0.04,
    grainOpacity: 0.3,
  },
  honey: {
    boards: ['#c9894a', '#bf7e41', '#d29455', '#b87a43', '#c88d52'],
    grain: '#7f4a1f',
    knot: '#5a3415',
    jitter: 0.04,
    grainOpacity: 0.3,
  },
  white: {
    boards: ['#f4f2ec', '#f0eee7', '#f6f5f0'],
    grain: '#cfcabd',
    knot: '#cfcabd',
    jitter: 0.01,
    grainOpacity: 0.12,
  },
} as const satisfies Record<string, WoodFinish>

export const VINYL = '#f5f4ef'
export const IRON = '#23262b'
export const GALVANIZED = '#aab2b7'
export const HARDWARE = '#2a2a2c'

// ---------------------------------------------------------------------------------------
// Shared pieces

/** Ground shadow of a fence section of height h (drawn before the fence). */
export function fenceShadow(doc: SvgDoc, run: Run, light: Light, s0: number, s1: number, h: number, opacity = 0.22): void {
  if (dot(light.dir, run.n) <= 0.02) return
  const tip = (s: number) => run.cam.project(light.shadowOf(run.at(s, h)))
  doc.add(poly([run.P(s0, 0), run.P(s1, 0), tip(s1), tip(s0)], { fill: '#17260f', opacity }))
}

/** Ambient occlusion band at the base of a fence face and a soft highlight along its top. */
function faceShading(doc: SvgDoc, run: Run, s0: number, s1: number, h: number, d: number, topLight = 0.1): void {
  const bands = [
    [0, 0.25, 0.24],
    [0.25, 0.6, 0.14],
    [0.6, 1.1, 0.07],
  ] as const
  let parts = ''
  for (const [y0, y1, o] of bands) {
    if (y1 > h) continue
    parts += poly([run.P(s0, y0, d), run.P(s1, y0, d), run.P(s1, y1, d), run.P(s0, y1, d)], { fill: '#1e1208', opacity: o })
  }
  if (topLight > 0) {
    for (const [t0, o] of [
      [0.55, 0.35],
      [0.7, 0.35],
      [0.85, 0.3],
    ] as const) {
      parts += poly([run.P(s0, h * t0, d), run.P(s1, h * t0, d), run.P(s1, h, d), run.P(s0, h, d)], { fill: '#fff2dc', opacity: topLight * o })
    }
  }
  doc.add(parts)
}

/** Wavy grain lines along a board, as path data (vertical: along y, else along s). */
function grainD(run: Run, rng: Rng, s0: number, s1: number, y0: number, y1: number, d: number, vertical: boolean, lines = 3): string {
  let out = ''
  const across = vertical ? s1 - s0 : y1 - y0
  const alongLen = vertical ? y1 - y0 : s1 - s0
  const steps = clamp(Math.round(alongLen / 0.6), 4, 14)
  for (let i = 0; i < lines; i++) {
    const base = rng.range(0.12, 0.88)
    const amp = rng.range(0.03, 0.1)
    const freq = rng.range(0.6, 1.8)
    const phase = rng.range(0, 6.28)
    const start = rng.range(0, 0.3)
    const end = rng.range(0.7, 1)
    const pts: Pt[] = []
    for (let j = 0; j <= steps; j++) {
      const t = lerp(start, end, j / steps)
      const off = clamp(base + amp * Math.sin(phase + t * alongLen * freq), 0.05, 0.95) * across
      pts.push(vertical ? run.P(s0 + off, lerp(y0, y1, t), d) : run.P(lerp(s0, s1, t), y0 + off, d))
    }
    out += lineD(pts)
  }
  return out
}

function knotD(run: Run, s: number, y: number, d: number, rs: number, ry: number): string {
  const pts: Pt[] = []
  for (let i = 0; i < 10; i++) {
    const a = (i / 10) * Math.PI * 2
    pts.push(run.P(s + Math.cos(a) * rs, y + Math.sin(a) * ry, d))
  }
  return smoothD(pts)
}

/** A round steel post/pipe as a shaded vertical quad (cylinder look). */
function pipe(doc: SvgDoc, run: Run, s: number, r: number, y0: number, y1: number, d: number, color: string): string {
  const fill = doc.linear(
    [
      { offset: 0, color: darken(color, 0.35) },
      { offset: 0.3, color: lighten(color, 0.35) },
      { offset: 0.55, color },
      { offset: 1, color: darken(color, 0.45) },
    ],
    0,
    0,
    1,
    0,
  )
  return poly([run.P(s - r, y0, d), run.P(s + r, y0, d), run.P(s + r, y1, d), run.P(s - r, y1, d)], { fill })
}

/** Horizontal pipe (top rail) between s0 and s1 at height y. */
function railPipe(doc: SvgDoc, run: Run, s0: number, s1: number, y: number, r: number, d: number, color: string): string {
  const fill = doc.linear(
    [
      { offset: 0, color: lighten(color, 0.3) },
      { offset: 0.45, color },
      { offset: 1, color: darken(color, 0.4) },
    ],
    0,
    0,
    0,
    1,
  )
  return poly([run.P(s0, y + r, d), run.P(s1, y + r, d), run.P(s1, y - r, d), run.P(s0, y - r, d)], { fill })
}

function postPositions(s0: number, s1: number, spacing: number): number[] {
  const n = Math.max(1, Math.round((s1 - s0) / spacing))
  const out: number[] = []
  for (let i = 0; i <= n; i++) out.push(s0 + ((s1 - s0) * i) / n)
  return out
}

/** Pyramid post cap on a square post top. */
function pyramidCap(run: Run, light: Light, s: number, half: number, d0: number, d1: number, y: number, color: string, flare = 0.04, rise = 0.14): string {
  const a = s - half - flare
  const b = s + half + flare
  const c0 = d0 - flare
  const c1 = d1 + flare
  let out = run.box(light, [a, b], [c0, c1], [y, y + 0.07], { color })
  const apex = run.at(s, y + 0.07 + rise, (d0 + d1) / 2)
  const faces: [V3, V3, V3][] = [
    [run.at(a, y + 0.07, c1), run.at(b, y + 0.07, c1), apex],
    [run.at(a, y + 0.07, c0), run.at(a, y + 0.07, c1), apex],
    [run.at(b, y + 0.07, c1), run.at(b, y + 0.07, c0), apex],
  ]
  for (const tri of faces) {
    const n = normalize(mulCross(sub(tri[1], tri[0]), sub(tri[2], tri[0])))
    const c = mul(add(add(tri[0], tri[1]), tri[2]), 1 / 3)
    const outward = dot(n, sub(c, run.at(s, y, (d0 + d1) / 2))) < 0 ? mul(n, -1) : n
    if (dot(outward, sub(run.cam.eye, c)) <= 0) continue
    const fill = light.shade(color, outward)
    out += poly(
      tri.map((p) => run.cam.project(p)),
      { fill, stroke: darken(fill, 0.2), 'stroke-width': 0.5 },
    )
  }
  return out
}

function mulCross(a: V3, b: V3): V3 {
  return v3(a.y * b.z - a.z * b.y, a.z * b.x - a.x * b.z, a.x * b.y - a.y * b.x)
}

/** Ball finial on a post (screen-space sphere with a highlight). */
function ball(doc: SvgDoc, run: Run, s: number, y: number, d: number, r: number, color: string): string {
  const [x, yy] = run.P(s, y + r, d)
  const R = r * run.k(s)
  const fill = doc.radial(
    [
      { offset: 0, color: lighten(color, 0.55) },
      { offset: 0.35, color: lighten(color, 0.15) },
      { offset: 1, color: darken(color, 0.3) },
    ],
    x - R * 0.35,
    yy - R * 0.35,
    R * 1.4,
  )
  return circle(x, yy, R, { fill })
}

// ---------------------------------------------------------------------------------------
// Wood fences

export type TopShape = 'flat' | 'dogear' | 'point' | 'gothic'

export interface BoardTweak {
  skip?: boolean
  /** Board ends lower with a jagged break at this height (feet). */
  broken?: number
  finish?: WoodFinish
  /** Extra screen darkening 0–1 (rot, water stains). */
  stain?: number
  /** Board shifted down at the top (popped nails), feet. */
  sag?: number
}

export interface WoodFenceOptions {
  s0?: number
  s1?: number
  height: number
  finish?: WoodFinish
  /** Per-position finish (half-stained fences, a new board in an old fence). */
  finishAt?: (s: number) => WoodFinish
  board?: number
  gap?: number
  top?: TopShape
  /** Arched top: extra height at the middle of each post bay (feet). */
  scallop?: number
  /** Which face we look at: the finished "good" side or the side with rails and posts. */
  side?: 'good' | 'rails'
  cap?: boolean
  trim?: boolean
  kick?: boolean
  postSpacing?: number
  postColor?: string
  /** Steel posts (pipe) instead of 4×4 wood on the rail side. */
  steelPosts?: boolean
  boardOnBoard?: boolean
  tweak?: (index: number, s: number) => BoardTweak
  shadow?: number
  /** Dappled tree-shadow patches on the face. */
  dapple?: number
  grain?: boolean
}

/** Vertical-board wood fence: privacy, board-on-board or (with a gap) picket. */
export function woodFence(doc: SvgDoc, run: Run, light: Light, rng: Rng, o: WoodFenceOptions): void {
  const s0 = o.s0 ?? 0
  const s1 = o.s1 ?? run.length
  const H = o.height
  const bw = o.board ?? 0.46
  const gap = o.gap ?? 0
  const finishAt = o.finishAt ?? (() => o.finish ?? FINISH.cedar)
  const side = o.side ?? 'good'
  const spacing = o.postSpacing ?? 8
  const posts = postPositions(s0, s1, spacing)
  const picket = gap > bw * 0.2
  const railsY = H > 5 ? [0.75, H / 2, H - 0.9] : [0.6, H - 0.75]
  const fillOf = (c: string) => light.shade(c, run.n)
  const postColor = o.postColor ?? darken(finishAt(s0).boards[0]!, 0.05)

  if (o.shadow !== 0) fenceShadow(doc, run, light, s0, s1, H, o.shadow ?? (picket ? 0.12 : 0.22))

  // Behind the boards: rails and posts seen through gaps (good side), or hidden.
  const boardD = side === 'good' ? 0 : -0.07
  if (side === 'good' && (picket || gap > 0)) {
    let back = ''
    for (const s of posts) back += run.box(light, [s - 0.15, s + 0.15], [-0.36, -0.07], [0, H - (picket ? 0.15 : 0.3)], { color: postColor })
    for (const y of railsY) back += run.box(light, [s0, s1], [-0.3, -0.07], [y - 0.14, y + 0.14], { color: darken(postColor, 0.05) })
    doc.add(back)
  }

  // Boards.
  const byColor = new Map<string, string>()
  let grain = ''
  let knots = ''
  let edges = ''
  let highlights = ''
  let stains = ''
  const layers = o.boardOnBoard ? 2 : 1
  const pitch = bw + gap
  const k = run.k((s0 + s1) / 2)
  const showGrain = (o.grain ?? true) && bw * k > 5
  const topAt = (s: number) => {
    if (!o.scallop) return H
    const bay = ((s - s0) % spacing) / spacing
    return H - o.scallop + o.scallop * Math.sin(bay * Math.PI)
  }
  let index = 0
  for (let layer = 0; layer < layers; layer++) {
    const d = boardD + layer * 0.06
    const offset = layer === 0 ? 0 : bw * 0.5 + gap / 2 - bw * 0.15
    const width = layer === 0 ? bw : bw
    const step = o.boardOnBoard ? pitch * 2 - 0 : pitch
    const sStart = o.boardOnBoard ? s0 + (layer === 0 ? 0 : bw * 0.85) : s0
    for (let s = sStart; s < s1 - 0.01; s += o.boardOnBoard ? bw * 1.7 : step) {
      const a = s + (layer === 0 ? 0 : offset * 0)
      const b = Math.min(s1, a + width)
      if (b - a < 0.05) continue
      const tw = o.tweak ? o.tweak(index, a) : {}
      index += 1
      if (tw.skip) continue
      const fin = tw.finish ?? finishAt((a + b) / 2)
      const base = jitter(rng.pick(fin.boards), rng, fin.jitter)
      const color = fillOf(tw.stain ? darken(base, tw.stain) : base)
      const yb = tw.sag ? -tw.sag * 0.2 : 0.02
      let top = topAt((a + b) / 2) - (tw.sag ?? 0)
      const shape: [number, number][] = []
      if (tw.broken !== undefined) {
        top = tw.broken
        shape.push([a, yb], [b, yb], [b, top + rng.range(-0.3, 0.3)], [a + (b - a) * 0.6, top - 0.25], [a + (b - a) * 0.35, top + 0.35], [a, top])
      } else {
        const topShape = o.top ?? 'dogear'
        const ear = (b - a) * 0.22
        if (topShape === 'dogear') shape.push([a, yb], [b, yb], [b, top - ear], [b - ear, top], [a + ear, top], [a, top - ear])
        else if (topShape === 'point') shape.push([a, yb], [b, yb], [b, top - (b - a) * 0.45], [(a + b) / 2, top], [a, top - (b - a) * 0.45])
        else if (topShape === 'gothic')
          shape.push(
            [a, yb],
            [b, yb],
            [b, top - (b - a) * 0.7],
            [b - (b - a) * 0.1, top - (b - a) * 0.35],
            [(a + b) / 2, top],
            [a + (b - a) * 0.1, top - (b - a) * 0.35],
            [a, top - (b - a) * 0.7],
          )
        else shape.push([a, yb], [b, yb], [b, top], [a, top])
      }
      byColor.set(color, (byColor.get(color) ?? '') + run.polyD(shape, d))
      // Edge shadow (gap) on the right, narrow highlight on the left.
      const e = Math.min(0.035, (b - a) * 0.08)
      edges += run.polyD(
        [
          [b - e, yb],
          [b, yb],
          [b, top - (o.top === 'flat' || tw.broken !== undefined ? 0 : (b - a) * 0.25)],
          [b - e, top - (b - a) * 0.25],
        ],
        d + 0.001,
      )
      highlights += run.polyD(
        [
          [a, yb],
          [a + e * 0.8, yb],
          [a + e * 0.8, top - (b - a) * 0.25],
          [a, top - (b - a) * 0.25],
        ],
        d + 0.001,
      )
      if (showGrain) {
        grain += grainD(run, rng, a, b, yb, top - 0.1, d + 0.001, true, rng.int(2, 4))
        if (rng.chance(0.35)) {
          const ky = rng.range(0.8, top - 0.8)
          knots += knotD(run, lerp(a, b, rng.range(0.3, 0.7)), ky, d + 0.002, 0.035, 0.05)
        }
      }
      if (tw.stain)
        stains += run.polyD(
          [
            [a, yb],
            [b, yb],
            [b, yb + 1.2],
            [a, yb + 0.9],
          ],
          d + 0.002,
        )
    }
    // Cast shadow of front boards on the back layer.
    if (o.boardOnBoard && layer === 1) void 0
  }
  const boardParts: string[] = []
  for (const [color, d] of byColor) boardParts.push(path(d, { fill: color }))
  doc.add(boardParts.join(''))
  const fin0 = finishAt(s0)
  if (showGrain) {
    doc.add(
      path(grain, { stroke: fin0.grain, 'stroke-width': clamp(k * 0.018, 0.5, 1.6), fill: 'none', opacity: fin0.grainOpacity, 'stroke-linecap': 'round' }),
      path(knots, { fill: fin0.knot, opacity: 0.55 }),
    )
  }
  doc.add(path(edges, { fill: '#2a160a', opacity: picket ? 0.3 : 0.55 }), path(highlights, { fill: '#fff1db', opacity: 0.18 }))
  if (stains) doc.add(path(stains, { fill: '#2f3a22', opacity: 0.25 }))

  // Board-on-board: shadow of the front layer on the back layer.
  if (o.boardOnBoard) {
    let sh = ''
    for (let s = s0 + bw * 0.85; s < s1 - 0.01; s += bw * 1.7) {
      const b = Math.min(s1, s + bw)
      sh += run.polyD(
        [
          [b, 0],
          [b + 0.06, 0],
          [b + 0.06, H - 0.3],
          [b, H - 0.3],
        ],
        0.001,
      )
    }
    doc.add(path(sh, { fill: '#2a160a', opacity: 0.35 }))
  }

  // Rail side: rails and posts in front of the boards.
  if (side === 'rails') {
    let front = ''
    const railColor = jitter(fin0.boards[1] ?? fin0.boards[0]!, rng, 0.03)
    for (const y of railsY) front += run.box(light, [s0, s1], [0, 0.29], [y - 0.15, y + 0.15], { color: railColor })
    for (const s of posts) {
      if (o.steelPosts) {
        front += pipe(doc, run, s, 0.1, 0, H - 0.25, 0.32, GALVANIZED)
        front += ball(doc, run, s, H - 0.27, 0.32, 0.1, GALVANIZED)
      } else front += run.box(light, [s - 0.146, s + 0.146], [0, 0.29], [0, H - 0.15], { color: postColor })
    }
    doc.add(front)
    if (showGrain) {
      let rg = ''
      for (const y of railsY) rg += grainD(run, rng, s0, s1, y - 0.12, y + 0.12, 0.3, false, 2)
      doc.add(path(rg, { stroke: fin0.grain, 'stroke-width': clamp(k * 0.015, 0.5, 1.4), fill: 'none', opacity: fin0.grainOpacity * 0.8 }))
    }
  }

  // Trim, cap and kickboard on the good side.
  const capTop = H + 0.13
  if (o.trim) {
    const trimColor = jitter(fin0.boards[2] ?? fin0.boards[0]!, rng, 0.02)
    doc.add(run.box(light, [s0, s1], [0.03, 0.1], [H - 0.42, H - 0.1], { color: trimColor }))
  }
  if (o.cap) {
    const capColor = jitter(fin0.boards[0]!, rng, 0.02)
    doc.add(run.box(light, [s0 - 0.05, s1 + 0.05], [-0.35, 0.16], [H, capTop], { color: capColor }))
    if (showGrain)
      doc.add(path(grainD(run, rng, s0, s1, H + 0.01, capTop - 0.01, 0.161, false, 1), { stroke: fin0.grain, 'stroke-width': 0.6, fill: 'none', opacity: 0.3 }))
  }
  if (o.kick) {
    const kickColor = jitter(fin0.boards[3] ?? fin0.boards[0]!, rng, 0.03)
    doc.add(run.box(light, [s0, s1], [0.02, 0.1], [0, 0.5], { color: kickColor }))
  }
  // Nail heads at rail heights (good side).
  if (side === 'good' && bw * k > 9) {
    let nails = ''
    const nr = clamp(k * 0.012, 0.5, 1.5)
    for (let s = s0 + bw * 0.25; s < s1; s += pitch) {
      for (const y of railsY) {
        const p1 = run.P(s, y + 0.04, 0.01)
        const p2 = run.P(s + bw * 0.5, y - 0.04, 0.01)
        nails += `M${f(p1[0] - nr)} ${f(p1[1])}a${f(nr)} ${f(nr)} 0 1 0 ${f(2 * nr)} 0a${f(nr)} ${f(nr)} 0 1 0 ${f(-2 * nr)} 0Z`
        nails += `M${f(p2[0] - nr)} ${f(p2[1])}a${f(nr)} ${f(nr)} 0 1 0 ${f(2 * nr)} 0a${f(nr)} ${f(nr)} 0 1 0 ${f(-2 * nr)} 0Z`
      }
    }
    doc.add(path(nails, { fill: '#3a2a20', opacity: 0.45 }))
  }
  if (!picket) faceShading(doc, run, s0, s1, o.cap ? H : H - 0.2, side === 'good' ? 0.003 : -0.069)
  if (o.dapple) dapple(doc, run, rng, s0, s1, H, o.dapple)
}

/** Horizontal-board modern fence with trim battens over posts and a cap. */
export function horizontalFence(
  doc: SvgDoc,
  run: Run,
  light: Light,
  rng: Rng,
  o: {
    s0?: number
    s1?: number
    height: number
    finish?: WoodFinish
    board?: number
    gap?: number
    postSpacing?: number
    postColor?: string
    cap?: boolean
    shadow?: number
  },
): void {
  const s0 = o.s0 ?? 0
  const s1 = o.s1 ?? run.length
  const H = o.height
  const fin = o.finish ?? FINISH.cedar
  const bh = o.board ?? 0.46
  const gap = o.gap ?? 0.05
  const posts = postPositions(s0, s1, o.postSpacing ?? 6)
  const postColor = o.postColor ?? '#2e2b29'
  const k = run.k((s0 + s1) / 2)
  fenceShadow(doc, run, light, s0, s1, H, o.shadow ?? 0.22)
  // Dark backing shows in the gaps.
  doc.add(poly([run.P(s0, 0, -0.05), run.P(s1, 0, -0.05), run.P(s1, H, -0.05), run.P(s0, H, -0.05)], { fill: '#241a12' }))
  for (const s of posts) doc.add(run.box(light, [s - 0.15, s + 0.15], [-0.3, 0], [0, H], { color: postColor }))
  const byColor = new Map<string, string>()
  let grain = ''
  let edges = ''
  for (let y = 0.1; y + bh <= H + 0.01; y += bh + gap) {
    for (let i = 0; i < posts.length - 1; i += 2) {
      const a = posts[i]!
      const b = posts[Math.min(posts.length - 1, i + 2)]!
      const color = light.shade(jitter(rng.pick(fin.boards), rng, fin.jitter), run.n)
      byColor.set(
        color,
        (byColor.get(color) ?? '') +
          run.polyD(
            [
              [a, y],
              [b, y],
              [b, y + bh],
              [a, y + bh],
            ],
            0,
          ),
      )
      if (bh * k > 4) grain += grainD(run, rng, a, b, y, y + bh, 0.001, false, 2)
      edges += run.polyD(
        [
          [a, y],
          [b, y],
          [b, y + bh * 0.09],
          [a, y + bh * 0.09],
        ],
        0.001,
      )
    }
  }
  for (const [color, d] of byColor) doc.add(path(d, { fill: color }))
  doc.add(
    path(grain, { stroke: fin.grain, 'stroke-width': clamp(k * 0.016, 0.5, 1.4), fill: 'none', opacity: fin.grainOpacity }),
    path(edges, { fill: '#1c120a', opacity: 0.3 }),
  )
  let battens = ''
  for (const s of posts) battens += run.box(light, [s - 0.2, s + 0.2], [0, 0.08], [0, H], { color: postColor })
  doc.add(battens)
  if (o.cap !== false) doc.add(run.box(light, [s0 - 0.05, s1 + 0.05], [-0.35, 0.12], [H, H + 0.12], { color: postColor }))
  faceShading(doc, run, s0, s1, H, 0.002, 0.06)
}

/** Soft-edged patches of tree shadow on a fence face. */
export function dapple(doc: SvgDoc, run: Run, rng: Rng, s0: number, s1: number, h: number, count: number, opacity = 0.16): void {
  let d = ''
  for (let i = 0; i < count; i++) {
    const s = rng.range(s0, s1)
    const y = rng.range(h * 0.25, h * 0.95)
    const rs = rng.range(0.3, 1.1)
    const ry = rs * rng.range(0.4, 0.8)
    d += knotD(run, s, y, 0.01, rs, ry)
  }
  const clip = doc.clip(
    path(
      run.polyD(
        [
          [s0, 0],
          [s1, 0],
          [s1, h],
          [s0, h],
        ],
        0.01,
      ),
    ),
  )
  doc.add(`<g clip-path="${clip}">${path(d, { fill: '#26180c', opacity, filter: doc.blur(3) })}</g>`)
}

// ---------------------------------------------------------------------------------------
// Vinyl fences

export interface VinylOptions {
  s0?: number
  s1?: number
  height: number
  style: 'privacy' | 'semi' | 'picket' | 'ranch' | 'lattice'
  postSpacing?: number
  color?: string
  rails?: number
  shadow?: number
}

export function vinylFence(doc: SvgDoc, run: Run, light: Light, o: VinylOptions): void {
  const s0 = o.s0 ?? 0
  const s1 = o.s1 ?? run.length
  const H = o.height
  const color = o.color ?? VINYL
  const spacing = o.postSpacing ?? (o.style === 'ranch' ? 8 : 6)
  const posts = postPositions(s0, s1, spacing)
  const ph = 0.21
  const face = light.shade(color, run.n)
  const grooveColor = darken(face, 0.16)
  const open = o.style === 'picket' || o.style === 'ranch'
  fenceShadow(doc, run, light, s0, s1, H, o.shadow ?? (open ? 0.1 : 0.2))
  const k = run.k((s0 + s1) / 2)
  const bays: [number, number][] = []
  for (let i = 0; i < posts.length - 1; i++) bays.push([posts[i]! + ph, posts[i + 1]! - ph])

  if (o.style === 'ranch') {
    const rails = o.rails ?? 3
    let out = ''
    for (let r = 0; r < rails; r++) {
      const y = H - 0.35 - (r * (H - 1.2)) / Math.max(1, rails - 1)
      out += run.box(light, [s0, s1], [-0.06, 0.06], [y - 0.25, y + 0.25], { color, outline: darken(face, 0.2) })
      out += poly([run.P(s0, y - 0.25, 0.061), run.P(s1, y - 0.25, 0.061), run.P(s1, y - 0.17, 0.061), run.P(s0, y - 0.17, 0.061)], {
        fill: darken(face, 0.1),
        opacity: 0.6,
      })
    }
    doc.add(out)
  } else if (o.style === 'picket') {
    let back = ''
    for (const y of [0.5, H - 0.7]) back += run.box(light, [s0, s1], [-0.14, -0.02], [y - 0.12, y + 0.12], { color, outline: darken(face, 0.22) })
    doc.add(back)
    let pickets = ''
    let shade = ''
    const pw = 0.29
    for (let s = s0 + 0.12; s < s1 - pw; s += pw * 2) {
      const a = s
      const b = s + pw
      pickets += run.polyD(
        [
          [a, 0.1],
          [b, 0.1],
          [b, H - 0.22],
          [(a + b) / 2, H],
          [a, H - 0.22],
        ],
        0,
      )
      shade += run.polyD(
        [
          [b - 0.04, 0.1],
          [b, 0.1],
          [b, H - 0.22],
          [b - 0.04, H - 0.2],
        ],
        0.001,
      )
    }
    doc.add(path(pickets, { fill: face, stroke: darken(face, 0.2), 'stroke-width': 0.6 }), path(shade, { fill: darken(face, 0.18) }))
  } else {
    const bottomRail = 0.35
    const topRail = H - 0.1
    const latticeBottom = o.style === 'lattice' ? H - 1.35 : topRail
    let panels = ''
    let grooves = ''
    for (const [a, b] of bays) {
      if (o.style === 'semi') {
        // Alternating boards with air gaps.
        panels += poly([run.P(a, bottomRail, -0.1), run.P(b, bottomRail, -0.1), run.P(b, latticeBottom, -0.1), run.P(a, latticeBottom, -0.1)], {
          fill: '#9aa79a',
          opacity: 0.5,
        })
        const bwid = 0.5
        const gapW = 0.14
        for (let s = a; s < b - 0.05; s += bwid + gapW) {
          const e = Math.min(b, s + bwid)
          grooves += run.polyD(
            [
              [s, bottomRail],
              [e, bottomRail],
              [e, latticeBottom],
              [s, latticeBottom],
            ],
            0,
          )
        }
      } else {
        panels += poly([run.P(a, bottomRail, 0), run.P(b, bottomRail, 0), run.P(b, latticeBottom, 0), run.P(a, latticeBottom, 0)], { fill: face })
        for (let s = a + 0.6; s < b - 0.1; s += 0.6) grooves += lineD([run.P(s, bottomRail, 0.001), run.P(s, latticeBottom, 0.001)])
      }
    }
    doc.add(panels)
    if (o.style === 'semi') doc.add(path(grooves, { fill: face, stroke: darken(face, 0.15), 'stroke-width': 0.6 }))
    else doc.add(path(grooves, { stroke: grooveColor, 'stroke-width': clamp(k * 0.02, 0.6, 1.6), fill: 'none', opacity: 0.8 }))
    if (o.style === 'lattice') {
      // Lattice: criss-cross strips clipped to each bay's lattice window.
      const y0 = latticeBottom + 0.18
      const y1 = topRail - 0.3
      let clipD = ''
      let lat = ''
      const m = 0.42
      for (const [a, b] of bays) {
        clipD += run.polyD(
          [
            [a, y0],
            [b, y0],
            [b, y1],
            [a, y1],
          ],
          0,
        )
        const hgt = y1 - y0
        for (let s = a - hgt; s < b + hgt; s += m) {
          lat += lineD([run.P(s, y0, 0), run.P(s + hgt, y1, 0)])
          lat += lineD([run.P(s + hgt, y0, 0), run.P(s, y1, 0)])
        }
      }
      const clip = doc.clip(path(clipD))
      doc.add(
        path(clipD, { fill: '#6d7d68', opacity: 0.55 }),
        `<g clip-path="${clip}">${path(lat, { stroke: darken(face, 0.12), 'stroke-width': clamp(k * 0.11, 1.5, 7), fill: 'none' })}${path(lat, {
          stroke: face,
          'stroke-width': clamp(k * 0.08, 1, 5),
          fill: 'none',
        })}</g>`,
      )
      doc.add(run.box(light, [s0, s1], [-0.1, 0.1], [latticeBottom, latticeBottom + 0.2], { color, outline: darken(face, 0.2) }))
    }
    doc.add(run.box(light, [s0, s1], [-0.1, 0.1], [0.15, bottomRail + 0.05], { color, outline: darken(face, 0.2) }))
    doc.add(run.box(light, [s0, s1], [-0.12, 0.12], [topRail - 0.3, topRail], { color, outline: darken(face, 0.2) }))
    faceShading(doc, run, s0, s1, H, 0.13, 0)
  }
  let postsOut = ''
  for (const s of posts) {
    const top = o.style === 'ranch' ? H : o.style === 'picket' ? H + 0.05 : H + 0.1
    postsOut += run.box(light, [s - ph, s + ph], [-ph, ph], [0, top], { color, outline: darken(face, 0.2) })
    postsOut += pyramidCap(run, light, s, ph, -ph, ph, top, color)
  }
  doc.add(postsOut)
}

// ---------------------------------------------------------------------------------------
// Chain link and security

export interface ChainLinkOptions {
  s0?: number
  s1?: number
  height: number
  /** Wire colour: galvanized silver, or vinyl coated black/green. */
  wire?: string
  postColor?: string
  mesh?: number
  postSpacing?: number
  slats?: string
  barbed?: boolean
  shadow?: number
}

export function chainLink(doc: SvgDoc, run: Run, light: Light, rng: Rng, o: ChainLinkOptions): void {
  const s0 = o.s0 ?? 0
  const s1 = o.s1 ?? run.length
  const H = o.height
  const wire = o.wire ?? '#b9c1c6'
  const postColor = o.postColor ?? GALVANIZED
  const m = o.mesh ?? 0.4
  const posts = postPositions(s0, s1, o.postSpacing ?? 10)
  const k = run.k((s0 + s1) / 2)
  fenceShadow(doc, run, light, s0, s1, H, o.shadow ?? (o.slats ? 0.2 : 0.06))
  let out = ''
  for (let i = 0; i < posts.length; i++) {
    const s = posts[i]!
    const terminal = i === 0 || i === posts.length - 1
    const r = terminal ? 0.12 : 0.09
    out += pipe(doc, run, s, r, 0, H + (terminal ? 0.1 : 0.02), -0.06, postColor)
  }
  doc.add(out)
  // Slats woven in the mesh.
  if (o.slats) {
    let slats = ''
    const sw = m * 0.96
    for (let s = s0 + 0.02; s < s1 - sw; s += m)
      slats += run.polyD(
        [
          [s, 0.05],
          [s + sw, 0.05],
          [s + sw, H - 0.12],
          [s, H - 0.12],
        ],
        0.005,
      )
    doc.add(path(slats, { fill: light.shade(o.slats, run.n) }))
    let edges = ''
    for (let s = s0 + 0.02; s < s1 - sw; s += m)
      edges += run.polyD(
        [
          [s + sw - 0.05, 0.05],
          [s + sw, 0.05],
          [s + sw, H - 0.12],
          [s + sw - 0.05, H - 0.12],
        ],
        0.006,
      )
    doc.add(path(edges, { fill: '#000', opacity: 0.3 }))
  }
  // Diamond mesh: two families of 45° lines clipped to the fabric rectangle (analytically).
  let mesh = ''
  const y0 = 0.08
  const y1 = H - 0.05
  const hgt = y1 - y0
  const clipSeg = (sa: number, ya: number, sb: number, yb: number): string => {
    let t0 = 0
    let t1 = 1
    const ds = sb - sa
    for (const [p, q] of [
      [-ds, sa - s0],
      [ds, s1 - sa],
    ] as const) {
      if (p === 0) {
        if (q < 0) return ''
        continue
      }
      const r = q / p
      if (p < 0) t0 = Math.max(t0, r)
      else t1 = Math.min(t1, r)
    }
    if (t0 >= t1) return ''
    return lineD([run.P(lerp(sa, sb, t0), lerp(ya, yb, t0), 0), run.P(lerp(sa, sb, t1), lerp(ya, yb, t1), 0)])
  }
  for (let s = s0 - hgt; s < s1 + hgt; s += m) {
    mesh += clipSeg(s, y0, s + hgt, y1)
    mesh += clipSeg(s + hgt, y0, s, y1)
  }
  const width = clamp(k * 0.028, 0.9, 3)
  doc.add(
    path(mesh, { stroke: darken(wire, 0.5), 'stroke-width': width * 1.7, fill: 'none', opacity: o.slats ? 0.5 : 0.4 }),
    path(mesh, { stroke: o.slats ? mix(wire, o.slats, 0.4) : wire, 'stroke-width': width, fill: 'none', opacity: o.slats ? 0.6 : 1 }),
  )
  // Knuckled top and bottom edges, top rail, tension wire, caps.
  doc.add(railPipe(doc, run, s0, s1, H - 0.02, 0.07, 0.02, postColor))
  doc.add(path(lineD([run.P(s0, 0.1, 0.01), run.P(s1, 0.1, 0.01)]), { stroke: darken(wire, 0.2), 'stroke-width': width * 1.2 }))
  let caps = ''
  for (let i = 0; i < posts.length; i++) {
    const s = posts[i]!
    const terminal = i === 0 || i === posts.length - 1
    if (terminal) {
      caps += ball(doc, run, s, H + 0.05, -0.06, 0.13, postColor)
      // Tension bar and bands.
      caps += path(lineD([run.P(s + 0.16, 0.1, 0.02), run.P(s + 0.16, H - 0.1, 0.02)]), { stroke: darken(postColor, 0.25), 'stroke-width': width * 2 })
      for (let y = 0.6; y < H - 0.3; y += 1.2)
        caps += path(lineD([run.P(s - 0.12, y, 0.03), run.P(s + 0.2, y, 0.03)]), { stroke: darken(postColor, 0.1), 'stroke-width': width * 3 })
    } else {
      caps += poly([run.P(s - 0.11, H + 0.07, 0.02), run.P(s + 0.11, H + 0.07, 0.02), run.P(s + 0.11, H - 0.1, 0.02), run.P(s - 0.11, H - 0.1, 0.02)], {
        fill: light.shade(postColor, run.n),
        stroke: darken(postColor, 0.3),
        'stroke-width': 0.5,
      })
      for (let y = 0.7; y < H - 0.4; y += 1.4)
        caps += path(lineD([run.P(s - 0.1, y, 0.02), run.P(s + 0.1, y + 0.05, 0.02)]), { stroke: darken(wire, 0.3), 'stroke-width': width * 1.5 })
    }
  }
  doc.add(caps)
  if (o.barbed) barbedTop(doc, run, rng, s0, s1, H, posts, postColor, width)
}

function barbedTop(doc: SvgDoc, run: Run, rng: Rng, s0: number, s1: number, H: number, posts: number[], postColor: string, width: number): void {
  // 45° extension arms leaning outward (toward the viewer), three strands, barbs.
  let arms = ''
  const armLen = 1.5
  const strandsAt = [0.45, 0.95, 1.45]
  for (const s of posts) {
    arms += path(lineD([run.P(s, H, 0), run.P(s, H + armLen * 0.7, armLen * 0.7)]), {
      stroke: darken(postColor, 0.15),
      'stroke-width': width * 4,
      'stroke-linecap': 'round',
    })
  }
  let strands = ''
  let barbs = ''
  for (const t of strandsAt) {
    const y = H + t * 0.7
    const d = t * 0.7
    const pts: Pt[] = []
    for (let s = s0; s <= s1 + 0.01; s += 0.5) pts.push(run.P(s, y - 0.03 * Math.sin(((s - s0) / (s1 - s0)) * Math.PI * posts.length), d))
    strands += lineD(pts)
    for (let s = s0 + rng.range(0.1, 0.4); s < s1; s += 0.45) {
      const p = run.P(s, y, d)
      const r = clamp(run.k(s) * 0.07, 1.2, 5)
      barbs += `M${f(p[0] - r)} ${f(p[1] - r)}L${f(p[0] + r)} ${f(p[1] + r)}M${f(p[0] - r)} ${f(p[1] + r)}L${f(p[0] + r)} ${f(p[1] - r)}`
    }
  }
  doc.add(
    arms,
    path(strands, { stroke: '#6f777c', 'stroke-width': width * 1.3, fill: 'none' }),
    path(barbs, { stroke: '#5f676c', 'stroke-width': width * 1.1, fill: 'none' }),
  )
}

// ---------------------------------------------------------------------------------------
// Ornamental iron

export interface IronOptions {
  s0?: number
  s1?: number
  height: number
  spacing?: number
  postSpacing?: number
  /** Pickets extend above the top rail with spear finials. */
  spear?: boolean
  rings?: boolean
  color?: string
  shadow?: number
  /** Arch rise of the top (gates), feet. */
  arch?: number
}

export function ironFence(doc: SvgDoc, run: Run, light: Light, o: IronOptions): void {
  const s0 = o.s0 ?? 0
  const s1 = o.s1 ?? run.length
  const H = o.height
  const color = o.color ?? IRON
  const spacing = o.spacing ?? 0.38
  const posts = postPositions(s0, s1, o.postSpacing ?? 7)
  const k = run.k((s0 + s1) / 2)
  const pw = clamp(0.026, 0, 1)
  fenceShadow(doc, run, light, s0, s1, H, o.shadow ?? 0.08)
  const topRail = (s: number) => H - 0.35 + (o.arch ? o.arch * Math.sin(((s - s0) / (s1 - s0)) * Math.PI) : 0)
  let pickets = ''
  let shine = ''
  let finials = ''
  const spearH = 0.32
  for (let s = s0 + spacing / 2; s < s1 - spacing / 4; s += spacing) {
    const top = o.spear ? topRail(s) + spearH : topRail(s) + 0.05
    pickets += run.polyD(
      [
        [s - pw, 0.15],
        [s + pw, 0.15],
        [s + pw, top],
        [s - pw, top],
      ],
      0,
    )
    shine += lineD([run.P(s - pw * 0.4, 0.2, 0.001), run.P(s - pw * 0.4, top - 0.05, 0.001)])
    if (o.spear) {
      const fw = 0.065
      finials += run.polyD(
        [
          [s - fw, top],
          [s, top + 0.05],
          [s + fw, top],
          [s + fw * 0.35, top + 0.07],
          [s, top + 0.22],
          [s - fw * 0.35, top + 0.07],
        ],
        0,
      )
    }
  }
  const railD = (y0: number, y1: number) => {
    const pts: Pt[] = []
    const pts2: Pt[] = []
    const n = o.arch ? 16 : 1
    for (let i = 0; i <= n; i++) {
      const s = lerp(s0, s1, i / n)
      const off = o.arch ? topRail(s) - (H - 0.35) : 0
      pts.push(run.P(s, y0 + (y0 > H / 2 ? off : 0), 0.02))
      pts2.push(run.P(s, y1 + (y1 > H / 2 ? off : 0), 0.02))
    }
    return polyD([...pts, ...pts2.reverse()])
  }
  const fill = light.shade(color, run.n)
  let rails = railD(0.35, 0.45) + railD(H - 0.4, H - 0.3)
  if (o.rings) rails += railD(H - 0.9, H - 0.82)
  let rings = ''
  if (o.rings) {
    for (let s = s0 + spacing; s < s1 - spacing / 2; s += spacing) {
      const c = run.P(s, H - 0.6 + (o.arch ? topRail(s) - (H - 0.35) : 0), 0.02)
      const r = (spacing / 2) * 0.82 * run.k(s)
      rings += `M${f(c[0] - r)} ${f(c[1])}a${f(r)} ${f(r)} 0 1 0 ${f(2 * r)} 0a${f(r)} ${f(r)} 0 1 0 ${f(-2 * r)} 0Z`
    }
  }
  doc.add(
    path(pickets + finials, { fill }),
    path(shine, { stroke: lighten(fill, 0.35), 'stroke-width': clamp(k * 0.012, 0.4, 1.2), opacity: 0.7 }),
    path(rails, { fill, stroke: lighten(fill, 0.2), 'stroke-width': 0.5 }),
    path(rings, { fill: 'none', stroke: fill, 'stroke-width': clamp(k * 0.025, 0.8, 3) }),
  )
  let pout = ''
  for (const s of posts) {
    pout += run.box(light, [s - 0.1, s + 0.1], [-0.08, 0.12], [0, H + 0.15], { color, outline: lighten(fill, 0.15), outlineWidth: 0.5 })
    pout += ball(doc, run, s, H + 0.15, 0.02, 0.11, color)
  }
  doc.add(pout)
}

// ---------------------------------------------------------------------------------------
// Gates

export interface WoodGateOptions {
  s0: number
  width: number
  height: number
  finish?: WoodFinish
  /** Two leaves meeting in the middle. */
  double?: boolean
  /** Arch rise at the middle (feet). */
  arch?: number
  /** Show the brace side (Z frame) instead of the board side. */
  braceSide?: boolean
  /** Horizontal slats in a steel frame (modern custom gate). */
  horizontal?: boolean
  frameColor?: string
  /** Open angle of the (single) leaf in degrees, swinging away from the viewer. */
  open?: number
}

/** Wood gate with strap hinges and a latch, in a run of fence. */
export function woodGate(doc: SvgDoc, run: Run, light: Light, rng: Rng, o: WoodGateOptions): void {
  const fin = o.finish ?? FINISH.cedar
  const leaves = o.double ? 2 : 1
  const lw = o.width / leaves
  const H = o.height
  const k = run.k(o.s0 + o.width / 2)
  // Gate posts (6×6).
  const gp = 0.25
  let postsMk = ''
  for (const s of [o.s0 - gp, o.s0 + o.width + gp]) {
    postsMk += run.box(light, [s - gp, s + gp], [-0.25, 0.25], [0, H + 0.35], { color: darken(fin.boards[0]!, 0.06) })
    postsMk += pyramidCap(run, light, s, gp, -0.25, 0.25, H + 0.35, darken(fin.boards[0]!, 0.1), 0.05, 0.12)
  }
  fenceShadow(doc, run, light, o.s0, o.s0 + o.width, H, 0.2)
  doc.add(postsMk)
  for (let leaf = 0; leaf < leaves; leaf++) {
    const a = o.s0 + leaf * lw + 0.04
    const b = a + lw - 0.08
    const topAt = (s: number) => H + (o.arch ? o.arch * Math.sin(((s - o.s0) / o.width) * Math.PI) : 0)
    const gateRun = run
    const d = 0.08
    if (o.horizontal) {
      const frameColor = o.frameColor ?? '#262422'
      const fill = light.shade(frameColor, run.n)
      doc.add(poly([gateRun.P(a, 0.2, d), gateRun.P(b, 0.2, d), gateRun.P(b, topAt(b), d), gateRun.P(a, topAt(a), d)], { fill }))
      const byColor = new Map<string, string>()
      let grain = ''
      const bh = 0.42
      for (let y = 0.35; y + bh < H - 0.1; y += bh + 0.06) {
        const color = light.shade(jitter(rng.pick(fin.boards), rng, fin.jitter), run.n)
        byColor.set(
          color,
          (byColor.get(color) ?? '') +
            gateRun.polyD(
              [
                [a + 0.12, y],
                [b - 0.12, y],
                [b - 0.12, y + bh],
                [a + 0.12, y + bh],
              ],
              d + 0.01,
            ),
        )
        grain += grainD(gateRun, rng, a + 0.12, b - 0.12, y, y + bh, d + 0.011, false, 2)
      }
      for (const [c, dd] of byColor) doc.add(path(dd, { fill: c }))
      doc.add(path(grain, { stroke: fin.grain, 'stroke-width': clamp(k * 0.016, 0.5, 1.4), fill: 'none', opacity: fin.grainOpacity }))
    } else {
      const byColor = new Map<string, string>()
      let grain = ''
      let edges = ''
      const bw = 0.46
      for (let s = a; s < b - 0.02; s += bw) {
        const e = Math.min(b, s + bw)
        const color = light.shade(jitter(rng.pick(fin.boards), rng, fin.jitter), run.n)
        const t0 = topAt(s)
        const t1 = topAt(e)
        const ear = (e - s) * 0.22
        const shape: [number, number][] = o.arch
          ? [
              [s, 0.2],
              [e, 0.2],
              [e, t1],
              [s, t0],
            ]
          : [
              [s, 0.2],
              [e, 0.2],
              [e, t1 - ear],
              [e - ear, t1],
              [s + ear, t0],
              [s, t0 - ear],
            ]
        byColor.set(color, (byColor.get(color) ?? '') + gateRun.polyD(shape, d))
        edges += gateRun.polyD(
          [
            [e - 0.03, 0.2],
            [e, 0.2],
            [e, t1 - ear],
            [e - 0.03, t1 - ear],
          ],
          d + 0.001,
        )
        if ((e - s) * k > 5) grain += grainD(gateRun, rng, s, e, 0.25, Math.min(t0, t1) - 0.1, d + 0.001, true, rng.int(2, 3))
      }
      for (const [c, dd] of byColor) doc.add(path(dd, { fill: c }))
      doc.add(
        path(grain, { stroke: fin.grain, 'stroke-width': clamp(k * 0.018, 0.5, 1.6), fill: 'none', opacity: fin.grainOpacity, 'stroke-linecap': 'round' }),
        path(edges, { fill: '#2a160a', opacity: 0.5 }),
      )
      if (o.braceSide) {
        const railColor = jitter(fin.boards[1]!, rng, 0.03)
        let brace = ''
        for (const y of [0.8, H - 0.9]) brace += gateRun.box(light, [a + 0.05, b - 0.05], [d, d + 0.15], [y - 0.15, y + 0.15], { color: railColor })
        const fill = light.shade(railColor, run.n)
        brace += poly(
          [
            gateRun.P(a + 0.1, 0.95, d + 0.16),
            gateRun.P(a + 0.45, 0.95, d + 0.16),
            gateRun.P(b - 0.1, H - 1.05, d + 0.16),
            gateRun.P(b - 0.45, H - 1.05, d + 0.16),
          ],
          {
            fill,
            stroke: darken(fill, 0.3),
            'stroke-width': 0.6,
          },
        )
        doc.add(brace)
      } else {
        // Picture-frame trim on the good side: stiles, bottom and top rails.
        const trimColor = jitter(fin.boards[2] ?? fin.boards[0]!, rng, 0.02)
        let trim = ''
        trim += gateRun.box(light, [a, b], [d + 0.01, d + 0.09], [0.3, 0.62], { color: trimColor })
        trim += gateRun.box(light, [a, a + 0.32], [d + 0.01, d + 0.09], [0.3, Math.min(topAt(a), topAt(a + 0.32)) - 0.1], { color: trimColor })
        trim += gateRun.box(light, [b - 0.32, b], [d + 0.01, d + 0.09], [0.3, Math.min(topAt(b), topAt(b - 0.32)) - 0.1], { color: trimColor })
        const mid = H * 0.5
        trim += gateRun.box(light, [a + 0.32, b - 0.32], [d + 0.01, d + 0.09], [mid - 0.15, mid + 0.15], { color: trimColor })
        if (!o.arch) trim += gateRun.box(light, [a, b], [d + 0.01, d + 0.09], [H - 0.55, H - 0.25], { color: trimColor })
        doc.add(trim)
      }
      // Shadowed gaps along the leaf edges.
      doc.add(
        poly([gateRun.P(a - 0.04, 0.2, 0.02), gateRun.P(a, 0.2, 0.02), gateRun.P(a, topAt(a), 0.02), gateRun.P(a - 0.04, topAt(a), 0.02)], {
          fill: '#1e1109',
          opacity: 0.7,
        }),
        poly([gateRun.P(b, 0.2, 0.02), gateRun.P(b + 0.04, 0.2, 0.02), gateRun.P(b + 0.04, topAt(b), 0.02), gateRun.P(b, topAt(b), 0.02)], {
          fill: '#1e1109',
          opacity: 0.7,
        }),
      )
    }
    // Hardware: strap hinges on the outer edge of each leaf, latch at the meeting edge.
    const hingeSide = leaf === 0 ? a : b
    const dirSign = leaf === 0 ? 1 : -1
    let hw = ''
    for (const y of [0.75, H - 0.85]) {
      const p = (s: number, yy: number) => gateRun.P(s, yy, d + 0.1)
      hw += poly(
        [
          p(hingeSide - dirSign * 0.1, y + 0.09),
          p(hingeSide + dirSign * 1.4, y + 0.04),
          p(hingeSide + dirSign * 1.5, y),
          p(hingeSide + dirSign * 1.4, y - 0.04),
          p(hingeSide - dirSign * 0.1, y - 0.09),
        ],
        {
          fill: HARDWARE,
        },
      )
      const bolt = p(hingeSide + dirSign * 0.6, y)
      hw += circle(bolt[0], bolt[1], clamp(k * 0.025, 0.8, 3), { fill: '#555' })
      const bolt2 = p(hingeSide + dirSign * 1.1, y)
      hw += circle(bolt2[0], bolt2[1], clamp(k * 0.022, 0.7, 3), { fill: '#555' })
      const knuckle = [
        p(hingeSide - 0.05 * dirSign, y + 0.14),
        p(hingeSide - 0.14 * dirSign, y + 0.14),
        p(hingeSide - 0.14 * dirSign, y - 0.14),
        p(hingeSide - 0.05 * dirSign, y - 0.14),
      ]
      hw += poly(knuckle, { fill: '#3a3a3c' })
    }
    doc.add(hw)
    if (leaf === leaves - 1) {
      const latchS = o.double ? a - 0.04 : b
      const p = (s: number, yy: number) => gateRun.P(s, yy, d + 0.12)
      const y = H * 0.58
      doc.add(
        poly([p(latchS - 0.5, y + 0.05), p(latchS + 0.15, y + 0.05), p(latchS + 0.15, y - 0.05), p(latchS - 0.5, y - 0.05)], { fill: HARDWARE }),
        poly([p(latchS - 0.35, y + 0.22), p(latchS - 0.28, y + 0.22), p(latchS - 0.28, y - 0.45), p(latchS - 0.35, y - 0.45)], { fill: HARDWARE }),
        circle(p(latchS - 0.31, y - 0.45)[0], p(latchS - 0.31, y - 0.45)[1], clamp(k * 0.04, 1, 4), { fill: HARDWARE }),
      )
      if (o.double) {
        // Drop rod (cane bolt) on the passive leaf.
        const q = (yy: number) => gateRun.P(o.s0 + lw - 0.25, yy, d + 0.12)
        doc.add(path(lineD([q(0.1), q(1.4)]), { stroke: HARDWARE, 'stroke-width': clamp(k * 0.04, 1, 4) }))
      }
    }
  }
  faceShading(doc, run, o.s0, o.s0 + o.width, H, 0.09, 0)
}

/** Ornamental iron gate (single or double, optionally arched) with posts and hardware. */
export function ironGate(
  doc: SvgDoc,
  run: Run,
  light: Light,
  o: { s0: number; width: number; height: number; double?: boolean; arch?: number; color?: string },
): void {
  const leaves = o.double ? 2 : 1
  const lw = o.width / leaves
  const color = o.color ?? IRON
  const k = run.k(o.s0)
  let posts = ''
  for (const s of [o.s0 - 0.22, o.s0 + o.width + 0.22]) {
    posts += run.box(light, [s - 0.2, s + 0.2], [-0.2, 0.2], [0, o.height + (o.arch ?? 0) + 0.35], { color })
    posts += pyramidCap(run, light, s, 0.2, -0.2, 0.2, o.height + (o.arch ?? 0) + 0.35, color, 0.05, 0.18)
  }
  for (let leaf = 0; leaf < leaves; leaf++) {
    const a = o.s0 + leaf * lw + 0.05
    const b = a + lw - 0.1
    const archRise = o.arch ?? 0
    const sub0 = o.double ? (leaf === 0 ? 0 : Math.PI / 2) : 0
    const span = o.double ? Math.PI / 2 : Math.PI
    const frameTop = (s: number) => o.height + archRise * Math.sin(sub0 + ((s - a) / (b - a)) * span)
    const fill = light.shade(color, run.n)
    let pickets = ''
    let fin = ''
    for (let s = a + 0.25; s < b - 0.1; s += 0.32) {
      const top = frameTop(s) + 0.3
      pickets += run.polyD(
        [
          [s - 0.026, 0.3],
          [s + 0.026, 0.3],
          [s + 0.026, top],
          [s - 0.026, top],
        ],
        0.05,
      )
      fin += run.polyD(
        [
          [s - 0.06, top],
          [s + 0.06, top],
          [s + 0.02, top + 0.06],
          [s, top + 0.2],
          [s - 0.02, top + 0.06],
        ],
        0.05,
      )
    }
    let frame = ''
    const n = 16
    const topPts: Pt[] = []
    const topPts2: Pt[] = []
    for (let i = 0; i <= n; i++) {
      const s = lerp(a, b, i / n)
      topPts.push(run.P(s, frameTop(s), 0.05))
      topPts2.push(run.P(s, frameTop(s) - 0.12, 0.05))
    }
    frame += polyD([...topPts, ...topPts2.reverse()])
    frame += run.polyD(
      [
        [a, 0.25],
        [b, 0.25],
        [b, 0.4],
        [a, 0.4],
      ],
      0.05,
    )
    frame += run.polyD(
      [
        [a, o.height * 0.55],
        [b, o.height * 0.55],
        [b, o.height * 0.55 + 0.1],
        [a, o.height * 0.55 + 0.1],
      ],
      0.05,
    )
    frame += run.polyD(
      [
        [a, 0.25],
        [a + 0.12, 0.25],
        [a + 0.12, frameTop(a)],
        [a, frameTop(a)],
      ],
      0.05,
    )
    frame += run.polyD(
      [
        [b - 0.12, 0.25],
        [b, 0.25],
        [b, frameTop(b)],
        [b - 0.12, frameTop(b)],
      ],
      0.05,
    )
    // Scrolls between the lower rails: circles.
    let rings = ''
    for (let s = a + 0.41; s < b - 0.2; s += 0.32) {
      const c = run.P(s, 0.25 + (o.height * 0.55 - 0.25) * 0.18, 0.05)
      const r = 0.13 * run.k(s)
      rings += `M${f(c[0] - r)} ${f(c[1])}a${f(r)} ${f(r)} 0 1 0 ${f(2 * r)} 0a${f(r)} ${f(r)} 0 1 0 ${f(-2 * r)} 0Z`
    }
    doc.add(
      path(pickets + fin, { fill }),
      path(frame, { fill, stroke: lighten(fill, 0.2), 'stroke-width': 0.5 }),
      path(rings, { fill: 'none', stroke: fill, 'stroke-width': clamp(k * 0.025, 0.8, 3) }),
    )
    if (leaf === leaves - 1 && leaves === 2) {
      const p = run.P(a, o.height * 0.5, 0.1)
      doc.add(circle(p[0], p[1], clamp(k * 0.05, 1, 5), { fill: '#7d7466' }))
    }
  }
  doc.add(posts)
}

/** Cantilever/rolling iron slide gate across a driveway, with wheels on a track. */
export function slideGate(doc: SvgDoc, run: Run, light: Light, o: { s0: number; width: number; height: number; color?: string; open?: number }): void {
  const color = o.color ?? IRON
  const fill = light.shade(color, run.n)
  const a = o.s0 + (o.open ?? 0)
  const b = a + o.width
  const H = o.height
  const k = run.k((a + b) / 2)
  // Track.
  doc.add(path(lineD([run.P(o.s0 - 1, 0.02, 0.1), run.P(o.s0 + o.width * 2, 0.02, 0.1)]), { stroke: '#8a8d90', 'stroke-width': clamp(k * 0.05, 1, 5) }))
  let frame = ''
  frame += run.polyD(
    [
      [a, 0.35],
      [b, 0.35],
      [b, 0.6],
      [a, 0.6],
    ],
    0.1,
  )
  frame += run.polyD(
    [
      [a, H - 0.2],
      [b, H - 0.2],
      [b, H],
      [a, H],
    ],
    0.1,
  )
  frame += run.polyD(
    [
      [a, H * 0.78],
      [b, H * 0.78],
      [b, H * 0.78 + 0.1],
      [a, H * 0.78 + 0.1],
    ],
    0.1,
  )
  frame += run.polyD(
    [
      [a, 0.35],
      [a + 0.2, 0.35],
      [a + 0.2, H],
      [a, H],
    ],
    0.1,
  )
  frame += run.polyD(
    [
      [b - 0.2, 0.35],
      [b, 0.35],
      [b, H],
      [b - 0.2, H],
    ],
    0.1,
  )
  let pickets = ''
  for (let s = a + 0.35; s < b - 0.2; s += 0.36)
    pickets += run.polyD(
      [
        [s - 0.035, 0.6],
        [s + 0.035, 0.6],
        [s + 0.035, H - 0.2],
        [s - 0.035, H - 0.2],
      ],
      0.1,
    )
  // Diagonal truss look in the lower band.
  let truss = ''
  for (let s = a + 0.2; s < b - 1; s += 2) {
    truss += lineD([run.P(s, 0.6, 0.1), run.P(s + 1, H * 0.78, 0.1)])
  }
  let wheels = ''
  for (const s of [a + 1, b - 1]) {
    const c = run.P(s, 0.2, 0.12)
    const r = 0.2 * run.k(s)
    wheels += circle(c[0], c[1], r, { fill: '#4a4d50', stroke: '#222', 'stroke-width': 1 }) + circle(c[0], c[1], r * 0.35, { fill: '#9a9da0' })
  }
  doc.add(
    path(pickets, { fill }),
    path(truss, { stroke: fill, 'stroke-width': clamp(k * 0.06, 1, 6), fill: 'none' }),
    path(frame, { fill, stroke: lighten(fill, 0.15), 'stroke-width': 0.5 }),
    wheels,
  )
}

/** Blend between two finishes along the run (half-stained fence). */
export function splitFinish(at: number, left: WoodFinish, right: WoodFinish): (s: number) => WoodFinish {
  return (s) => (s < at ? left : right)
}

/** Vinyl privacy gate: a panel between heavier posts, with black hinges and a latch. */
export function vinylGate(
  doc: SvgDoc,
  run: Run,
  light: Light,
  o: { s0: number; width: number; height: number; style?: VinylOptions['style']; color?: string },
): void {
  const color = o.color ?? VINYL
  vinylFence(doc, run, light, { s0: o.s0, s1: o.s0 + o.width, height: o.height, style: o.style ?? 'privacy', postSpacing: o.width + 1, color })
  const k = run.k(o.s0 + o.width / 2)
  let hw = ''
  for (const y of [1.0, o.height - 1.2]) {
    hw += run.polyD(
      [
        [o.s0 + 0.15, y - 0.12],
        [o.s0 + 0.75, y - 0.08],
        [o.s0 + 0.75, y + 0.08],
        [o.s0 + 0.15, y + 0.12],
      ],
      0.2,
    )
    hw += run.polyD(
      [
        [o.s0 + 0.12, y - 0.2],
        [o.s0 + 0.26, y - 0.2],
        [o.s0 + 0.26, y + 0.2],
        [o.s0 + 0.12, y + 0.2],
      ],
      0.21,
    )
  }
  const ls = o.s0 + o.width - 0.2
  const ly = o.height * 0.6
  hw += run.polyD(
    [
      [ls - 0.5, ly - 0.15],
      [ls + 0.1, ly - 0.15],
      [ls + 0.1, ly + 0.15],
      [ls - 0.5, ly + 0.15],
    ],
    0.2,
  )
  hw += run.polyD(
    [
      [ls - 0.38, ly - 0.7],
      [ls - 0.3, ly - 0.7],
      [ls - 0.3, ly - 0.15],
      [ls - 0.38, ly - 0.15],
    ],
    0.2,
  )
  doc.add(path(hw, { fill: HARDWARE }))
  const gapL = [run.P(o.s0 + 0.22, 0.2, 0.13), run.P(o.s0 + 0.22, o.height - 0.1, 0.13)]
  const gapR = [run.P(o.s0 + o.width - 0.22, 0.2, 0.13), run.P(o.s0 + o.width - 0.22, o.height - 0.1, 0.13)]
  doc.add(path(lineD(gapL) + lineD(gapR), { stroke: '#8a8d86', 'stroke-width': clamp(k * 0.03, 0.8, 2.5) }))
}

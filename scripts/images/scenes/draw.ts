/**
 * Scenery primitives shared by all scenes: sky, sun, clouds, distant tree lines, lawns,
 * trees and shrubs, houses, hard surfaces (sidewalks, streets, driveways, pavers) and
 * finishing light effects. Everything is parameterised; scenes only compose.
 */
import { add, box, cross, dot, frameAt, inFrame, mul, normalize, proj, sub, v3, Camera, convexHull, Light, type Frame, type V3 } from './camera.ts'
import {
  circle,
  circleD,
  clamp,
  darken,
  ellipse,
  f,
  group,
  lerp,
  lighten,
  lineD,
  mix,
  path,
  poly,
  polyD,
  rect,
  smoothD,
  type Pt,
  type Rng,
  type SvgDoc,
} from './svg.ts'

/** The shared warm palette: cedar browns, Texas blue sky, green lawns. */
export const PAL = {
  skyTop: '#3b7bd0',
  skyMid: '#74ade6',
  skyHorizon: '#d6ebf7',
  goldTop: '#4a80c8',
  goldMid: '#9fc0df',
  goldLow: '#f2d6a8',
  goldHorizon: '#f7bd7c',
  overTop: '#8e9aa6',
  overHorizon: '#cfd3d4',
  cloud: '#ffffff',
  cloudShade: '#d9e4ef',
  grassFar: '#a3c46d',
  grassNear: '#4d8a32',
  grassStripe: '#c4df8a',
  grassDark: '#3b6e27',
  leafDark: '#2c5127',
  leaf: '#467a37',
  leafLight: '#73a24c',
  leafHighlight: '#a7cb6a',
  farTrees: '#86a98c',
  trunk: '#5a4232',
  mulch: '#5b3a26',
  soil: '#8a6a4c',
  concrete: '#d8d2c6',
  asphalt: '#5a5d61',
  brick: '#b7714f',
  stone: '#d5c29f',
  siding: '#ece5d8',
  roof: '#5d5753',
  trim: '#f6f3ec',
  glass: '#48607a',
  cedar: '#c98552',
} as const

export type Mood = 'day' | 'golden' | 'overcast'

// ---------------------------------------------------------------------------------------
// Sky

export function sky(doc: SvgDoc, horizon: number, mood: Mood = 'day'): void {
  const stops =
    mood === 'golden'
      ? [
          { offset: 0, color: PAL.goldTop },
          { offset: 0.45, color: PAL.goldMid },
          { offset: 0.8, color: PAL.goldLow },
          { offset: 1, color: PAL.goldHorizon },
        ]
      : mood === 'overcast'
        ? [
            { offset: 0, color: PAL.overTop },
            { offset: 1, color: PAL.overHorizon },
          ]
        : [
            { offset: 0, color: PAL.skyTop },
            { offset: 0.55, color: PAL.skyMid },
            { offset: 1, color: PAL.skyHorizon },
          ]
  const bottom = Math.max(horizon, 40)
  doc.add(rect(0, 0, doc.W, bottom + 4, { fill: doc.linear(stops, 0, 0, 0, bottom, true) }))
}

/** Soft sun with a wide glow; `glow` scales the halo. */
export function sun(doc: SvgDoc, x: number, y: number, r: number, mood: Mood = 'day', glow = 1): void {
  const halo = mood === 'golden' ? '#ffd58a' : '#fff3c4'
  doc.add(
    circle(x, y, r * 9 * glow, {
      fill: doc.radial(
        [
          { offset: 0, color: '#fff8e1', opacity: 0.85 },
          { offset: 0.18, color: halo, opacity: 0.45 },
          { offset: 0.5, color: halo, opacity: 0.12 },
          { offset: 1, color: halo, opacity: 0 },
        ],
        x,
        y,
        r * 9 * glow,
      ),
    }),
    circle(x, y, r, { fill: '#fffaf0' }),
  )
}

/** A flat-illustration cumulus: overlapping puffs over a flat base, lit from above. */
export function cloud(doc: SvgDoc, rng: Rng, cx: number, cy: number, w: number, opacity = 0.92, mood: Mood = 'day'): void {
  const n = rng.int(5, 8)
  const puffs: { x: number; y: number; r: number }[] = []
  for (let i = 0; i < n; i++) {
    const t = (i + 0.5) / n
    const center = 1 - Math.abs(t - 0.5) * 2
    const r = w * (0.07 + 0.13 * Math.pow(center, 0.7) + rng.range(0, 0.05))
    puffs.push({ x: cx - w / 2 + t * w + rng.range(-0.03, 0.03) * w, y: cy - r * rng.range(0.35, 0.7), r })
  }
  // A second row of smaller puffs on top for a billowing crown.
  for (let i = 0; i < Math.floor(n / 2); i++) {
    const t = rng.range(0.25, 0.75)
    const r = w * rng.range(0.09, 0.15)
    puffs.push({ x: cx - w / 2 + t * w, y: cy - w * rng.range(0.16, 0.24), r })
  }
  const base = mood === 'golden' ? '#fff6ea' : PAL.cloud
  const shade = mood === 'golden' ? '#f2c7a6' : mood === 'overcast' ? '#aeb8c1' : PAL.cloudShade
  const clipId = doc.clip(rect(cx - w, cy - w, w * 2, w))
  let shapeD = ''
  let lightD = ''
  for (const p of puffs) {
    shapeD += circleD(p.x, p.y, p.r)
    lightD += circleD(p.x - p.r * 0.04, p.y - p.r * 0.14, p.r * 0.86)
  }
  doc.add(group({ 'clip-path': clipId, opacity }, [path(shapeD, { fill: shade }), path(lightD, { fill: base })]))
}

/** A few clouds spread across the sky band [top, bottom]. */
export function clouds(doc: SvgDoc, rng: Rng, count: number, top: number, bottom: number, mood: Mood = 'day', size = 1): void {
  for (let i = 0; i < count; i++) {
    const x = ((i + rng.range(0.15, 0.85)) / count) * doc.W
    const y = rng.range(top, bottom)
    const w = rng.range(150, 300) * size * (0.6 + (0.4 * (y - top)) / Math.max(1, bottom - top))
    cloud(doc, rng, x, y, w, rng.range(0.75, 0.95), mood)
  }
}

// ---------------------------------------------------------------------------------------
// Distant landscape

/** Irregular canopy silhouette from x0 to x1 whose tops sit near `y`, filled down to `bottom`. */
export function treeLine(
  doc: SvgDoc,
  rng: Rng,
  opts: { y: number; bottom: number; height: number; color: string; x0?: number; x1?: number; highlight?: string },
): void {
  const x0 = opts.x0 ?? -20
  const x1 = opts.x1 ?? doc.W + 20
  let d = `M${f(x0)} ${f(opts.bottom)}`
  let x = x0
  let y = opts.y
  d += `L${f(x0)} ${f(y)}`
  let crowns = ''
  while (x < x1) {
    // One tree crown: a run of small bumps rising and falling.
    const crownW = opts.height * rng.range(0.6, 1.6)
    const peak = opts.y + opts.height * rng.range(-0.35, 0.4)
    const bumps = rng.int(3, 5)
    for (let i = 0; i < bumps; i++) {
      const t = (i + 1) / bumps
      const bx = x + crownW * t
      const by = peak + Math.pow(Math.abs(t - 0.5) * 2, 1.6) * opts.height * 0.35 + rng.range(-3, 3)
      const r = (crownW / bumps) * 0.65
      d += `Q${f(bx - r * 0.5)} ${f(Math.min(y, by) - r * 0.9)} ${f(bx)} ${f(by)}`
      y = by
    }
    if (opts.highlight && rng.chance(0.6)) crowns += circleD(x + crownW * 0.45, peak + opts.height * 0.15, crownW * 0.22)
    x += crownW
  }
  d += `L${f(x1)} ${f(opts.bottom)}Z`
  doc.add(path(d, { fill: opts.color }))
  if (crowns) doc.add(path(crowns, { fill: opts.highlight, opacity: 0.35 }))
}

/** Gentle rolling hills band (pasture / distant fields). */
export function hills(doc: SvgDoc, rng: Rng, y: number, amplitude: number, bottom: number, color: string): void {
  const pts: Pt[] = [[-20, bottom]]
  const n = 7
  const phase = rng.range(0, Math.PI * 2)
  for (let i = 0; i <= n; i++) {
    const x = -20 + ((doc.W + 40) * i) / n
    pts.push([x, y - amplitude * (0.5 + 0.5 * Math.sin(phase + i * 1.7 + rng.range(-0.4, 0.4)))])
  }
  pts.push([doc.W + 20, bottom])
  doc.add(path(smoothD(pts, true, 0.5), { fill: color }))
}

// ---------------------------------------------------------------------------------------
// Ground

export interface LawnOptions {
  top?: number
  near?: string
  far?: string
  /** Mowing stripes: band width in feet and direction (degrees from +z). */
  stripes?: { width: number; angle?: number; opacity?: number; zMax?: number }
  tufts?: number
  /** Tufts only below this screen y. */
  tuftTop?: number
}

export function lawn(doc: SvgDoc, cam: Camera, rng: Rng, opts: LawnOptions = {}): void {
  const top = opts.top ?? cam.horizon - 2
  doc.add(
    rect(0, top, doc.W, doc.H - top, {
      fill: doc.linear(
        [
          { offset: 0, color: opts.far ?? PAL.grassFar },
          { offset: 0.35, color: mix(opts.far ?? PAL.grassFar, opts.near ?? PAL.grassNear, 0.55) },
          { offset: 1, color: opts.near ?? PAL.grassNear },
        ],
        0,
        top,
        0,
        doc.H,
        true,
      ),
    }),
  )
  if (opts.stripes) {
    const { width, angle = 0, opacity = 0.16, zMax = 260 } = opts.stripes
    const a = (angle * Math.PI) / 180
    const along = v3(Math.sin(a), 0, Math.cos(a))
    const across = v3(Math.cos(a), 0, -Math.sin(a))
    const zNear = cam.eye.z + 1.5
    let d = ''
    for (let i = -40; i < 40; i += 2) {
      const o0 = add(v3(cam.eye.x, 0, zNear), mul(across, i * width))
      const o1 = add(o0, mul(across, width))
      const quad = [o0, o1, add(o1, mul(along, zMax)), add(o0, mul(along, zMax))]
      if (quad.some((p) => p.z < cam.eye.z + 1)) continue
      d += polyD(proj(cam, quad))
    }
    doc.add(path(d, { fill: opts.stripes ? PAL.grassStripe : PAL.grassStripe, opacity, 'clip-path': doc.clip(rect(0, top, doc.W, doc.H - top)) }))
  }
  if (opts.tufts) grassTufts(doc, cam, rng, opts.tufts, opts.tuftTop ?? top + 20, doc.H + 10)
}

/** Small blade clusters scattered over a screen band, sized by perspective. */
export function grassTufts(doc: SvgDoc, cam: Camera, rng: Rng, count: number, yTop: number, yBottom: number, x0 = 0, x1?: number): void {
  let dark = ''
  let light = ''
  const right = x1 ?? doc.W
  for (let i = 0; i < count; i++) {
    const x = rng.range(x0, right)
    const y = rng.range(yTop, yBottom)
    const k = y > cam.horizon + 1 ? (y - cam.horizon) / Math.max(1, cam.eye.y) : 2
    const h = clamp(k * rng.range(0.18, 0.35), 2, 40)
    const blades = rng.int(3, 5)
    let d = ''
    for (let b = 0; b < blades; b++) {
      const bx = x + rng.range(-0.5, 0.5) * h * 0.6
      const lean = rng.range(-0.45, 0.45) * h
      d += `M${f(bx)} ${f(y)}Q${f(bx + lean * 0.3)} ${f(y - h * 0.6)} ${f(bx + lean)} ${f(y - h * rng.range(0.75, 1.1))}`
    }
    if (rng.chance(0.6)) dark += d
    else light += d
  }
  doc.add(
    path(dark, { fill: 'none', stroke: PAL.grassDark, 'stroke-width': 1.3, 'stroke-linecap': 'round', opacity: 0.45 }),
    path(light, { fill: 'none', stroke: PAL.grassStripe, 'stroke-width': 1.1, 'stroke-linecap': 'round', opacity: 0.5 }),
  )
}

/** Grass fringe along a screen polyline (e.g. a fence base) so the fence sits in the lawn. */
export function grassFringe(doc: SvgDoc, rng: Rng, from: Pt, to: Pt, height: number, density = 0.35, color: string = PAL.grassNear): void {
  const len = Math.hypot(to[0] - from[0], to[1] - from[1])
  const n = Math.floor(len * density)
  let d = ''
  for (let i = 0; i < n; i++) {
    const t = rng.next()
    const x = lerp(from[0], to[0], t)
    const y = lerp(from[1], to[1], t) + rng.range(0, height * 0.3)
    const h = height * rng.range(0.5, 1.2) * lerp(1, 0.5, t * (height > 0 ? 0 : 1))
    const lean = rng.range(-0.5, 0.5) * h
    d += `M${f(x - h * 0.06)} ${f(y)}Q${f(x + lean * 0.3)} ${f(y - h * 0.6)} ${f(x + lean)} ${f(y - h)}Q${f(x + lean * 0.3 + h * 0.08)} ${f(y - h * 0.55)} ${f(x + h * 0.06)} ${f(y)}Z`
  }
  doc.add(path(d, { fill: color }))
}

/** A flat polygon on the ground (y = 0) given world (x, z) corners. */
export function groundPoly(cam: Camera, corners: readonly (readonly [number, number])[], y = 0): Pt[] {
  return corners.map(([x, z]) => cam.project(v3(x, y, z)))
}

/** Concrete strip (sidewalk/driveway) with expansion joints, between two (x,z) lines. */
export function slab(
  doc: SvgDoc,
  cam: Camera,
  o: { a0: readonly [number, number]; a1: readonly [number, number]; width: number; joint: number; color?: string; jointColor?: string; y?: number },
): void {
  const ax = o.a1[0] - o.a0[0]
  const az = o.a1[1] - o.a0[1]
  const len = Math.hypot(ax, az)
  const ux = ax / len
  const uz = az / len
  // Width extends to the right of the a0→a1 direction (seen from above, +x right, +z away).
  const nx = uz
  const nz = -ux
  const y = o.y ?? 0
  const at = (s: number, w: number) => cam.project(v3(o.a0[0] + ux * s + nx * w, y, o.a0[1] + uz * s + nz * w))
  const color = o.color ?? PAL.concrete
  doc.add(
    poly([at(0, 0), at(len, 0), at(len, o.width), at(0, o.width)], {
      fill: doc.linear(
        [
          { offset: 0, color: lighten(color, 0.08) },
          { offset: 1, color: darken(color, 0.04) },
        ],
        0,
        0,
        1,
        1,
      ),
    }),
  )
  let d = ''
  for (let s = o.joint; s < len; s += o.joint) d += lineD([at(s, 0), at(s, o.width)])
  doc.add(path(d, { stroke: o.jointColor ?? darken(color, 0.16), 'stroke-width': 1.2, fill: 'none' }))
}

/** Paver field on the ground: running-bond rectangles with mortar joints and tone variation. */
export function pavers(
  doc: SvgDoc,
  cam: Camera,
  rng: Rng,
  o: { x0: number; x1: number; z0: number; z1: number; size: number; colors: readonly string[]; joint?: string; y?: number; clip?: string },
): void {
  const y = o.y ?? 0
  const byColor = new Map<string, string>()
  const rows = Math.ceil((o.z1 - o.z0) / o.size)
  const cellW = o.size * 1.5
  for (let r = 0; r < rows; r++) {
    const z0 = o.z0 + r * o.size
    const z1 = Math.min(o.z1, z0 + o.size)
    const offset = r % 2 ? cellW / 2 : 0
    for (let x = o.x0 - offset; x < o.x1; x += cellW) {
      const xa = Math.max(o.x0, x)
      const xb = Math.min(o.x1, x + cellW)
      if (xb - xa < 0.05) continue
      const g = 0.04 * o.size
      const color = rng.pick(o.colors)
      const pts = [
        cam.project(v3(xa + g, y, z0 + g)),
        cam.project(v3(xb - g, y, z0 + g)),
        cam.project(v3(xb - g, y, z1 - g)),
        cam.project(v3(xa + g, y, z1 - g)),
      ]
      byColor.set(color, (byColor.get(color) ?? '') + polyD(pts))
    }
  }
  const base = [cam.project(v3(o.x0, y, o.z0)), cam.project(v3(o.x1, y, o.z0)), cam.project(v3(o.x1, y, o.z1)), cam.project(v3(o.x0, y, o.z1))]
  const parts = [poly(base, { fill: o.joint ?? '#9c8a76' })]
  for (const [color, d] of byColor) parts.push(path(d, { fill: color }))
  doc.add(group({ 'clip-path': o.clip }, parts))
}

/** Soft ground shadow ellipse under something at (x, z). */
export function groundShadow(doc: SvgDoc, cam: Camera, x: number, z: number, rx: number, rz: number, opacity = 0.25): void {
  const pts: Pt[] = []
  for (let i = 0; i < 24; i++) {
    const a = (i / 24) * Math.PI * 2
    pts.push(cam.project(v3(x + Math.cos(a) * rx, 0, z + Math.sin(a) * rz)))
  }
  doc.add(path(smoothD(pts), { fill: '#1d2a14', opacity }))
}

// ---------------------------------------------------------------------------------------
// Trees and shrubs

export interface LeafPalette {
  dark: string
  mid: string
  light: string
  highlight: string
}

export const LEAVES: LeafPalette = { dark: PAL.leafDark, mid: PAL.leaf, light: PAL.leafLight, highlight: PAL.leafHighlight }
export const LEAVES_FAR: LeafPalette = {
  dark: '#4f7453',
  mid: '#62875f',
  light: '#7fa271',
  highlight: '#9dbb84',
}
export const BLOSSOM: LeafPalette = { dark: '#a8336f', mid: '#cf4f93', light: '#e57db1', highlight: '#f5b4d4' }

/**
 * A rounded foliage mass made of blobs in three tones plus leaf speckles, lit from `lightX`
 * (-1 left … 1 right). Returns markup (caller positions it in the layer order).
 */
export function foliage(
  rng: Rng,
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  pal: LeafPalette,
  o: { blobs?: number; lightX?: number; speckles?: number } = {},
): string {
  const n = o.blobs ?? 14
  const lx = o.lightX ?? -0.6
  const blobs: { x: number; y: number; r: number }[] = []
  for (let i = 0; i < n; i++) {
    const a = rng.range(0, Math.PI * 2)
    const d = Math.sqrt(rng.next()) * 0.72
    const r = rng.range(0.24, 0.38) * Math.min(rx, ry) * (1.2 - d * 0.3) * Math.sqrt(14 / Math.max(6, n))
    blobs.push({ x: cx + Math.cos(a) * d * (rx - r * 0.4), y: cy + Math.sin(a) * d * (ry - r * 0.5), r })
  }
  blobs.sort((p, q) => q.y - p.y)
  let dark = ''
  let mid = ''
  let light = ''
  for (const b of blobs) {
    dark += circleD(b.x, b.y, b.r)
    mid += circleD(b.x + lx * b.r * 0.16, b.y - b.r * 0.16, b.r * 0.84)
    const up = (cy - b.y) / ry + (lx * (b.x - cx)) / rx
    if (up > -0.25) light += circleD(b.x + lx * b.r * 0.34, b.y - b.r * 0.34, b.r * 0.5)
  }
  let speck = ''
  let shadowSpeck = ''
  const sN = o.speckles ?? Math.round(n * 3)
  for (let i = 0; i < sN; i++) {
    const b = blobs[Math.floor(rng.next() * blobs.length)]!
    const a = rng.range(0, Math.PI * 2)
    const d = Math.sqrt(rng.next()) * 0.85 * b.r
    const x = b.x + Math.cos(a) * d
    const y = b.y + Math.sin(a) * d
    const r = Math.min(rx, ry) * rng.range(0.025, 0.05)
    const lit = (b.y - y) / b.r + (lx * (x - b.x)) / b.r > rng.range(-0.2, 0.6)
    if (lit) speck += circleD(x, y, r)
    else shadowSpeck += circleD(x, y, r)
  }
  const parts = [
    path(dark, { fill: pal.dark }),
    path(mid, { fill: pal.mid }),
    path(light, { fill: pal.light }),
    path(speck, { fill: pal.highlight, opacity: 0.8 }),
    path(shadowSpeck, { fill: pal.dark, opacity: 0.55 }),
  ]
  return group({}, parts)
}

export interface TreeOptions {
  pal?: LeafPalette
  lightX?: number
  trunk?: string
  /** Canopy width relative to tree height (live oaks are wider than tall). */
  spread?: number
}

/** A spreading shade tree (live oak / pecan) standing at screen (x, baseY), `height` px tall. */
export function shadeTree(doc: SvgDoc, rng: Rng, x: number, baseY: number, height: number, o: TreeOptions = {}): void {
  const spread = o.spread ?? 1.25
  const rx = (height * spread) / 2
  const ry = height * 0.36
  const cy = baseY - height + ry
  const trunkW = height * 0.07
  const trunk = o.trunk ?? PAL.trunk
  const lean = rng.range(-0.08, 0.08) * height
  const forkY = baseY - height * 0.38
  const t: Pt[] = [
    [x - trunkW * 0.75, baseY],
    [x - trunkW * 0.45, forkY],
    [x - rx * 0.45 + lean, cy + ry * 0.1],
    [x - rx * 0.38 + lean, cy + ry * 0.02],
    [x - trunkW * 0.1, forkY - height * 0.06],
    [x + lean * 0.3, cy - ry * 0.2],
    [x + trunkW * 0.35 + lean * 0.3, cy - ry * 0.2],
    [x + trunkW * 0.3, forkY - height * 0.05],
    [x + rx * 0.4 + lean, cy + ry * 0.05],
    [x + rx * 0.46 + lean, cy + ry * 0.14],
    [x + trunkW * 0.5, forkY + height * 0.03],
    [x + trunkW * 0.8, baseY],
  ]
  doc.add(
    poly(t, { fill: trunk, 'stroke-linejoin': 'round' }),
    poly(
      [
        [x + trunkW * 0.15, baseY],
        [x + trunkW * 0.1, forkY],
        [x + trunkW * 0.5, forkY + height * 0.03],
        [x + trunkW * 0.8, baseY],
      ],
      { fill: darken(trunk, 0.3) },
    ),
  )
  doc.add(foliage(rng, x + lean, cy, rx, ry, o.pal ?? LEAVES, { blobs: 24, lightX: o.lightX ?? -0.6 }))
}

/** A narrow conical evergreen (Eastern red cedar / Italian cypress). */
export function coneTree(doc: SvgDoc, rng: Rng, x: number, baseY: number, height: number, width: number, pal: LeafPalette = LEAVES, lightX = -0.6): void {
  const n = 14
  const profile = (t: number) => (width / 2) * Math.pow(Math.sin(Math.min(1, t * 1.05) * Math.PI * 0.55), 0.9)
  const left: Pt[] = []
  const right: Pt[] = []
  for (let i = 1; i <= n; i++) {
    const t = i / n
    const y = baseY - height * 0.04 - (1 - t) * height * 0.96
    left.push([x - profile(t) * rng.range(0.85, 1.1), y])
    right.push([x + profile(t) * rng.range(0.85, 1.1), y])
  }
  const outline: Pt[] = [[x, baseY - height], ...left, ...right.reverse()]
  const inner: Pt[] = outline.map(([px, py]) => [x + (px - x) * 0.8 + lightX * width * 0.08, py + height * 0.02])
  doc.add(
    rect(x - width * 0.04, baseY - height * 0.08, width * 0.08, height * 0.08, { fill: PAL.trunk }),
    path(smoothD(outline, true, 0.35), { fill: pal.dark }),
    path(smoothD(inner, true, 0.35), { fill: pal.mid }),
  )
  let speck = ''
  for (let i = 0; i < 26; i++) {
    const t = rng.range(0.1, 0.95)
    const w = profile(t) * 0.8
    const sx = x + rng.range(-w, w * 0.2) * (lightX < 0 ? 1 : -1)
    const sy = baseY - height + t * height * 0.96
    speck += circleD(sx, sy, width * rng.range(0.03, 0.06))
  }
  doc.add(path(speck, { fill: pal.light, opacity: 0.8 }))
}

/** Crape myrtle: multi-stem Texas ornamental with blossoms. */
export function crapeMyrtle(doc: SvgDoc, rng: Rng, x: number, baseY: number, height: number, blossom: LeafPalette = BLOSSOM): void {
  const stems = 4
  let d = ''
  for (let i = 0; i < stems; i++) {
    const bx = x + (i - 1.5) * height * 0.02
    const tx = x + (i - 1.5) * height * 0.12 + rng.range(-4, 4)
    const ty = baseY - height * rng.range(0.5, 0.62)
    d += `M${f(bx)} ${f(baseY)}Q${f((bx + tx) / 2 + rng.range(-6, 6))} ${f((baseY + ty) / 2)} ${f(tx)} ${f(ty)}`
  }
  doc.add(path(d, { stroke: '#9c8b7d', 'stroke-width': Math.max(2, height * 0.022), fill: 'none', 'stroke-linecap': 'round' }))
  doc.add(foliage(rng, x, baseY - height * 0.7, height * 0.34, height * 0.26, LEAVES, { blobs: 10, speckles: 10 }))
  doc.add(foliage(rng, x, baseY - height * 0.74, height * 0.32, height * 0.24, blossom, { blobs: 12, speckles: 40 }))
}

/** Rounded shrub mound sitting on baseY. */
export function shrub(doc: SvgDoc, rng: Rng, x: number, baseY: number, w: number, h: number, pal: LeafPalette = LEAVES, flowers?: string): void {
  doc.add(ellipse(x, baseY, w * 0.52, h * 0.09, { fill: '#1d2a14', opacity: 0.22 }))
  const g = foliage(rng, x, baseY - h * 0.45, w / 2, h * 0.55, pal, { blobs: 7, speckles: 18 })
  doc.add(group({ 'clip-path': doc.clip(rect(x - w, baseY - h * 1.5, w * 2, h * 1.5 + 1)) }, g))
  if (flowers) {
    let d = ''
    for (let i = 0; i < 22; i++) {
      const a = rng.range(Math.PI * 1.0, Math.PI * 2.0)
      const r = rng.range(0.2, 0.85)
      d += circleD(x + Math.cos(a) * r * w * 0.45, baseY - h * 0.45 + Math.sin(a) * r * h * 0.55, Math.max(1.2, w * 0.03))
    }
    doc.add(path(d, { fill: flowers }))
  }
}

/** A row of shrubs along a screen line, e.g. a bed in front of a fence. */
export function shrubRow(
  doc: SvgDoc,
  rng: Rng,
  from: Pt,
  to: Pt,
  count: number,
  size: (t: number) => number,
  o: { pal?: LeafPalette; flowers?: readonly string[] } = {},
): void {
  for (let i = 0; i < count; i++) {
    const t = (i + rng.range(0.3, 0.7)) / count
    const x = lerp(from[0], to[0], t)
    const y = lerp(from[1], to[1], t)
    const s = size(t) * rng.range(0.8, 1.15)
    const flower = o.flowers && rng.chance(0.6) ? rng.pick(o.flowers) : undefined
    shrub(doc, rng, x, y, s * 1.3, s, o.pal ?? LEAVES, flower)
  }
}

/**
 * A mulched planting bed along a line on the ground (e.g. a fence base): `at(s, d)` maps
 * feet along the line and feet out from it to the screen, `k(s)` gives pixels per foot.
 */
export function plantingBed(
  doc: SvgDoc,
  rng: Rng,
  at: (s: number, d: number) => Pt,
  k: (s: number) => number,
  s0: number,
  s1: number,
  depth: number,
  o: { flowers?: readonly string[]; spacing?: number; edging?: string } = {},
): void {
  const edge: Pt[] = []
  const back: Pt[] = []
  for (let s = s0; s <= s1 + 0.01; s += (s1 - s0) / 24) {
    edge.push(at(s, depth + Math.sin(s * 0.35) * depth * 0.12))
    back.push(at(s, 0))
  }
  doc.add(path(smoothD([...back, ...edge.reverse()], true, 0.2), { fill: PAL.mulch }))
  let crumbs = ''
  for (let i = 0; i < (s1 - s0) * 6; i++) {
    const s = rng.range(s0, s1)
    const p = at(s, rng.range(0.1, depth * 0.9))
    const r = Math.max(0.6, k(s) * 0.03)
    crumbs += circleD(p[0], p[1], r)
  }
  doc.add(path(crumbs, { fill: '#7a5238', opacity: 0.5 }))
  doc.add(path(lineD(edge), { stroke: o.edging ?? '#8d8578', 'stroke-width': Math.max(1.5, k(s0) * 0.08), fill: 'none', 'stroke-linecap': 'round' }))
  // Plants from far to near so nearer ones overlap.
  const spacing = o.spacing ?? 3.2
  const plants: { s: number; d: number }[] = []
  for (let s = s0 + spacing * 0.5; s < s1 - 0.5; s += spacing * rng.range(0.8, 1.2)) plants.push({ s, d: depth * rng.range(0.35, 0.6) })
  plants.sort((p, q) => k(p.s) - k(q.s))
  for (const p of plants) {
    const base = at(p.s, p.d)
    const size = k(p.s) * rng.range(1.8, 2.6)
    const flower = o.flowers && rng.chance(0.55) ? rng.pick(o.flowers) : undefined
    shrub(doc, rng, base[0], base[1], size * 1.35, size, rng.chance(0.25) ? LEAVES_DEEP : LEAVES, flower)
  }
}

export const LEAVES_DEEP: LeafPalette = { dark: '#24432a', mid: '#355f3a', light: '#4f7f4d', highlight: '#7aa866' }

/** A tree placed in the 3-D world: screen size from the camera, soft shadow on the ground. */
export function worldTree(
  doc: SvgDoc,
  cam: Camera,
  light: Light,
  rng: Rng,
  kind: 'oak' | 'cone' | 'myrtle',
  x: number,
  z: number,
  heightFt: number,
  o: TreeOptions = {},
): void {
  const base = cam.project(v3(x, 0, z))
  const k = cam.scaleAt(v3(x, 0, z))
  const h = heightFt * k
  if (base[1] > cam.horizon) {
    // Shadow: the canopy as a sphere and the trunk as a line, projected along the sunlight.
    const cy = kind === 'cone' ? heightFt * 0.45 : heightFt * 0.64
    const r = kind === 'cone' ? heightFt * 0.15 : heightFt * (o.spread ?? 1.25) * 0.36
    const ground = v3(x, 0, z)
    // Shadow points that would fall behind the camera are pulled back along the shadow.
    const shadowAt = (p: V3): Pt => {
      let q = light.shadowOf(p)
      const minDepth = 3
      if (cam.rawDepth(q) < minDepth) {
        const d0 = cam.rawDepth(ground)
        const t = d0 <= minDepth ? 0 : (d0 - minDepth) / Math.max(1e-3, d0 - cam.rawDepth(q))
        q = add(ground, mul(sub(q, ground), clamp(t, 0, 1)))
      }
      return cam.project(q)
    }
    const ring: Pt[] = []
    for (let i = 0; i < 20; i++) {
      const a = (i / 20) * Math.PI * 2
      for (const [u, w] of [
        [Math.cos(a), Math.sin(a)],
        [Math.cos(a) * 0.7, Math.sin(a) * 0.7],
      ] as const) {
        ring.push(shadowAt(v3(x + u * r, cy + w * r * 0.75, z + u * r * 0.3 + w * r * 0.3)))
      }
    }
    const hull = convexHull(ring)
    const trunkTop = shadowAt(v3(x, cy - r * 0.5, z))
    doc.add(
      group({ opacity: 0.2, fill: '#1d2a14' }, [
        path(smoothD(hull, true, 0.4)),
        path(lineD([base, trunkTop]), { stroke: '#1d2a14', 'stroke-width': Math.max(2, heightFt * k * 0.05), fill: 'none' }),
      ]),
    )
  }
  if (kind === 'oak') shadeTree(doc, rng, base[0], base[1], h, o)
  else if (kind === 'cone') coneTree(doc, rng, base[0], base[1], h, h * 0.3, o.pal ?? LEAVES, o.lightX)
  else crapeMyrtle(doc, rng, base[0], base[1], h)
}

// ---------------------------------------------------------------------------------------
// Houses

export interface HouseSpec {
  /** Front-left corner on the ground (feet). */
  x: number
  z: number
  width: number
  depth: number
  wallH: number
  yaw?: number
  roof?: 'hip' | 'gable'
  pitch?: number
  overhang?: number
  wall?: string
  roofColor?: string
  trim?: string
  texture?: 'brick' | 'siding' | 'stone' | 'none'
  /** Sill heights (feet) of window rows on the two long walls. */
  windowRows?: readonly number[]
  windowCols?: number
  windowSize?: readonly [number, number]
  /** Windows on the end walls too. */
  sideWindows?: boolean
  /** Attached lower wing (garage) to the right. */
  chimney?: boolean
}

/** A house as walls (a box) plus a hip or gable roof, with windows and wall texture. */
export function house(doc: SvgDoc, cam: Camera, light: Light, rng: Rng, s: HouseSpec): void {
  const yaw = ((s.yaw ?? 0) * Math.PI) / 180
  const fr = frameAt(v3(s.x, 0, s.z), v3(Math.cos(yaw), 0, -Math.sin(yaw)))
  const wall = s.wall ?? PAL.brick
  const trim = s.trim ?? PAL.trim
  const W = s.width
  const D = s.depth
  const Hh = s.wallH
  doc.add(box(cam, light, fr, [0, W], [0, D], [0, Hh], { color: wall, outline: darken(wall, 0.35), outlineWidth: 0.8 }))
  const faces = [
    { normal: mul(fr.v, -1), pt: (a: number, c: number) => inFrame(fr, a, -0.02, c), span: W, end: false },
    { normal: fr.v, pt: (a: number, c: number) => inFrame(fr, W - a, D + 0.02, c), span: W, end: false },
    { normal: mul(fr.u, -1), pt: (a: number, c: number) => inFrame(fr, -0.02, D - a, c), span: D, end: true },
    { normal: fr.u, pt: (a: number, c: number) => inFrame(fr, W + 0.02, a, c), span: D, end: true },
  ]
  for (const face of faces) {
    const center = face.pt(face.span / 2, Hh / 2)
    if (dot(face.normal, sub(cam.eye, center)) <= 0) continue
    const P = (a: number, c: number) => cam.project(face.pt(a, c))
    const tex = s.texture ?? 'brick'
    let lines = ''
    const step = tex === 'siding' ? 0.6 : tex === 'stone' ? 1.1 : 0.9
    if (tex !== 'none') for (let c = step; c < Hh; c += step) lines += lineD([P(0, c), P(face.span, c)])
    const shade = light.shade(wall, face.normal)
    doc.add(path(lines, { stroke: darken(shade, 0.18), 'stroke-width': 0.7, opacity: tex === 'siding' ? 0.5 : 0.35, fill: 'none' }))
    if (tex === 'stone') {
      let blocks = ''
      for (let c = 0; c < Hh; c += step) {
        let a = rng.range(0, 1.5)
        while (a < face.span) {
          blocks += lineD([P(a, c), P(a, Math.min(Hh, c + step))])
          a += rng.range(1.2, 2.6)
        }
      }
      doc.add(path(blocks, { stroke: darken(shade, 0.2), 'stroke-width': 0.6, opacity: 0.35, fill: 'none' }))
    }
    if (face.end && !s.sideWindows) continue
    const rows = s.windowRows ?? [3, 12]
    const [ww, wh] = s.windowSize ?? [3, 5]
    const cols = face.end ? 1 : (s.windowCols ?? Math.max(2, Math.floor(face.span / 11)))
    for (const sill of rows) {
      if (sill + wh > Hh - 0.4) continue
      for (let i = 0; i < cols; i++) {
        const a = (face.span * (i + 0.5)) / cols - ww / 2
        windowOn(doc, P, a, sill, ww, wh, trim, face.normal, light)
      }
    }
  }
  roof(doc, cam, light, rng, fr, s)
}

function windowOn(doc: SvgDoc, P: (a: number, c: number) => Pt, a: number, c: number, w: number, h: number, trim: string, normal: V3, light: Light): void {
  const t = 0.28
  const frame = [P(a - t, c - t), P(a + w + t, c - t), P(a + w + t, c + h + t), P(a - t, c + h + t)]
  const glass = [P(a, c), P(a + w, c), P(a + w, c + h), P(a, c + h)]
  const gl = light.shade(PAL.glass, normal)
  doc.add(
    poly(frame, { fill: light.shade(trim, normal) }),
    poly(glass, {
      fill: doc.linear(
        [
          { offset: 0, color: lighten(gl, 0.35) },
          { offset: 0.45, color: gl },
          { offset: 1, color: darken(gl, 0.25) },
        ],
        0,
        0,
        0.4,
        1,
      ),
    }),
    poly([P(a + w * 0.1, c + h), P(a + w * 0.45, c + h), P(a + w * 0.1, c + h * 0.45)], { fill: '#ffffff', opacity: 0.16 }),
    path(lineD([P(a + w / 2, c), P(a + w / 2, c + h)]) + lineD([P(a, c + h / 2), P(a + w, c + h / 2)]), {
      stroke: light.shade(trim, normal),
      'stroke-width': 1.4,
    }),
    poly([P(a - t * 1.6, c - t), P(a + w + t * 1.6, c - t), P(a + w + t * 1.6, c - t * 2.2), P(a - t * 1.6, c - t * 2.2)], {
      fill: light.shade(darken(trim, 0.06), normal),
    }),
  )
}

function roof(doc: SvgDoc, cam: Camera, light: Light, rng: Rng, fr: Frame, s: HouseSpec): void {
  const o = s.overhang ?? 1.2
  const pitch = s.pitch ?? 0.5
  const a0 = -o
  const a1 = s.width + o
  const b0 = -o
  const b1 = s.depth + o
  const bm = s.depth / 2
  const ridgeH = s.wallH + pitch * (bm - b0)
  const hip = (s.roof ?? 'hip') === 'hip'
  const inset = hip ? bm - b0 : 0
  const r0 = Math.min(a0 + inset, (a0 + a1) / 2)
  const r1 = Math.max(a1 - inset, (a0 + a1) / 2)
  const P = (a: number, b: number, c: number) => inFrame(fr, a, b, c)
  const eave = s.wallH - o * pitch * 0.2
  const planes: V3[][] = [
    [P(a0, b0, eave), P(a1, b0, eave), P(r1, bm, ridgeH), P(r0, bm, ridgeH)],
    [P(a1, b1, eave), P(a0, b1, eave), P(r0, bm, ridgeH), P(r1, bm, ridgeH)],
  ]
  if (hip) {
    planes.push([P(a0, b1, eave), P(a0, b0, eave), P(r0, bm, ridgeH)])
    planes.push([P(a1, b0, eave), P(a1, b1, eave), P(r1, bm, ridgeH)])
  } else {
    // Gable end walls.
    const wall = s.wall ?? PAL.brick
    for (const a of [0, s.width]) {
      const tri = [P(a, 0, s.wallH), P(a, s.depth, s.wallH), P(a, bm, ridgeH - pitch * o)]
      const n = a === 0 ? mul(fr.u, -1) : fr.u
      if (dot(n, sub(cam.eye, tri[0]!)) > 0) {
        const c = s.texture === 'brick' ? (s.trim ?? PAL.trim) : wall
        doc.add(poly(proj(cam, tri), { fill: light.shade(c, n), stroke: darken(light.shade(c, n), 0.3), 'stroke-width': 0.6 }))
      }
    }
  }
  const center = P((a0 + a1) / 2, bm, s.wallH)
  const color = s.roofColor ?? PAL.roof
  const visible = planes
    .map((pts) => {
      let n = normalize(cross(sub(pts[1]!, pts[0]!), sub(pts[2]!, pts[0]!)))
      const c = mul(pts.reduce(add, v3(0, 0, 0)), 1 / pts.length)
      if (dot(n, sub(c, center)) < 0) n = mul(n, -1)
      return { pts, n, c }
    })
    .filter((p) => dot(p.n, sub(cam.eye, p.c)) > 0)
    .sort((p, q) => cam.depth(q.c) - cam.depth(p.c))
  for (const plane of visible) {
    const fill = light.shade(color, plane.n)
    const screen = proj(cam, plane.pts)
    doc.add(poly(screen, { fill, stroke: darken(fill, 0.35), 'stroke-width': 0.8, 'stroke-linejoin': 'round' }))
    // Shingle courses parallel to the eave.
    const [e0, e1] = [plane.pts[0]!, plane.pts[1]!]
    const apex = plane.pts.length === 4 ? [plane.pts[3]!, plane.pts[2]!] : [plane.pts[2]!, plane.pts[2]!]
    let d = ''
    const courses = 12
    for (let i = 1; i < courses; i++) {
      const t = i / courses
      const p0 = add(e0, mul(sub(apex[0]!, e0), t))
      const p1 = add(e1, mul(sub(apex[1]!, e1), t))
      d += lineD([cam.project(p0), cam.project(p1)])
    }
    doc.add(path(d, { stroke: darken(fill, 0.22), 'stroke-width': 0.6, opacity: 0.45, fill: 'none' }))
    // Fascia along the eave.
    doc.add(path(lineD([cam.project(e0), cam.project(e1)]), { stroke: lighten(s.trim ?? PAL.trim, 0), 'stroke-width': 2, opacity: 0.9 }))
  }
  if (s.chimney) {
    const cx = s.width * 0.72
    doc.add(box(cam, light, fr, [cx, cx + 2.5], [bm - 1.2, bm + 1.2], [s.wallH, ridgeH + 2.5], { color: PAL.brick }))
  }
  void rng
}

// ---------------------------------------------------------------------------------------
// Finishing

/** Warm golden-hour haze radiating from the sun (drawn over everything, low opacity). */
export function sunHaze(doc: SvgDoc, x: number, y: number, r: number, opacity = 0.35, color = '#ffc977'): void {
  doc.add(
    rect(0, 0, doc.W, doc.H, {
      fill: doc.radial(
        [
          { offset: 0, color, opacity },
          { offset: 0.5, color, opacity: opacity * 0.35 },
          { offset: 1, color, opacity: 0 },
        ],
        x,
        y,
        r,
      ),
    }),
  )
}

/** Gentle photographic vignette. */
export function vignette(doc: SvgDoc, strength = 0.22): void {
  const r = Math.hypot(doc.W, doc.H) * 0.62
  doc.add(
    rect(0, 0, doc.W, doc.H, {
      fill: doc.radial(
        [
          { offset: 0, color: '#000000', opacity: 0 },
          { offset: 0.62, color: '#000000', opacity: 0 },
          { offset: 1, color: '#1a1208', opacity: strength },
        ],
        doc.W / 2,
        doc.H * 0.48,
        r,
        0.78,
      ),
    }),
  )
}

/** A flat ground band between the horizon and a screen y (e.g. neighbouring yards). */
export function band(doc: SvgDoc, y0: number, y1: number, color: string): void {
  doc.add(rect(0, y0, doc.W, y1 - y0, { fill: color }))
}

// ---------------------------------------------------------------------------------------
// Scene setup

export interface StageOptions {
  eye?: V3
  yaw?: number
  fov?: number
  /** Horizon as a fraction of the height. */
  horizon?: number
  /** Direction the sunlight travels. */
  sunDir?: V3
  /** Put the sun at this screen position (fractions of width/height) instead of sunDir. */
  sunScreen?: readonly [number, number]
  mood?: Mood
  ambient?: number
  diffuse?: number
  warmth?: number
}

export interface Stage {
  doc: SvgDoc
  cam: Camera
  light: Light
  rng: Rng
  mood: Mood
  /** Screen position of the sun (may be outside the frame). */
  sunAt: Pt
}

export function stage(doc: SvgDoc, rng: Rng, o: StageOptions = {}): Stage {
  const cam = new Camera({
    W: doc.W,
    H: doc.H,
    eye: o.eye ?? v3(0, 5.2, 0),
    yaw: o.yaw ?? 0,
    fov: o.fov ?? 58,
    horizon: (o.horizon ?? 0.48) * doc.H,
  })
  let dir = o.sunDir ?? v3(0.5, -0.45, 0.6)
  if (o.sunScreen) {
    const toward = sub(cam.unprojectDir(o.sunScreen[0] * doc.W, o.sunScreen[1] * doc.H), v3(0, 0, 0))
    dir = mul(toward, -1)
  }
  const light = new Light(dir, o.ambient, o.diffuse, o.warmth ?? (o.mood === 'golden' ? 0.22 : 0.06))
  const far = add(cam.eye, mul(light.dir, -2000))
  return { doc, cam, light, rng, mood: o.mood ?? 'day', sunAt: cam.project(far) }
}

// ---------------------------------------------------------------------------------------
// Water

/** An in-ground pool with a travertine deck, coping, tile line and rippled water. */
export function pool(doc: SvgDoc, cam: Camera, rng: Rng, o: { x0: number; x1: number; z0: number; z1: number; deck: number }): void {
  pavers(doc, cam, rng, {
    x0: o.x0 - o.deck,
    x1: o.x1 + o.deck,
    z0: Math.max(cam.eye.z + 1.5, o.z0 - o.deck),
    z1: o.z1 + o.deck,
    size: 2,
    colors: ['#e6d8c0', '#ddcdb2', '#ebe0cc', '#d8c6a8'],
    joint: '#c9b796',
  })
  const g = (x: number, z: number, y = 0) => cam.project(v3(x, y, z))
  const c = 0.9
  doc.add(poly([g(o.x0 - c, o.z0 - c, 0.02), g(o.x1 + c, o.z0 - c, 0.02), g(o.x1 + c, o.z1 + c, 0.02), g(o.x0 - c, o.z1 + c, 0.02)], { fill: '#f1e9da' }))
  // Far inner wall with tile band, then water surface slightly below the coping.
  const wy = -0.5
  doc.add(poly([g(o.x0, o.z1, 0), g(o.x1, o.z1, 0), g(o.x1, o.z1, wy), g(o.x0, o.z1, wy)], { fill: '#2a6f9a' }))
  doc.add(poly([g(o.x0, o.z1, 0), g(o.x1, o.z1, 0), g(o.x1, o.z1, -0.3), g(o.x0, o.z1, -0.3)], { fill: '#1f4f7a' }))
  const water = [g(o.x0, o.z0, wy), g(o.x1, o.z0, wy), g(o.x1, o.z1, wy), g(o.x0, o.z1, wy)]
  const top = Math.min(...water.map((p) => p[1]))
  const bottom = Math.max(...water.map((p) => p[1]))
  doc.add(
    poly(water, {
      fill: doc.linear(
        [
          { offset: 0, color: '#2c8fc0' },
          { offset: 0.5, color: '#3fb2d8' },
          { offset: 1, color: '#66cde6' },
        ],
        0,
        top,
        0,
        bottom,
        true,
      ),
    }),
  )
  let ripples = ''
  for (let i = 0; i < 38; i++) {
    const x = rng.range(o.x0 + 0.5, o.x1 - 0.5)
    const z = rng.range(o.z0 + 0.5, o.z1 - 0.5)
    const len = rng.range(0.8, 2.2)
    const pts: Pt[] = []
    for (let j = 0; j <= 4; j++) pts.push(g(x + (len * j) / 4, z + Math.sin(j * 1.6) * 0.12, wy))
    ripples += lineD(pts)
  }
  doc.add(path(ripples, { stroke: '#e6fbff', 'stroke-width': 1.6, fill: 'none', opacity: 0.55, 'stroke-linecap': 'round' }))
  // Near coping edge casts a thin shadow onto the water.
  doc.add(poly([g(o.x0, o.z0, wy), g(o.x1, o.z0, wy), g(o.x1, o.z0 + 0.6, wy), g(o.x0, o.z0 + 0.6, wy)], { fill: '#0e3e5e', opacity: 0.25 }))
}

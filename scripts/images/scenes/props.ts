/**
 * Props placed in the 3-D scenes: stone pillars, gate operators and keypads, pergolas and
 * patio furniture, survey gear, staining and cleaning tools, repair materials and
 * commercial buildings. Positions are world feet; sizes come from the camera.
 */
import { add, box, boxShadowD, frameAt, inFrame, mul, v3, worldFrame, type Camera, type Frame, type Light, type V3 } from './camera.ts'
import {
  circle,
  circleD,
  clamp,
  darken,
  ellipse,
  f,
  jitter,
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

export interface Ctx3 {
  doc: SvgDoc
  cam: Camera
  light: Light
  rng: Rng
}

const frameFacing = (x: number, z: number, yawDeg = 0): Frame => {
  const a = (yawDeg * Math.PI) / 180
  return frameAt(v3(x, 0, z), v3(Math.cos(a), 0, -Math.sin(a)))
}

/** Ground shadow of a box (drawn before the box). */
export function boxShadow(c: Ctx3, fr: Frame, a: readonly [number, number], b: readonly [number, number], h: readonly [number, number], opacity = 0.22): void {
  c.doc.add(path(boxShadowD(c.cam, c.light, fr, a, b, h), { fill: '#1b2411', opacity }))
}

// ---------------------------------------------------------------------------------------
// Masonry and gate hardware

/** Square stone column with a cast cap and optional lantern. */
export function pillar(c: Ctx3, x: number, z: number, size: number, height: number, o: { stone?: string; lantern?: boolean; yaw?: number } = {}): void {
  const fr = frameFacing(x, z, o.yaw ?? 0)
  const h = size / 2
  const stone = o.stone ?? '#cdb48c'
  boxShadow(c, fr, [-h, h], [-h, h], [0, height + 0.4])
  c.doc.add(box(c.cam, c.light, fr, [-h, h], [-h, h], [0, height], { color: stone, outline: darken(stone, 0.4) }))
  // Stone coursing on the visible faces: irregular blocks.
  const faces: [V3, (a: number, y: number) => V3][] = [
    [mul(fr.v, -1), (a, y) => inFrame(fr, -h + a, -h - 0.01, y)],
    [mul(fr.u, -1), (a, y) => inFrame(fr, -h - 0.01, h - a, y)],
    [fr.u, (a, y) => inFrame(fr, h + 0.01, -h + a, y)],
  ]
  for (const [n, at] of faces) {
    const center = at(h, height / 2)
    if ((c.cam.eye.x - center.x) * n.x + (c.cam.eye.z - center.z) * n.z <= 0) continue
    let d = ''
    let tones = ''
    let y = 0
    const rng = c.rng.fork(`pillar${x},${z}`)
    while (y < height - 0.1) {
      const rowH = rng.range(0.45, 0.8)
      const y1 = Math.min(height, y + rowH)
      d += lineD([c.cam.project(at(0, y1)), c.cam.project(at(size, y1))])
      let a = rng.range(0, 0.6)
      let prev = 0
      while (a < size) {
        d += lineD([c.cam.project(at(a, y)), c.cam.project(at(a, y1))])
        if (rng.chance(0.4)) {
          const a1 = Math.min(size, a)
          tones += polyD([c.cam.project(at(prev, y)), c.cam.project(at(a1, y)), c.cam.project(at(a1, y1)), c.cam.project(at(prev, y1))])
        }
        prev = a
        a += rng.range(0.6, 1.3)
      }
      y = y1
    }
    const shade = c.light.shade(stone, n)
    c.doc.add(path(tones, { fill: darken(shade, 0.1), opacity: 0.5 }), path(d, { stroke: darken(shade, 0.3), 'stroke-width': 0.9, fill: 'none', opacity: 0.7 }))
  }
  const cap = '#e2d6c0'
  c.doc.add(box(c.cam, c.light, fr, [-h - 0.15, h + 0.15], [-h - 0.15, h + 0.15], [height, height + 0.3], { color: cap }))
  c.doc.add(box(c.cam, c.light, fr, [-h + 0.05, h - 0.05], [-h + 0.05, h - 0.05], [height + 0.3, height + 0.42], { color: cap }))
  if (o.lantern) {
    const base = height + 0.42
    c.doc.add(box(c.cam, c.light, fr, [-0.35, 0.35], [-0.35, 0.35], [base, base + 0.12], { color: '#2a2a2a' }))
    c.doc.add(box(c.cam, c.light, fr, [-0.28, 0.28], [-0.28, 0.28], [base + 0.12, base + 1.0], { color: '#f3d48a', outline: '#2a2a2a', outlineWidth: 1.4 }))
    c.doc.add(box(c.cam, c.light, fr, [-0.38, 0.38], [-0.38, 0.38], [base + 1.0, base + 1.15], { color: '#2a2a2a' }))
  }
}

/** Gooseneck keypad post beside a driveway (driver's-window height). */
export function keypadPost(c: Ctx3, x: number, z: number): void {
  const k = c.cam.scaleAt(v3(x, 0, z))
  const base = c.cam.project(v3(x, 0, z))
  const top = c.cam.project(v3(x, 3.6, z))
  const arm = c.cam.project(v3(x + 1.1, 4.2, z))
  const w = Math.max(2, 0.18 * k)
  c.doc.add(ellipse(base[0] + w, base[1], w * 2.5, w * 0.6, { fill: '#1b2411', opacity: 0.25 }))
  c.doc.add(
    path(`M${f(base[0])} ${f(base[1])}L${f(top[0])} ${f(top[1])}Q${f(top[0])} ${f(arm[1])} ${f(arm[0])} ${f(arm[1])}`, {
      stroke: '#2b2d30',
      'stroke-width': w,
      fill: 'none',
      'stroke-linecap': 'round',
    }),
  )
  const bw = 0.75 * k
  const bh = 0.95 * k
  const bx = arm[0] - bw * 0.2
  const by = arm[1] - bh * 0.15
  c.doc.add(
    rect(bx, by, bw, bh, { rx: bw * 0.08, fill: '#34373b', stroke: '#1c1d1f', 'stroke-width': 1 }),
    rect(bx + bw * 0.12, by + bh * 0.1, bw * 0.76, bh * 0.2, { fill: '#7fd0a7', rx: 2 }),
  )
  let keys = ''
  for (let r = 0; r < 4; r++)
    for (let col = 0; col < 3; col++) keys += circleD(bx + bw * (0.25 + col * 0.25), by + bh * (0.42 + r * 0.14), Math.max(0.8, bw * 0.06))
  c.doc.add(path(keys, { fill: '#c9ccd0' }))
}

/** Slide-gate operator on its concrete pad, with a small solar panel. */
export function gateOperator(c: Ctx3, x: number, z: number, yaw = 0): void {
  const fr = frameFacing(x, z, yaw)
  c.doc.add(box(c.cam, c.light, fr, [-1.4, 1.4], [-1, 1], [0, 0.3], { color: '#c9c3b8' }))
  boxShadow(c, fr, [-0.8, 0.8], [-0.5, 0.5], [0.3, 1.8])
  c.doc.add(box(c.cam, c.light, fr, [-0.8, 0.8], [-0.5, 0.5], [0.3, 1.8], { color: '#3b4046' }))
  c.doc.add(box(c.cam, c.light, fr, [-0.85, 0.85], [-0.55, 0.55], [1.8, 1.9], { color: '#2c3035' }))
  const led = c.cam.project(inFrame(fr, 0.5, -0.51, 1.5))
  c.doc.add(circle(led[0], led[1], Math.max(1, c.cam.scaleAt(fr.o) * 0.05), { fill: '#6ff29b' }))
}

/** Linear actuator arm of a swing-gate opener, from a post to the gate leaf. */
export function swingOperatorArm(c: Ctx3, from: V3, to: V3): void {
  const a = c.cam.project(from)
  const b = c.cam.project(to)
  const k = c.cam.scaleAt(from)
  const mid: Pt = [lerp(a[0], b[0], 0.55), lerp(a[1], b[1], 0.55)]
  c.doc.add(
    path(lineD([a, mid]), { stroke: '#3b3f44', 'stroke-width': Math.max(3, k * 0.32), 'stroke-linecap': 'round' }),
    path(lineD([mid, b]), { stroke: '#a9afb5', 'stroke-width': Math.max(1.5, k * 0.12), 'stroke-linecap': 'round' }),
  )
}

// ---------------------------------------------------------------------------------------
// Pergola and patio

export interface PergolaSpec {
  x0: number
  x1: number
  z0: number
  z1: number
  height: number
  color?: string
  rafterSpacing?: number
  lights?: boolean
}

/** Cedar pergola: posts, doubled beams, rafters with shaped tails, and its shadow. */
export function pergola(c: Ctx3, p: PergolaSpec): void {
  const color = p.color ?? '#b87a4b'
  const { doc, cam, light } = c
  const fr = worldFrame
  const ps = 0.23
  const beamH = 0.8
  const ov = 1.6
  const H = p.height
  const rafterSp = p.rafterSpacing ?? 1.6
  const rafters: number[] = []
  for (let x = p.x0 - ov + 0.4; x <= p.x1 + ov - 0.3; x += rafterSp) rafters.push(x)
  // Shadows on the ground first: rafters stripe the patio.
  let sh = ''
  for (const x of rafters) sh += boxShadowD(cam, light, fr, [x - 0.06, x + 0.06], [p.z0 - ov, p.z1 + ov], [H + beamH, H + beamH + 0.6])
  for (const z of [p.z0, p.z1]) sh += boxShadowD(cam, light, fr, [p.x0 - ov, p.x1 + ov], [z - 0.25, z + 0.25], [H, H + beamH])
  for (const x of [p.x0, p.x1]) for (const z of [p.z0, p.z1]) sh += boxShadowD(cam, light, fr, [x - ps, x + ps], [z - ps, z + ps], [0, H])
  doc.add(path(sh, { fill: '#2a1e10', opacity: 0.2 }))
  const wood = (seed: number) => jitter(color, c.rng.fork(`w${seed}`), 0.04)
  const post = (x: number, z: number, i: number) => {
    doc.add(box(cam, light, fr, [x - ps, x + ps], [z - ps, z + ps], [0, H], { color: wood(i) }))
    doc.add(box(cam, light, fr, [x - ps - 0.08, x + ps + 0.08], [z - ps - 0.08, z + ps + 0.08], [0, 0.5], { color: darken(color, 0.1) }))
  }
  const beam = (z: number) => {
    for (const side of [-1, 1]) {
      const zz = z + side * (ps + 0.08)
      doc.add(box(cam, light, fr, [p.x0 - ov, p.x1 + ov], [zz - 0.08, zz + 0.08], [H, H + beamH], { color: wood(z + side) }))
    }
  }
  const farZ = p.z1
  const nearZ = p.z0
  post(p.x0, farZ, 1)
  post(p.x1, farZ, 2)
  beam(farZ)
  for (const [i, x] of rafters.entries()) {
    doc.add(box(cam, light, fr, [x - 0.07, x + 0.07], [p.z0 - ov, p.z1 + ov], [H + beamH, H + beamH + 0.62], { color: wood(10 + i) }))
  }
  beam(nearZ)
  post(p.x0, nearZ, 3)
  post(p.x1, nearZ, 4)
  // Knee braces on the near posts.
  for (const x of [p.x0, p.x1]) {
    for (const dir of [-1, 1]) {
      const a = cam.project(v3(x + dir * 0.2, H - 1.3, nearZ - ps))
      const b = cam.project(v3(x + dir * 1.3, H - 0.05, nearZ - ps))
      doc.add(path(lineD([a, b]), { stroke: light.shade(darken(color, 0.05), v3(0, 0, -1)), 'stroke-width': Math.max(2, cam.scaleAt(v3(x, 0, nearZ)) * 0.28) }))
    }
  }
  if (p.lights) stringLights(c, v3(p.x0, H - 0.1, nearZ - 0.3), v3(p.x1, H - 0.1, nearZ - 0.3), 1.2)
}

/** Café string lights hanging in a catenary between two points. */
export function stringLights(c: Ctx3, a: V3, b: V3, sag: number, bulbs = 14): void {
  const pts: Pt[] = []
  const bulbPts: Pt[] = []
  for (let i = 0; i <= 24; i++) {
    const t = i / 24
    const p = add(add(a, mul(add(b, mul(a, -1)), t)), v3(0, -sag * 4 * t * (1 - t), 0))
    pts.push(c.cam.project(p))
  }
  for (let i = 1; i < bulbs; i++) {
    const t = i / bulbs
    const p = add(add(a, mul(add(b, mul(a, -1)), t)), v3(0, -sag * 4 * t * (1 - t) - 0.2, 0))
    bulbPts.push(c.cam.project(p))
  }
  const k = c.cam.scaleAt(a)
  let glow = ''
  let bulbsD = ''
  for (const p of bulbPts) {
    glow += circleD(p[0], p[1], k * 0.45)
    bulbsD += circleD(p[0], p[1], Math.max(1.5, k * 0.11))
  }
  c.doc.add(
    path(lineD(pts), { stroke: '#2d2a26', 'stroke-width': Math.max(0.8, k * 0.03), fill: 'none' }),
    path(glow, { fill: '#ffd27a', opacity: 0.3, filter: c.doc.blur(Math.max(1, k * 0.12)) }),
    path(bulbsD, { fill: '#fff1c2' }),
  )
}

/** Outdoor sofa (boxes with cushions) facing `yaw`. */
export function sofa(c: Ctx3, x: number, z: number, yaw: number, width = 6, cushion = '#e9e3d6', frameColor = '#5b5149'): void {
  const fr = frameFacing(x, z, yaw)
  const d = 2.6
  boxShadow(c, fr, [-width / 2, width / 2], [-d / 2, d / 2], [0, 2.4], 0.2)
  const { cam, light, doc } = c
  doc.add(box(cam, light, fr, [-width / 2, width / 2], [-d / 2, d / 2], [0.3, 1.2], { color: frameColor }))
  doc.add(box(cam, light, fr, [-width / 2, width / 2], [d / 2 - 0.6, d / 2], [1.2, 2.6], { color: frameColor }))
  const seats = Math.max(2, Math.round(width / 2.4))
  for (let i = 0; i < seats; i++) {
    const a = -width / 2 + 0.5 + ((width - 1) * i) / seats
    const b = a + (width - 1) / seats - 0.06
    doc.add(box(cam, light, fr, [a, b], [-d / 2 + 0.05, d / 2 - 0.6], [1.2, 1.6], { color: cushion }))
    doc.add(box(cam, light, fr, [a, b], [d / 2 - 1.0, d / 2 - 0.6], [1.6, 2.6], { color: cushion }))
  }
  for (const side of [-1, 1]) {
    const a = side < 0 ? -width / 2 : width / 2 - 0.5
    doc.add(box(cam, light, fr, [a, a + 0.5], [-d / 2, d / 2], [0.3, 2.0], { color: frameColor }))
  }
}

/** Lounge chair (Adirondack-like silhouette from boxes). */
export function chair(c: Ctx3, x: number, z: number, yaw: number, color = '#f2efe8'): void {
  const fr = frameFacing(x, z, yaw)
  const { cam, light, doc } = c
  boxShadow(c, fr, [-1, 1], [-1, 1], [0, 3], 0.18)
  for (const [a, b] of [
    [-1, -0.8],
    [0.8, 1],
  ] as const) {
    doc.add(box(cam, light, fr, [a, b], [0.6, 0.9], [0, 1.3], { color }))
    doc.add(box(cam, light, fr, [a, b], [-0.9, -0.6], [0, 2.0], { color }))
  }
  doc.add(box(cam, light, fr, [-1, 1], [-0.9, 0.9], [1.2, 1.4], { color }))
  doc.add(box(cam, light, fr, [-1.1, -0.85], [-0.9, 0.9], [2.0, 2.1], { color }))
  doc.add(box(cam, light, fr, [0.85, 1.1], [-0.9, 0.9], [2.0, 2.1], { color }))
  for (let i = 0; i < 5; i++) {
    const a = -0.85 + i * 0.36
    doc.add(box(cam, light, fr, [a, a + 0.3], [0.75, 0.95], [1.4, 3.4 - Math.abs(i - 2) * 0.12], { color }))
  }
}

/** Low coffee table or fire table: a box with a stone top. */
export function table(c: Ctx3, x: number, z: number, w: number, d: number, h: number, top = '#8f8a84', base = '#4a4440', fire = false): void {
  const fr = frameFacing(x, z, 0)
  boxShadow(c, fr, [-w / 2, w / 2], [-d / 2, d / 2], [0, h], 0.2)
  c.doc.add(box(c.cam, c.light, fr, [-w / 2 + 0.2, w / 2 - 0.2], [-d / 2 + 0.2, d / 2 - 0.2], [0, h - 0.2], { color: base }))
  c.doc.add(box(c.cam, c.light, fr, [-w / 2, w / 2], [-d / 2, d / 2], [h - 0.2, h], { color: top }))
  if (fire) {
    const p = c.cam.project(v3(x, h, z))
    const k = c.cam.scaleAt(v3(x, h, z))
    const fw = Math.min(w, d) * 0.2 * k
    c.doc.add(
      ellipse(p[0], p[1] - fw * 0.6, fw * 1.8, fw * 1.3, { fill: '#ffb347', opacity: 0.22, filter: c.doc.blur(Math.max(1, fw * 0.4)) }),
      path(
        `M${f(p[0] - fw)} ${f(p[1])}Q${f(p[0] - fw * 0.6)} ${f(p[1] - fw * 1.2)} ${f(p[0] - fw * 0.1)} ${f(p[1] - fw * 1.6)}Q${f(p[0])} ${f(p[1] - fw * 0.9)} ${f(p[0] + fw * 0.3)} ${f(p[1] - fw * 1.3)}Q${f(p[0] + fw * 0.9)} ${f(p[1] - fw * 0.8)} ${f(p[0] + fw)} ${f(p[1])}Z`,
        { fill: '#ff9a2e' },
      ),
      path(
        `M${f(p[0] - fw * 0.5)} ${f(p[1])}Q${f(p[0] - fw * 0.2)} ${f(p[1] - fw * 0.9)} ${f(p[0] + fw * 0.1)} ${f(p[1] - fw * 1.0)}Q${f(p[0] + fw * 0.5)} ${f(p[1] - fw * 0.5)} ${f(p[0] + fw * 0.5)} ${f(p[1])}Z`,
        { fill: '#ffe08a' },
      ),
    )
  }
}

/** Terracotta planter with a leafy plant. */
export function planter(c: Ctx3, x: number, z: number, size = 1.6, leaves = '#4f8a3a'): void {
  const base = c.cam.project(v3(x, 0, z))
  const k = c.cam.scaleAt(v3(x, 0, z))
  const w = size * k
  c.doc.add(
    ellipse(base[0] + w * 0.2, base[1], w * 0.7, w * 0.12, { fill: '#1b2411', opacity: 0.25 }),
    poly(
      [
        [base[0] - w * 0.5, base[1] - w * 0.9],
        [base[0] + w * 0.5, base[1] - w * 0.9],
        [base[0] + w * 0.36, base[1]],
        [base[0] - w * 0.36, base[1]],
      ],
      { fill: '#b5653e' },
    ),
    poly(
      [
        [base[0] + w * 0.1, base[1] - w * 0.9],
        [base[0] + w * 0.5, base[1] - w * 0.9],
        [base[0] + w * 0.36, base[1]],
        [base[0] + w * 0.05, base[1]],
      ],
      { fill: '#8f4a2b', opacity: 0.6 },
    ),
    rect(base[0] - w * 0.55, base[1] - w, w * 1.1, w * 0.14, { fill: '#c77650' }),
  )
  let d = ''
  const rng = c.rng.fork(`pl${x}${z}`)
  for (let i = 0; i < 9; i++) {
    const a = -Math.PI / 2 + rng.range(-1.2, 1.2)
    const len = w * rng.range(0.7, 1.3)
    const sx = base[0] + rng.range(-0.2, 0.2) * w
    const sy = base[1] - w
    const tx = sx + Math.cos(a) * len
    const ty = sy + Math.sin(a) * len
    const nx = -Math.sin(a) * w * 0.12
    const ny = Math.cos(a) * w * 0.12
    d += `M${f(sx)} ${f(sy)}Q${f((sx + tx) / 2 + nx)} ${f((sy + ty) / 2 + ny)} ${f(tx)} ${f(ty)}Q${f((sx + tx) / 2 - nx)} ${f((sy + ty) / 2 - ny)} ${f(sx)} ${f(sy)}Z`
  }
  c.doc.add(path(d, { fill: leaves }), path(d, { fill: '#ffffff', opacity: 0.08, transform: `translate(${f(-w * 0.04)} ${f(-w * 0.04)})` }))
}

// ---------------------------------------------------------------------------------------
// Survey gear

/** Surveyor's tripod with a total station on top. */
export function tripod(c: Ctx3, x: number, z: number, height = 5.2): void {
  const { doc, cam } = c
  const head = v3(x, height, z)
  const feet = [v3(x - 1.4, 0, z - 0.9), v3(x + 1.5, 0, z - 0.6), v3(x + 0.1, 0, z + 1.5)]
  const k = cam.scaleAt(head)
  const hp = cam.project(head)
  // Shadow of legs.
  let sh = ''
  for (const foot of feet) sh += lineD([cam.project(foot), cam.project(c.light.shadowOf(head))])
  doc.add(path(sh, { stroke: '#1b2411', 'stroke-width': k * 0.12, opacity: 0.2, fill: 'none' }))
  const back = feet[2]!
  const legW = Math.max(2, k * 0.13)
  const leg = (foot: V3) => {
    const fp = cam.project(foot)
    const mid = cam.project(add(head, mul(add(foot, mul(head, -1)), 0.55)))
    return (
      path(lineD([hp, mid]), { stroke: '#d9a441', 'stroke-width': legW, 'stroke-linecap': 'round' }) +
      path(lineD([mid, fp]), { stroke: '#8c9196', 'stroke-width': legW * 0.7, 'stroke-linecap': 'round' }) +
      path(
        lineD([
          [mid[0] - legW * 0.3, mid[1]],
          [mid[0] + legW * 0.3, mid[1]],
        ]),
        { stroke: '#222', 'stroke-width': legW * 0.9 },
      )
    )
  }
  doc.add(leg(back))
  doc.add(leg(feet[0]!), leg(feet[1]!))
  // Head plate and instrument.
  const w = k * 0.9
  doc.add(ellipse(hp[0], hp[1], w * 0.6, w * 0.14, { fill: '#6b6f73' }))
  const bx = hp[0] - w * 0.45
  const by = hp[1] - w * 1.25
  doc.add(
    rect(bx - w * 0.05, hp[1] - w * 0.28, w, w * 0.25, { fill: '#2f3338', rx: w * 0.04 }),
    rect(bx + w * 0.05, by + w * 0.15, w * 0.8, w * 0.85, { fill: '#f2c230', rx: w * 0.08 }),
    rect(bx + w * 0.05, by + w * 0.15, w * 0.25, w * 0.85, { fill: '#d6a41c', rx: w * 0.06 }),
    rect(bx + w * 0.18, by + w * 0.32, w * 0.5, w * 0.32, { fill: '#2b2f34', rx: w * 0.04 }),
    rect(bx + w * 0.23, by + w * 0.36, w * 0.4, w * 0.22, { fill: '#5fb0d0', rx: w * 0.03 }),
    rect(bx + w * 0.3, by - w * 0.12, w * 0.3, w * 0.32, { fill: '#2b2f34', rx: w * 0.08 }),
    circle(bx + w * 0.45, by + w * 0.04, w * 0.09, { fill: '#8fd3f0' }),
    rect(bx + w * 0.12, by, w * 0.66, w * 0.1, { fill: '#2b2f34', rx: w * 0.04 }),
  )
}

/** Wooden lath stake with fluorescent flagging ribbon. */
export function stake(c: Ctx3, x: number, z: number, height = 2.6, ribbon = '#ff3d8b', lean = 0): void {
  const { doc, cam } = c
  const k = cam.scaleAt(v3(x, 0, z))
  const b = cam.project(v3(x, 0, z))
  const t = cam.project(v3(x + lean, height, z))
  const w = Math.max(1.5, k * 0.14)
  doc.add(
    ellipse(b[0] + w, b[1], w * 2, w * 0.5, { fill: '#1b2411', opacity: 0.3 }),
    poly(
      [
        [b[0] - w / 2, b[1]],
        [b[0] + w / 2, b[1]],
        [t[0] + w / 2, t[1]],
        [t[0] - w / 2, t[1] + w * 0.4],
      ],
      { fill: '#e2c594' },
    ),
    poly(
      [
        [b[0], b[1]],
        [b[0] + w / 2, b[1]],
        [t[0] + w / 2, t[1]],
        [t[0], t[1] + w * 0.2],
      ],
      { fill: '#c9a46a' },
    ),
  )
  const r = k * 0.9
  doc.add(
    path(
      `M${f(t[0])} ${f(t[1] + w)}C${f(t[0] + r * 0.3)} ${f(t[1] + r * 0.1)} ${f(t[0] + r * 0.5)} ${f(t[1] + r * 0.5)} ${f(t[0] + r * 0.8)} ${f(t[1] + r * 0.45)}L${f(t[0] + r * 0.78)} ${f(t[1] + r * 0.6)}C${f(t[0] + r * 0.45)} ${f(t[1] + r * 0.65)} ${f(t[0] + r * 0.3)} ${f(t[1] + r * 0.3)} ${f(t[0])} ${f(t[1] + w * 2.4)}Z`,
      {
        fill: ribbon,
      },
    ),
    path(
      `M${f(t[0])} ${f(t[1] + w)}C${f(t[0] + r * 0.2)} ${f(t[1] + r * 0.4)} ${f(t[0] + r * 0.1)} ${f(t[1] + r * 0.7)} ${f(t[0] + r * 0.25)} ${f(t[1] + r * 1.0)}L${f(t[0] + r * 0.12)} ${f(t[1] + r * 1.05)}C${f(t[0] - r * 0.02)} ${f(t[1] + r * 0.7)} ${f(t[0] + r * 0.05)} ${f(t[1] + r * 0.4)} ${f(t[0])} ${f(t[1] + w * 2.4)}Z`,
      {
        fill: darken(ribbon, 0.15),
      },
    ),
  )
}

/** Small wire survey flag marking a pin. */
export function pinFlag(c: Ctx3, x: number, z: number, color = '#ff7a1a'): void {
  const { doc, cam } = c
  const k = cam.scaleAt(v3(x, 0, z))
  const b = cam.project(v3(x, 0, z))
  const t = cam.project(v3(x, 2.2, z))
  doc.add(
    path(lineD([b, t]), { stroke: '#8a8f93', 'stroke-width': Math.max(0.8, k * 0.025) }),
    poly(
      [
        [t[0], t[1]],
        [t[0] + k * 0.45, t[1] + k * 0.05],
        [t[0] + k * 0.42, t[1] + k * 0.33],
        [t[0], t[1] + k * 0.3],
      ],
      { fill: color },
    ),
  )
}

/** Taut string line between world points (layout line). */
export function stringLine(c: Ctx3, a: V3, b: V3, color = '#fff04a'): void {
  const k = c.cam.scaleAt(a)
  c.doc.add(path(lineD([c.cam.project(a), c.cam.project(b)]), { stroke: color, 'stroke-width': clamp(k * 0.02, 0.8, 2.5), opacity: 0.95 }))
}

/** A fresh fence post set in a concrete collar (new construction). */
export function newPost(c: Ctx3, x: number, z: number, height: number, color = '#b8794a', steel = false): void {
  const fr = frameFacing(x, z, 0)
  boxShadow(c, fr, [-0.15, 0.15], [-0.15, 0.15], [0, height], 0.2)
  const p = c.cam.project(v3(x, 0, z))
  const k = c.cam.scaleAt(v3(x, 0, z))
  c.doc.add(ellipse(p[0], p[1], k * 0.55, k * 0.18, { fill: '#bdb8ad' }))
  if (steel) {
    c.doc.add(box(c.cam, c.light, fr, [-0.12, 0.12], [-0.12, 0.12], [0, height], { color: '#9aa1a6' }))
  } else {
    c.doc.add(box(c.cam, c.light, fr, [-0.146, 0.146], [-0.146, 0.146], [0, height], { color }))
  }
}

// ---------------------------------------------------------------------------------------
// Staining, cleaning and repair tools

/** Stain can with a band label (no text), a lid leaning against it and drips. */
export function stainCan(c: Ctx3, x: number, z: number, stain = '#8e4a27', size = 1): void {
  const { doc, cam } = c
  const p = cam.project(v3(x, 0, z))
  const k = cam.scaleAt(v3(x, 0, z)) * size
  const r = 0.42 * k
  const h = 0.95 * k
  const ry = r * 0.28
  doc.add(
    ellipse(p[0] + r * 0.4, p[1], r * 1.5, ry * 1.2, { fill: '#1b2411', opacity: 0.28 }),
    path(`M${f(p[0] - r)} ${f(p[1] - h)}L${f(p[0] - r)} ${f(p[1])}A${f(r)} ${f(ry)} 0 0 0 ${f(p[0] + r)} ${f(p[1])}L${f(p[0] + r)} ${f(p[1] - h)}Z`, {
      fill: doc.linear(
        [
          { offset: 0, color: '#8d9296' },
          { offset: 0.3, color: '#e6e9eb' },
          { offset: 0.6, color: '#b9bec2' },
          { offset: 1, color: '#6f7478' },
        ],
        0,
        0,
        1,
        0,
      ),
    }),
    rect(p[0] - r, p[1] - h * 0.75, r * 2, h * 0.5, { fill: '#2f5d3a' }),
    rect(p[0] - r * 0.55, p[1] - h * 0.66, r * 1.1, h * 0.32, { fill: '#f3ecd9', rx: r * 0.1 }),
    rect(p[0] - r * 0.35, p[1] - h * 0.6, r * 0.7, h * 0.2, { fill: stain, rx: r * 0.05 }),
    ellipse(p[0], p[1] - h, r, ry, { fill: '#9aa0a4' }),
    ellipse(p[0], p[1] - h, r * 0.86, ry * 0.8, { fill: stain }),
    ellipse(p[0] - r * 0.2, p[1] - h - ry * 0.2, r * 0.3, ry * 0.3, { fill: lighten(stain, 0.25), opacity: 0.6 }),
    path(`M${f(p[0] + r * 0.5)} ${f(p[1] - h + ry * 0.6)}q${f(r * 0.05)} ${f(h * 0.2)} 0 ${f(h * 0.3)}`, {
      stroke: stain,
      'stroke-width': r * 0.12,
      'stroke-linecap': 'round',
      fill: 'none',
    }),
  )
}

/** Brush lying across the can or held at the fence: handle, ferrule, loaded bristles. */
export function brush(c: Ctx3, at: Pt, angleDeg: number, lengthPx: number, stain = '#8e4a27'): void {
  const a = (angleDeg * Math.PI) / 180
  const ux = Math.cos(a)
  const uy = Math.sin(a)
  const nx = -uy
  const ny = ux
  const L = lengthPx
  const w = L * 0.2
  const pt = (s: number, t: number): Pt => [at[0] + ux * s * L + nx * t * w, at[1] + uy * s * L + ny * t * w]
  c.doc.add(
    poly([pt(0, -0.22), pt(0.5, -0.28), pt(0.5, 0.28), pt(0, 0.22)], { fill: '#b4773f' }),
    poly([pt(0.02, -0.1), pt(0.48, -0.12), pt(0.48, 0.0), pt(0.02, 0.0)], { fill: '#d29a5a', opacity: 0.7 }),
    circle(pt(0.06, 0)[0], pt(0.06, 0)[1], w * 0.08, { fill: '#5a3a1d' }),
    poly([pt(0.5, -0.52), pt(0.68, -0.55), pt(0.68, 0.55), pt(0.5, 0.52)], { fill: '#b9bdc0' }),
    poly([pt(0.55, -0.54), pt(0.6, -0.54), pt(0.6, 0.54), pt(0.55, 0.54)], { fill: '#8c9094' }),
    poly([pt(0.68, -0.55), pt(0.92, -0.6), pt(1, -0.45), pt(1, 0.45), pt(0.92, 0.6), pt(0.68, 0.55)], { fill: '#d8c39a' }),
    poly([pt(0.8, -0.58), pt(0.92, -0.6), pt(1, -0.45), pt(1, 0.45), pt(0.92, 0.6), pt(0.8, 0.58)], { fill: stain }),
  )
}

/** Pump sprayer tank with wand. */
export function pumpSprayer(c: Ctx3, x: number, z: number, wandTo?: V3, tank = '#e9e6df', accent = '#2f6d46'): void {
  const { doc, cam } = c
  const p = cam.project(v3(x, 0, z))
  const k = cam.scaleAt(v3(x, 0, z))
  const r = 0.5 * k
  const h = 1.7 * k
  doc.add(
    ellipse(p[0] + r * 0.4, p[1], r * 1.5, r * 0.3, { fill: '#1b2411', opacity: 0.28 }),
    rect(p[0] - r, p[1] - h, r * 2, h, {
      rx: r * 0.5,
      fill: doc.linear(
        [
          { offset: 0, color: darken(tank, 0.2) },
          { offset: 0.35, color: '#ffffff' },
          { offset: 1, color: darken(tank, 0.3) },
        ],
        0,
        0,
        1,
        0,
      ),
    }),
    rect(p[0] - r, p[1] - h * 0.45, r * 2, h * 0.14, { fill: accent }),
    rect(p[0] - r * 0.3, p[1] - h - r * 0.5, r * 0.6, r * 0.55, { fill: accent }),
    rect(p[0] - r * 0.6, p[1] - h - r * 0.95, r * 1.2, r * 0.18, { fill: '#3a3a3a', rx: r * 0.08 }),
  )
  if (wandTo) {
    const e = cam.project(wandTo)
    const s: Pt = [p[0] + r * 0.9, p[1] - h * 0.2]
    doc.add(
      path(`M${f(s[0])} ${f(s[1])}C${f(s[0] + r * 3)} ${f(s[1] + r * 2)} ${f(e[0] - r * 4)} ${f(e[1] + r * 3)} ${f(e[0] - r * 2.5)} ${f(e[1] + r * 0.5)}`, {
        stroke: '#2e2e2e',
        'stroke-width': Math.max(1.5, k * 0.06),
        fill: 'none',
      }),
      path(lineD([[e[0] - r * 2.5, e[1] + r * 0.5], e]), { stroke: '#9a9fa3', 'stroke-width': Math.max(1.5, k * 0.07), 'stroke-linecap': 'round' }),
    )
  }
}

/** Pressure-washer wand with a fan of spray hitting a surface point. */
export function sprayFan(doc: SvgDoc, nozzle: Pt, hit: Pt, spread: number, color = '#ffffff', opacity = 0.85): void {
  const dx = hit[0] - nozzle[0]
  const dy = hit[1] - nozzle[1]
  const len = Math.hypot(dx, dy)
  const nx = -dy / len
  const ny = dx / len
  const a: Pt = [hit[0] + nx * spread, hit[1] + ny * spread]
  const b: Pt = [hit[0] - nx * spread, hit[1] - ny * spread]
  doc.add(
    poly([nozzle, a, b], {
      fill: doc.linear(
        [
          { offset: 0, color, opacity },
          { offset: 1, color: mix(color, '#dff3ff', 0.5), opacity: opacity * 0.3 },
        ],
        0,
        0,
        1,
        0,
      ),
    }),
    ellipse(hit[0], hit[1], spread * 0.35, spread * 1.05, {
      fill: color,
      opacity: opacity * 0.4,
      transform: `rotate(${f((Math.atan2(ny, nx) * 180) / Math.PI - 90)} ${f(hit[0])} ${f(hit[1])})`,
    }),
  )
}

/** Drop cloth on the ground along a fence: a rumpled light quad. */
export function dropCloth(c: Ctx3, corners: readonly V3[]): void {
  const pts = corners.map((p) => c.cam.project(p))
  c.doc.add(path(smoothD(pts, true, 0.15), { fill: '#d9cdb4' }))
  const n = pts.length
  let folds = ''
  for (let i = 1; i < 5; i++) {
    const t = i / 5
    const a = pts[0]!
    const b = pts[1 % n]!
    const cc = pts[2 % n]!
    const d = pts[3 % n]!
    const p0: Pt = [lerp(a[0], b[0], t), lerp(a[1], b[1], t)]
    const p1: Pt = [lerp(d[0], cc[0], t + 0.05), lerp(d[1], cc[1], t + 0.05)]
    folds += lineD([p0, p1])
  }
  c.doc.add(path(folds, { stroke: '#b9ab8e', 'stroke-width': 2, fill: 'none', opacity: 0.8 }))
  // A few stain drips on the canvas.
  let drips = ''
  for (let i = 0; i < 5; i++) {
    const a = pts[0]!
    const cc = pts[2 % n]!
    const t = c.rng.range(0.2, 0.8)
    const u = c.rng.range(0.2, 0.8)
    const x = lerp(a[0], cc[0], t)
    const y = lerp(a[1], cc[1], u)
    drips += `M${f(x - 3)} ${f(y)}a3 1.6 0 1 0 6 0a3 1.6 0 1 0 -6 0Z`
  }
  c.doc.add(path(drips, { fill: '#8e4a27', opacity: 0.6 }))
}

/** Stack of new boards (lumber) lying on the ground. */
export function lumberStack(c: Ctx3, x: number, z: number, yaw: number, count = 6, length = 6, color = '#d29a65'): void {
  const fr = frameFacing(x, z, yaw)
  boxShadow(c, fr, [0, length], [0, 2.9], [0, 0.4], 0.25)
  for (let layer = 0; layer < 2; layer++) {
    for (let i = 0; i < count / 2; i++) {
      const b0 = i * 0.48 + (layer ? 0.2 : 0)
      c.doc.add(
        box(c.cam, c.light, fr, [layer * 0.3, length + layer * 0.3], [b0, b0 + 0.46], [layer * 0.07, layer * 0.07 + 0.07], {
          color: jitter(color, c.rng, 0.05),
        }),
      )
    }
  }
}

/** Red toolbox. */
export function toolbox(c: Ctx3, x: number, z: number, yaw = 20): void {
  const fr = frameFacing(x, z, yaw)
  boxShadow(c, fr, [-0.9, 0.9], [-0.4, 0.4], [0, 0.8], 0.25)
  c.doc.add(box(c.cam, c.light, fr, [-0.9, 0.9], [-0.4, 0.4], [0, 0.7], { color: '#c8362b' }))
  c.doc.add(box(c.cam, c.light, fr, [-0.92, 0.92], [-0.42, 0.42], [0.55, 0.6], { color: '#2d2d2d' }))
  const a = c.cam.project(inFrame(fr, -0.5, 0, 0.7))
  const b = c.cam.project(inFrame(fr, 0.5, 0, 0.7))
  const k = c.cam.scaleAt(fr.o)
  c.doc.add(
    path(`M${f(a[0])} ${f(a[1])}C${f(a[0])} ${f(a[1] - k * 0.35)} ${f(b[0])} ${f(b[1] - k * 0.35)} ${f(b[0])} ${f(b[1])}`, {
      stroke: '#2d2d2d',
      'stroke-width': Math.max(1.5, k * 0.08),
      fill: 'none',
    }),
  )
}

/** Bag of fast-setting concrete. */
export function concreteBag(c: Ctx3, x: number, z: number, yaw = -15): void {
  const fr = frameFacing(x, z, yaw)
  boxShadow(c, fr, [-0.8, 0.8], [-0.55, 0.55], [0, 0.5], 0.25)
  c.doc.add(box(c.cam, c.light, fr, [-0.8, 0.8], [-0.55, 0.55], [0, 0.45], { color: '#d9d2c2', outline: '#a79f8f' }))
  const band = [inFrame(fr, -0.3, -0.56, 0.02), inFrame(fr, 0.3, -0.56, 0.02), inFrame(fr, 0.3, -0.56, 0.43), inFrame(fr, -0.3, -0.56, 0.43)]
  c.doc.add(
    poly(
      band.map((p) => c.cam.project(p)),
      { fill: '#d44a2a', opacity: 0.85 },
    ),
  )
}

// ---------------------------------------------------------------------------------------
// Commercial buildings and site

export interface BuildingSpec {
  x: number
  z: number
  width: number
  depth: number
  height: number
  yaw?: number
  kind: 'warehouse' | 'office'
  color?: string
}

/** Tilt-wall warehouse (ribbed panels, dock doors) or glass office building. */
export function building(c: Ctx3, s: BuildingSpec): void {
  const fr = frameFacing(s.x, s.z, s.yaw ?? 0)
  const { doc, cam, light } = c
  const color = s.color ?? (s.kind === 'warehouse' ? '#d9d4c8' : '#c9c4ba')
  doc.add(box(cam, light, fr, [0, s.width], [0, s.depth], [0, s.height], { color, outline: darken(color, 0.3) }))
  doc.add(box(cam, light, fr, [-0.3, s.width + 0.3], [-0.3, s.depth + 0.3], [s.height, s.height + 1.2], { color: darken(color, 0.06) }))
  const front = (a: number, y: number) => cam.project(inFrame(fr, a, -0.05, y))
  const n = mul(fr.v, -1)
  const shade = light.shade(color, n)
  if (s.kind === 'warehouse') {
    // Panel joints and an accent band.
    let joints = ''
    for (let a = 12; a < s.width; a += 12) joints += lineD([front(a, 0), front(a, s.height)])
    doc.add(path(joints, { stroke: darken(shade, 0.15), 'stroke-width': 1, fill: 'none' }))
    doc.add(
      poly([front(0, s.height - 3), front(s.width, s.height - 3), front(s.width, s.height - 2.2), front(0, s.height - 2.2)], {
        fill: light.shade('#2f5f8f', n),
      }),
    )
    // Dock doors with horizontal slats.
    const doors = Math.floor(s.width / 16)
    for (let i = 0; i < doors; i++) {
      const a = 6 + i * 16
      const dw = 9
      const dh = 11
      doc.add(poly([front(a - 0.6, 3.8), front(a + dw + 0.6, 3.8), front(a + dw + 0.6, 4.2 + dh), front(a - 0.6, 4.2 + dh)], { fill: darken(shade, 0.3) }))
      doc.add(poly([front(a, 4), front(a + dw, 4), front(a + dw, 4 + dh), front(a, 4 + dh)], { fill: light.shade('#bfc4c8', n) }))
      let slats = ''
      for (let y = 4.6; y < 4 + dh; y += 0.7) slats += lineD([front(a, y), front(a + dw, y)])
      doc.add(path(slats, { stroke: darken(light.shade('#bfc4c8', n), 0.18), 'stroke-width': 0.8, fill: 'none' }))
      // Dock bumpers and the dock apron.
      doc.add(poly([front(a - 1, 0), front(a + dw + 1, 0), front(a + dw + 1, 3.8), front(a - 1, 3.8)], { fill: darken(shade, 0.45) }))
    }
    // Clerestory windows.
    for (let a = 4; a < s.width - 4; a += 8) {
      doc.add(
        poly([front(a, s.height - 6.5), front(a + 5, s.height - 6.5), front(a + 5, s.height - 4.5), front(a, s.height - 4.5)], {
          fill: light.shade('#4f6f8c', n),
        }),
      )
    }
  } else {
    // Office: glass curtain wall in a grid with mullions and sky reflection.
    const glassTop = s.height - 1.5
    doc.add(
      poly([front(2, 1), front(s.width - 2, 1), front(s.width - 2, glassTop), front(2, glassTop)], {
        fill: doc.linear(
          [
            { offset: 0, color: '#9cc6e6' },
            { offset: 0.5, color: '#5d8db5' },
            { offset: 1, color: '#3e6587' },
          ],
          0,
          0,
          0.3,
          1,
        ),
      }),
    )
    let mull = ''
    for (let a = 2; a <= s.width - 2 + 0.01; a += 5) mull += lineD([front(a, 1), front(a, glassTop)])
    for (let y = 1; y <= glassTop + 0.01; y += (glassTop - 1) / 3) mull += lineD([front(2, y), front(s.width - 2, y)])
    doc.add(path(mull, { stroke: '#2f3439', 'stroke-width': 2, fill: 'none' }))
    doc.add(
      poly([front(s.width * 0.15, 1), front(s.width * 0.35, 1), front(s.width * 0.55, glassTop), front(s.width * 0.35, glassTop)], {
        fill: '#ffffff',
        opacity: 0.12,
      }),
    )
  }
}

/** Asphalt lot with painted stall lines. */
export function parkingLot(c: Ctx3, x0: number, x1: number, z0: number, z1: number, stallRowZ: readonly number[]): void {
  const { doc, cam } = c
  const g = (x: number, z: number) => cam.project(v3(x, 0, z))
  doc.add(poly([g(x0, z0), g(x1, z0), g(x1, z1), g(x0, z1)], { fill: '#5d6064' }))
  let lines = ''
  for (const z of stallRowZ) for (let x = x0 + 2; x < x1; x += 9) lines += lineD([g(x, z), g(x, z + 18)])
  doc.add(path(lines, { stroke: '#f1f1ea', 'stroke-width': 2, fill: 'none', opacity: 0.85 }))
  // Patching and oil-stain texture.
  let patches = ''
  for (let i = 0; i < 18; i++) {
    const x = c.rng.range(x0, x1)
    const z = c.rng.range(z0, z1)
    const pts: Pt[] = []
    for (let j = 0; j < 6; j++) {
      const a = (j / 6) * Math.PI * 2
      pts.push(g(x + Math.cos(a) * c.rng.range(1, 3), z + Math.sin(a) * c.rng.range(1, 3)))
    }
    patches += smoothD(pts)
  }
  doc.add(path(patches, { fill: '#4c4f53', opacity: 0.4 }))
}

/** Parking-lot light pole. */
export function lightPole(c: Ctx3, x: number, z: number, height = 24): void {
  const { doc, cam } = c
  const b = cam.project(v3(x, 0, z))
  const t = cam.project(v3(x, height, z))
  const k = cam.scaleAt(v3(x, 0, z))
  const arm = cam.project(v3(x + 3, height, z))
  doc.add(
    path(lineD([b, t]), { stroke: '#6c7176', 'stroke-width': Math.max(2, k * 0.35) }),
    path(lineD([t, arm]), { stroke: '#6c7176', 'stroke-width': Math.max(1.5, k * 0.2) }),
    rect(arm[0] - k * 0.8, arm[1] - k * 0.15, k * 1.6, k * 0.35, { fill: '#3c4045', rx: k * 0.1 }),
  )
}

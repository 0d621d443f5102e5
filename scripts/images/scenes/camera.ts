/**
 * A tiny 3-D layer: a level pinhole camera (vertical lines stay vertical, like an
 * architectural photo), flat Lambert shading from a sun direction, oriented boxes with
 * back-face culling, and ground shadows. World units are feet; x right, y up, z away.
 */
import { darken, f, mix, poly, polyD, scale, type Attrs, type Pt } from './svg.ts'

export interface V3 {
  readonly x: number
  readonly y: number
  readonly z: number
}

export const v3 = (x: number, y: number, z: number): V3 => ({ x, y, z })
export const add = (a: V3, b: V3): V3 => v3(a.x + b.x, a.y + b.y, a.z + b.z)
export const sub = (a: V3, b: V3): V3 => v3(a.x - b.x, a.y - b.y, a.z - b.z)
export const mul = (a: V3, k: number): V3 => v3(a.x * k, a.y * k, a.z * k)
export const dot = (a: V3, b: V3) => a.x * b.x + a.y * b.y + a.z * b.z
export const cross = (a: V3, b: V3): V3 => v3(a.y * b.z - a.z * b.y, a.z * b.x - a.x * b.z, a.x * b.y - a.y * b.x)
export const length = (a: V3) => Math.sqrt(dot(a, a))
export const normalize = (a: V3): V3 => mul(a, 1 / (length(a) || 1))
export const UP = v3(0, 1, 0)

export interface CameraSpec {
  W: number
  H: number
  /** Eye position in feet. */
  eye: V3
  /** Degrees; positive turns the view to the right. */
  yaw?: number
  /** Horizontal field of view in degrees. */
  fov?: number
  /** Screen y of the horizon (a lens shift, so verticals stay vertical). */
  horizon?: number
  /** Screen x of the optical centre. */
  centerX?: number
}

export class Camera {
  readonly eye: V3
  readonly focal: number
  readonly horizon: number
  readonly centerX: number
  private readonly right: V3
  private readonly forward: V3

  constructor(readonly spec: CameraSpec) {
    const yaw = ((spec.yaw ?? 0) * Math.PI) / 180
    this.eye = spec.eye
    this.forward = v3(Math.sin(yaw), 0, Math.cos(yaw))
    this.right = v3(Math.cos(yaw), 0, -Math.sin(yaw))
    this.focal = spec.W / 2 / Math.tan((((spec.fov ?? 55) / 2) * Math.PI) / 180)
    this.horizon = spec.horizon ?? spec.H * 0.45
    this.centerX = spec.centerX ?? spec.W / 2
  }

  /** Camera-space depth (feet in front of the eye), clamped to stay in front. */
  depth(p: V3): number {
    return Math.max(0.05, this.rawDepth(p))
  }

  /** Signed camera-space depth (negative behind the eye). */
  rawDepth(p: V3): number {
    return dot(sub(p, this.eye), this.forward)
  }

  project(p: V3): Pt {
    const d = sub(p, this.eye)
    const z = Math.max(0.05, dot(d, this.forward))
    return [this.centerX + (this.focal * dot(d, this.right)) / z, this.horizon - (this.focal * d.y) / z]
  }

  /** Screen pixels per foot at a point's depth. */
  scaleAt(p: V3): number {
    return this.focal / this.depth(p)
  }

  /** World direction of the ray through a screen point. */
  unprojectDir(sx: number, sy: number): V3 {
    const x = (sx - this.centerX) / this.focal
    const y = (this.horizon - sy) / this.focal
    return normalize(add(add(this.forward, mul(this.right, x)), v3(0, y, 0)))
  }

  /** World point on the ground (y = 0) seen at screen position (sx, sy); sy must be below the horizon. */
  unproject(sx: number, sy: number, y = 0): V3 {
    const dy = Math.max(0.01, sy - this.horizon)
    const z = (this.focal * (this.eye.y - y)) / dy
    const x = ((sx - this.centerX) * z) / this.focal
    return add(add(this.eye, mul(this.forward, z)), add(mul(this.right, x), v3(0, y - this.eye.y, 0)))
  }
}

// ---------------------------------------------------------------------------------------
// Light

export class Light {
  /** Direction the sunlight travels (from the sun into the scene), normalised. */
  readonly dir: V3
  constructor(
    dir: V3,
    readonly ambient = 0.62,
    readonly diffuse = 0.48,
    readonly warmth = 0.06,
    /** Colour of the sunlight mixed into lit faces. */
    readonly sunColor = '#ffb347',
  ) {
    this.dir = normalize(dir)
  }

  /** Lambert-shaded colour of a face with the given outward normal. */
  shade(color: string, normal: V3): string {
    const lambert = Math.max(0, -dot(normalize(normal), this.dir))
    const k = this.ambient + this.diffuse * lambert
    const lit = scale(color, k)
    return lambert > 0 ? mix(lit, this.sunColor, this.warmth * lambert) : mix(lit, '#27406b', 0.05)
  }

  /** Where a point's shadow falls on the ground plane (y = groundY). */
  shadowOf(p: V3, groundY = 0): V3 {
    const t = (groundY - p.y) / (this.dir.y || -1e-6)
    return add(p, mul(this.dir, t))
  }
}

// ---------------------------------------------------------------------------------------
// Oriented boxes

/** An oriented frame: origin plus unit axes (u along, v across, w up). */
export interface Frame {
  o: V3
  u: V3
  v: V3
  w: V3
}

export function frameAt(o: V3, along: V3): Frame {
  const u = normalize(v3(along.x, 0, along.z))
  return { o, u, v: cross(u, UP), w: UP }
}

export const worldFrame: Frame = { o: v3(0, 0, 0), u: v3(1, 0, 0), v: v3(0, 0, 1), w: UP }

export function inFrame(fr: Frame, a: number, b: number, c: number): V3 {
  return add(fr.o, add(add(mul(fr.u, a), mul(fr.v, b)), mul(fr.w, c)))
}

export type Range = readonly [number, number]

export interface Face {
  points: V3[]
  normal: V3
  center: V3
  kind: 'top' | 'bottom' | 'side'
}

/** The six faces of a box spanning [a0,a1]×[b0,b1]×[c0,c1] in a frame. */
export function boxFaces(fr: Frame, a: Range, b: Range, c: Range): Face[] {
  const p = (i: number, j: number, k: number) => inFrame(fr, a[i]!, b[j]!, c[k]!)
  const face = (pts: V3[], normal: V3, kind: Face['kind']): Face => {
    const center = mul(pts.reduce(add, v3(0, 0, 0)), 1 / pts.length)
    return { points: pts, normal, center, kind }
  }
  return [
    face([p(0, 0, 0), p(1, 0, 0), p(1, 0, 1), p(0, 0, 1)], mul(fr.v, -1), 'side'),
    face([p(0, 1, 0), p(1, 1, 0), p(1, 1, 1), p(0, 1, 1)], fr.v, 'side'),
    face([p(0, 0, 0), p(0, 1, 0), p(0, 1, 1), p(0, 0, 1)], mul(fr.u, -1), 'side'),
    face([p(1, 0, 0), p(1, 1, 0), p(1, 1, 1), p(1, 0, 1)], fr.u, 'side'),
    face([p(0, 0, 1), p(1, 0, 1), p(1, 1, 1), p(0, 1, 1)], fr.w, 'top'),
    face([p(0, 0, 0), p(1, 0, 0), p(1, 1, 0), p(0, 1, 0)], mul(fr.w, -1), 'bottom'),
  ]
}

export function isVisible(cam: Camera, face: Face): boolean {
  return dot(face.normal, sub(cam.eye, face.center)) > 1e-6
}

export interface BoxStyle {
  color: string
  /** Colour of the top face before shading (defaults to color). */
  top?: string
  /** Thin outline in a darker tone, for crisp illustration edges. */
  outline?: string | false
  outlineWidth?: number
  attrs?: Attrs
}

/** Visible faces of a box, Lambert shaded, as one group of paths. */
export function box(cam: Camera, light: Light, fr: Frame, a: Range, b: Range, c: Range, style: BoxStyle): string {
  let out = ''
  for (const face of boxFaces(fr, a, b, c)) {
    if (!isVisible(cam, face)) continue
    const base = face.kind === 'top' ? (style.top ?? style.color) : style.color
    const fill = light.shade(base, face.normal)
    out += poly(
      face.points.map((q) => cam.project(q)),
      {
        fill,
        stroke: style.outline === false ? undefined : (style.outline ?? darken(fill, 0.25)),
        'stroke-width': style.outline === false ? undefined : (style.outlineWidth ?? 0.6),
        'stroke-linejoin': 'round',
        ...style.attrs,
      },
    )
  }
  return out
}

/** Project a world polygon. */
export function proj(cam: Camera, points: readonly V3[]): Pt[] {
  return points.map((p) => cam.project(p))
}

// ---------------------------------------------------------------------------------------
// Shadows

export function convexHull(points: readonly Pt[]): Pt[] {
  const pts = [...points].sort((p, q) => p[0] - q[0] || p[1] - q[1])
  if (pts.length < 3) return pts
  const crossZ = (o: Pt, a: Pt, b: Pt) => (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0])
  const lower: Pt[] = []
  for (const p of pts) {
    while (lower.length >= 2 && crossZ(lower[lower.length - 2]!, lower[lower.length - 1]!, p) <= 0) lower.pop()
    lower.push(p)
  }
  const upper: Pt[] = []
  for (let i = pts.length - 1; i >= 0; i--) {
    const p = pts[i]!
    while (upper.length >= 2 && crossZ(upper[upper.length - 2]!, upper[upper.length - 1]!, p) <= 0) upper.pop()
    upper.push(p)
  }
  return [...lower.slice(0, -1), ...upper.slice(0, -1)]
}

/** Screen polygon of the ground shadow cast by a set of world points (convex hull). */
export function shadowPolygon(cam: Camera, light: Light, points: readonly V3[], groundY = 0): Pt[] {
  return convexHull(points.map((p) => cam.project(light.shadowOf(p, groundY))))
}

/** Shadow path data of a box on the ground. */
export function boxShadowD(cam: Camera, light: Light, fr: Frame, a: Range, b: Range, c: Range): string {
  const corners: V3[] = []
  for (const i of a) for (const j of b) for (const k of c) corners.push(inFrame(fr, i, j, k))
  return polyD(shadowPolygon(cam, light, corners))
}

export const fmtPt = (p: Pt) => `${f(p[0])} ${f(p[1])}`

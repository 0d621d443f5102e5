/**
 * Low-level SVG helpers shared by every scene: number formatting, a seeded random number
 * generator, colour arithmetic and a small document builder with a `<defs>` section.
 *
 * Scenes are drawn in a design space 900 units tall (1600 wide for 16:9 heroes, 1200 wide
 * for 4:3 cards) and the document's `width`/`height` set the pixel size it renders at.
 */

export type Pt = readonly [number, number]

/** What every scene generator receives. */
export interface SceneContext {
  /** Design-space width: 1600 for 16:9, 1200 for 4:3. */
  W: number
  /** Design-space height, always 900. */
  H: number
  /** Pixel size the SVG declares (the largest encoded width of its role). */
  pixelWidth: number
  pixelHeight: number
  /** Seed for the scene's pseudo-random texture (the image name). */
  seed: string
}

export type Scene = (ctx: SceneContext) => string

export const DESIGN_HEIGHT = 900

/** Design-space size for an aspect ratio: always 900 tall. */
export function designSize(aspectWidth: number, aspectHeight: number): { W: number; H: number } {
  return { W: Math.round((DESIGN_HEIGHT * aspectWidth) / aspectHeight), H: DESIGN_HEIGHT }
}

// ---------------------------------------------------------------------------------------
// Numbers and markup

/** One decimal is plenty at 900 units tall and keeps the SVG small. */
export function f(n: number): string {
  const r = Math.round(n * 10) / 10
  return Object.is(r, -0) ? '0' : String(r)
}

export function ptsAttr(points: readonly Pt[]): string {
  return points.map(([x, y]) => `${f(x)},${f(y)}`).join(' ')
}

/** Closed path data for a polygon. */
export function polyD(points: readonly Pt[]): string {
  if (points.length === 0) return ''
  return `M${points.map(([x, y]) => `${f(x)} ${f(y)}`).join('L')}Z`
}

/** Open path data for a polyline. */
export function lineD(points: readonly Pt[]): string {
  if (points.length === 0) return ''
  return `M${points.map(([x, y]) => `${f(x)} ${f(y)}`).join('L')}`
}

/** Smooth closed path through points (Catmull-Rom converted to cubic Béziers). */
export function smoothD(points: readonly Pt[], closed = true, tension = 0.5): string {
  const n = points.length
  if (n < 3) return closed ? polyD(points) : lineD(points)
  const at = (i: number): Pt => {
    if (closed) return points[((i % n) + n) % n]!
    return points[Math.max(0, Math.min(n - 1, i))]!
  }
  let d = `M${f(at(0)[0])} ${f(at(0)[1])}`
  const last = closed ? n : n - 1
  for (let i = 0; i < last; i++) {
    const p0 = at(i - 1)
    const p1 = at(i)
    const p2 = at(i + 1)
    const p3 = at(i + 2)
    const c1: Pt = [p1[0] + ((p2[0] - p0[0]) * tension) / 3, p1[1] + ((p2[1] - p0[1]) * tension) / 3]
    const c2: Pt = [p2[0] - ((p3[0] - p1[0]) * tension) / 3, p2[1] - ((p3[1] - p1[1]) * tension) / 3]
    d += `C${f(c1[0])} ${f(c1[1])} ${f(c2[0])} ${f(c2[1])} ${f(p2[0])} ${f(p2[1])}`
  }
  return closed ? `${d}Z` : d
}

/** Circle as path data (for merging many circles into one path). */
export const circleD = (cx: number, cy: number, r: number) => `M${f(cx - r)} ${f(cy)}a${f(r)} ${f(r)} 0 1 0 ${f(2 * r)} 0a${f(r)} ${f(r)} 0 1 0 ${f(-2 * r)} 0Z`

export type Attrs = Record<string, string | number | undefined | null | false>

export function attrs(a: Attrs): string {
  let out = ''
  for (const [key, value] of Object.entries(a)) {
    if (value === undefined || value === null || value === false) continue
    const text = typeof value === 'number' ? f(value) : value
    out += ` ${key}="${text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;')}"`
  }
  return out
}

export function el(tag: string, a: Attrs = {}, children?: string): string {
  return children === undefined ? `<${tag}${attrs(a)}/>` : `<${tag}${attrs(a)}>${children}</${tag}>`
}

export const path = (d: string, a: Attrs = {}) => (d ? el('path', { d, ...a }) : '')
export const poly = (points: readonly Pt[], a: Attrs = {}) => path(polyD(points), a)
export const rect = (x: number, y: number, w: number, h: number, a: Attrs = {}) => el('rect', { x, y, width: w, height: h, ...a })
export const circle = (cx: number, cy: number, r: number, a: Attrs = {}) => el('circle', { cx, cy, r, ...a })
export const ellipse = (cx: number, cy: number, rx: number, ry: number, a: Attrs = {}) => el('ellipse', { cx, cy, rx, ry, ...a })
export const line = (x1: number, y1: number, x2: number, y2: number, a: Attrs = {}) => el('line', { x1, y1, x2, y2, ...a })
export const group = (a: Attrs, children: string | readonly string[]) => el('g', a, typeof children === 'string' ? children : children.join(''))

// ---------------------------------------------------------------------------------------
// Seeded randomness (mulberry32 seeded by an FNV-1a hash of a string)

export function hashString(text: string): number {
  let h = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i)
    h = Math.imul(h, 0x01000193)
  }
  return h >>> 0
}

export class Rng {
  private state: number
  constructor(seed: string | number) {
    this.state = typeof seed === 'number' ? seed >>> 0 : hashString(seed)
  }
  /** Uniform in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0
    let t = this.state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  range(min: number, max: number): number {
    return min + (max - min) * this.next()
  }
  int(min: number, max: number): number {
    return Math.floor(this.range(min, max + 1))
  }
  chance(p: number): boolean {
    return this.next() < p
  }
  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)]!
  }
  /** Roughly normal (sum of three uniforms), mean 0, spread ≈ ±1. */
  gauss(): number {
    return this.next() + this.next() + this.next() - 1.5
  }
  /** A child generator, so adding draws in one place does not reshuffle another. */
  fork(label: string): Rng {
    return new Rng(hashString(`${this.state}:${label}`))
  }
}

// ---------------------------------------------------------------------------------------
// Colour

export type Rgb = readonly [number, number, number]

export function parseColor(hex: string): Rgb {
  const h = hex.replace('#', '')
  const full = h.length === 3 ? h.replace(/(.)/g, '$1$1') : h
  const n = Number.parseInt(full, 16)
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255]
}

export function toHex([r, g, b]: Rgb): string {
  const c = (v: number) =>
    Math.max(0, Math.min(255, Math.round(v)))
      .toString(16)
      .padStart(2, '0')
  return `#${c(r)}${c(g)}${c(b)}`
}

/** Linear mix of two hex colours, t = 0 gives a. */
export function mix(a: string, b: string, t: number): string {
  const ca = parseColor(a)
  const cb = parseColor(b)
  return toHex([ca[0] + (cb[0] - ca[0]) * t, ca[1] + (cb[1] - ca[1]) * t, ca[2] + (cb[2] - ca[2]) * t])
}

/** Multiply a colour's channels (0.8 darkens by 20 %, 1.2 brightens). */
export function scale(c: string, k: number): string {
  const [r, g, b] = parseColor(c)
  return toHex([r * k, g * k, b * k])
}

export const darken = (c: string, t: number) => mix(c, '#000000', t)
export const lighten = (c: string, t: number) => mix(c, '#ffffff', t)

/** Small random variation of brightness and warmth. */
export function jitter(c: string, rng: Rng, amount: number): string {
  const [r, g, b] = parseColor(c)
  const k = 1 + rng.gauss() * amount
  const warm = rng.gauss() * amount * 0.5
  return toHex([r * k * (1 + warm), g * k, b * k * (1 - warm)])
}

// ---------------------------------------------------------------------------------------
// Document

export interface Stop {
  offset: number
  color: string
  opacity?: number
}

export class SvgDoc {
  readonly W: number
  readonly H: number
  private readonly defs: string[] = []
  private readonly body: string[] = []
  private ids = 0
  private readonly cache = new Map<string, string>()

  constructor(
    readonly ctx: SceneContext,
    readonly background = '#cfe3f2',
  ) {
    this.W = ctx.W
    this.H = ctx.H
  }

  id(prefix: string): string {
    this.ids += 1
    return `${prefix}${this.ids.toString(36)}`
  }

  add(...markup: string[]): void {
    for (const m of markup) if (m) this.body.push(m)
  }

  def(markup: string): void {
    this.defs.push(markup)
  }

  /** Memoised definition: identical gradients/filters are written once. */
  private memo(key: string, make: (id: string) => string, prefix: string): string {
    const hit = this.cache.get(key)
    if (hit) return hit
    const id = this.id(prefix)
    this.def(make(id))
    const ref = `url(#${id})`
    this.cache.set(key, ref)
    return ref
  }

  private stopsMarkup(stops: readonly Stop[]): string {
    return stops
      .map((s) =>
        el('stop', {
          offset: s.offset,
          'stop-color': s.color,
          'stop-opacity': s.opacity === undefined || s.opacity === 1 ? undefined : s.opacity,
        }),
      )
      .join('')
  }

  /**
   * Linear gradient; coordinates are fractions of the filled shape's bounding box unless
   * `userSpace` is given, in which case they are design-space units.
   */
  linear(stops: readonly Stop[], x1 = 0, y1 = 0, x2 = 0, y2 = 1, userSpace = false): string {
    const a: Attrs = { x1, y1, x2, y2 }
    if (userSpace) a.gradientUnits = 'userSpaceOnUse'
    const key = `L${JSON.stringify(stops)}${x1},${y1},${x2},${y2},${userSpace}`
    return this.memo(key, (id) => el('linearGradient', { id, ...a }, this.stopsMarkup(stops)), 'g')
  }

  /** Radial gradient in user space (design units). */
  radial(stops: readonly Stop[], cx: number, cy: number, r: number, scaleY = 1): string {
    const key = `R${JSON.stringify(stops)}${cx},${cy},${r},${scaleY}`
    const transform = scaleY === 1 ? undefined : `translate(${f(cx)} ${f(cy)}) scale(1 ${scaleY}) translate(${f(-cx)} ${f(-cy)})`
    return this.memo(
      key,
      (id) => el('radialGradient', { id, cx, cy, r, gradientUnits: 'userSpaceOnUse', gradientTransform: transform }, this.stopsMarkup(stops)),
      'r',
    )
  }

  /** Gaussian blur filter (std deviation in design units). */
  blur(std: number): string {
    const key = `B${std}`
    return this.memo(
      key,
      (id) =>
        el(
          'filter',
          { id, x: '-50%', y: '-50%', width: '200%', height: '200%', 'color-interpolation-filters': 'sRGB' },
          el('feGaussianBlur', { stdDeviation: std }),
        ),
      'b',
    )
  }

  /** A clip path from raw shape markup; returns `url(#id)`. */
  clip(shapes: string): string {
    const id = this.id('c')
    this.def(el('clipPath', { id }, shapes))
    return `url(#${id})`
  }

  toString(): string {
    const { pixelWidth, pixelHeight } = this.ctx
    return (
      `<svg xmlns="http://www.w3.org/2000/svg" width="${pixelWidth}" height="${pixelHeight}" ` +
      `viewBox="0 0 ${this.W} ${this.H}" preserveAspectRatio="xMidYMid slice">` +
      (this.defs.length ? `<defs>${this.defs.join('')}</defs>` : '') +
      rect(0, 0, this.W, this.H, { fill: this.background }) +
      this.body.join('') +
      '</svg>'
    )
  }
}

export const clamp = (v: number, lo: number, hi: number) => Math.max(lo, Math.min(hi, v))
export const lerp = (a: number, b: number, t: number) => a + (b - a) * t
export const lerpPt = (a: Pt, b: Pt, t: number): Pt => [lerp(a[0], b[0], t), lerp(a[1], b[1], t)]

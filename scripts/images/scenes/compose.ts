/**
 * Scene composition: the standard outdoor layer stack (sky → sun → clouds → distant trees →
 * houses → trees → lawn → scene content → haze → vignette) with knobs for camera, mood and
 * backdrop. Scene modules describe what differs and draw their fences in `content`.
 */
import { v3, type V3 } from './camera.ts'
import {
  clouds,
  hills,
  house,
  lawn,
  stage,
  sun,
  sunHaze,
  sky,
  treeLine,
  vignette,
  worldTree,
  LEAVES_FAR,
  type HouseSpec,
  type LawnOptions,
  type Mood,
  type Stage,
  type TreeOptions,
} from './draw.ts'
import { Rng, SvgDoc, type SceneContext } from './svg.ts'

export interface TreeSpec {
  kind: 'oak' | 'cone' | 'myrtle'
  x: number
  z: number
  height: number
  options?: TreeOptions
}

export interface OutdoorOptions {
  mood?: Mood
  eye?: V3
  yaw?: number
  fov?: number
  horizon?: number
  sunDir?: V3
  sunScreen?: readonly [number, number]
  /** Draw the sun disc and glow (when it is in frame). */
  showSun?: boolean
  ambient?: number
  diffuse?: number
  clouds?: number
  cloudBand?: readonly [number, number]
  /** Distant tree line; false for open country. */
  treeLine?: boolean | { color?: string; height?: number; offset?: number }
  /** Rolling pasture hills instead of (or behind) the tree line. */
  hills?: { color: string; amplitude: number }
  houses?: readonly HouseSpec[]
  trees?: readonly TreeSpec[]
  lawn?: LawnOptions | false
  haze?: number
  vignette?: number
}

/** Build an outdoor scene; `content` draws the fences, props and foreground. */
export function outdoor(ctx: SceneContext, o: OutdoorOptions, content: (st: Stage) => void): string {
  const mood = o.mood ?? 'day'
  const doc = new SvgDoc(ctx)
  const rng = new Rng(ctx.seed)
  const st = stage(doc, rng, {
    eye: o.eye ?? v3(0, 5.2, 0),
    yaw: o.yaw,
    fov: o.fov,
    horizon: o.horizon,
    sunDir: o.sunDir,
    sunScreen: o.sunScreen,
    mood,
    ambient: o.ambient ?? (mood === 'golden' ? 0.74 : mood === 'overcast' ? 0.82 : 0.68),
    diffuse: o.diffuse ?? (mood === 'overcast' ? 0.2 : 0.55),
  })
  const { cam, light } = st
  const bg = rng.fork('backdrop')
  sky(doc, cam.horizon, mood)
  if (o.showSun) sun(doc, st.sunAt[0], st.sunAt[1], mood === 'golden' ? 26 : 22, mood, mood === 'golden' ? 1.3 : 0.9)
  const [cTop, cBottom] = o.cloudBand ?? [70, Math.max(120, cam.horizon - 170)]
  clouds(doc, bg, o.clouds ?? 3, cTop, cBottom, mood, doc.W / 1600 + 0.2)
  if (o.hills) hills(doc, bg, cam.horizon - o.hills.amplitude * 0.2, o.hills.amplitude, cam.horizon + 30, o.hills.color)
  if (o.treeLine !== false) {
    const tl = typeof o.treeLine === 'object' ? o.treeLine : {}
    const h = tl.height ?? 55
    const haze = mood === 'golden' ? '#8ea184' : mood === 'overcast' ? '#8f9c90' : '#87a890'
    treeLine(doc, bg, { y: cam.horizon - h - (tl.offset ?? 0), bottom: cam.horizon + 40, height: h, color: tl.color ?? haze, highlight: LEAVES_FAR.highlight })
    treeLine(doc, bg, { y: cam.horizon - h * 0.55 - (tl.offset ?? 0), bottom: cam.horizon + 40, height: h * 0.7, color: '#6d9070' })
  }
  for (const h of o.houses ?? []) house(doc, cam, light, bg, h)
  const trees = [...(o.trees ?? [])].sort((a, b) => b.z - a.z)
  for (const t of trees) worldTree(doc, cam, light, bg, t.kind, t.x, t.z, t.height, t.options)
  if (o.lawn !== false) lawn(doc, cam, rng.fork('lawn'), { tufts: 90, tuftTop: cam.horizon + 120, ...(o.lawn ?? {}) })
  content(st)
  if (mood === 'golden') sunHaze(doc, st.sunAt[0], st.sunAt[1], doc.W * 0.6, o.haze ?? 0.38)
  else if (o.haze) sunHaze(doc, st.sunAt[0], st.sunAt[1], doc.W * 0.7, o.haze, '#fff4d8')
  vignette(doc, o.vignette ?? 0.22)
  return doc.toString()
}

/** Typical suburban homes for backdrops behind a fence, placed across the view. */
export function neighborHouses(z: number, xs: readonly number[], variant = 0): HouseSpec[] {
  const looks = [
    { wall: '#b7714f', roofColor: '#5e5650', texture: 'brick' as const },
    { wall: '#d5c29f', roofColor: '#5a4f4a', texture: 'stone' as const },
    { wall: '#e6ded0', roofColor: '#56524f', texture: 'siding' as const },
    { wall: '#a9694c', roofColor: '#4f4845', texture: 'brick' as const },
  ]
  return xs.map((x, i) => {
    const look = looks[(i + variant) % looks.length]!
    return {
      x,
      z: z + (i % 2) * 8,
      width: 44 + ((i + variant) % 3) * 6,
      depth: 30,
      wallH: i % 3 === 2 ? 11 : 19,
      roof: (i + variant) % 3 === 1 ? 'gable' : 'hip',
      pitch: 0.5,
      chimney: (i + variant) % 2 === 0,
      ...look,
    }
  })
}

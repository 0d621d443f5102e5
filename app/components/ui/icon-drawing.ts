import type { IconNode } from 'lucide'
import type { IconDrawer } from './icon.tsx'

/**
 * The prerender's side of `Icon` (icon.tsx), apart so no island's code carries it: a lucide
 * icon's shapes (paths, circles, rectangles, lines, polylines) as the data of
 * one `<path>`, drawn the same with lucide's stroke. Each drawing is worked out once per build.
 */

type Attributes = Record<string, string>

const number = /[+-]?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?/gi
const round = (value: number) => String(Math.round(value * 1000) / 1000)
const num = (attributes: Attributes, name: string) => Number(attributes[name] ?? 0)

/**
 * A path's data, made safe to follow another subpath: a leading relative `m` is relative to the
 * origin only at the start of a path, so it becomes an absolute `M`, and the coordinate pairs
 * after it (relative lines) an explicit `l`.
 */
export function standalonePath(d: string): string {
  const data = d.trim()
  if (!data.startsWith('m')) return data
  const end = data.slice(1).search(/[a-df-z]/i)
  const first = end === -1 ? data.slice(1) : data.slice(1, end + 1)
  const rest = end === -1 ? '' : data.slice(end + 1)
  const [x, y, ...more] = first.match(number) ?? []
  if (x === undefined || y === undefined) throw new Error(`A path starts with a move without a point: ${d}`)
  return `M${x} ${y}${more.length > 0 ? `l${more.join(' ')}` : ''}${rest}`
}

const ellipse = (cx: number, cy: number, rx: number, ry: number) =>
  `M${round(cx - rx)} ${round(cy)}a${round(rx)} ${round(ry)} 0 1 0 ${round(2 * rx)} 0a${round(rx)} ${round(ry)} 0 1 0 ${round(-2 * rx)} 0z`

function rectangle(attributes: Attributes): string {
  const [x, y, width, height] = [num(attributes, 'x'), num(attributes, 'y'), num(attributes, 'width'), num(attributes, 'height')]
  const rxGiven = attributes.rx ?? attributes.ry
  const rx = Math.min(Number(rxGiven ?? 0), width / 2)
  const ry = Math.min(Number(attributes.ry ?? rxGiven ?? 0), height / 2)
  if (rx === 0 || ry === 0) return `M${round(x)} ${round(y)}h${round(width)}v${round(height)}h${round(-width)}z`
  const corner = (dx: number, dy: number) => `a${round(rx)} ${round(ry)} 0 0 1 ${round(dx)} ${round(dy)}`
  return (
    `M${round(x + rx)} ${round(y)}h${round(width - 2 * rx)}${corner(rx, ry)}v${round(height - 2 * ry)}${corner(-rx, ry)}` +
    `h${round(-(width - 2 * rx))}${corner(-rx, -ry)}v${round(-(height - 2 * ry))}${corner(rx, -ry)}z`
  )
}

function points(list: string | undefined, close: boolean): string {
  const values = list?.match(number) ?? []
  if (values.length < 4 || values.length % 2 !== 0) throw new Error(`Not a list of points: ${list}`)
  const [x, y, ...rest] = values
  return `M${x} ${y}L${rest.join(' ')}${close ? 'z' : ''}`
}

/** One shape of a drawing as path data. */
export function shapePath(tag: string, attributes: Attributes): string {
  switch (tag) {
    case 'path':
      return standalonePath(attributes.d ?? '')
    case 'circle':
      return ellipse(num(attributes, 'cx'), num(attributes, 'cy'), num(attributes, 'r'), num(attributes, 'r'))
    case 'ellipse':
      return ellipse(num(attributes, 'cx'), num(attributes, 'cy'), num(attributes, 'rx'), num(attributes, 'ry'))
    case 'rect':
      return rectangle(attributes)
    case 'line':
      return `M${round(num(attributes, 'x1'))} ${round(num(attributes, 'y1'))}L${round(num(attributes, 'x2'))} ${round(num(attributes, 'y2'))}`
    case 'polyline':
      return points(attributes.points, false)
    case 'polygon':
      return points(attributes.points, true)
    default:
      throw new Error(`An icon shape this drawer does not know: <${tag}>`)
  }
}

/** The geometry a shape may carry; anything else (its own fill or stroke) could not be joined. */
const geometry = new Set(['d', 'cx', 'cy', 'r', 'rx', 'ry', 'x', 'y', 'width', 'height', 'x1', 'y1', 'x2', 'y2', 'points'])

/** The shapes of an icon's data, in order, each with its geometry. */
export function drawingShapes(icon: IconNode): Array<{ tag: string; attributes: Attributes }> {
  return icon.map(([tag, given]) => {
    const attributes = Object.fromEntries(Object.entries(given).map(([name, value]) => [name, String(value)]))
    const extra = Object.keys(attributes).filter((name) => !geometry.has(name))
    if (extra.length > 0) throw new Error(`A <${tag}> with ${extra.join(', ')}: its shapes cannot be drawn as one path`)
    return { tag, attributes }
  })
}

const drawings = new Map<IconNode, string>()

/** The prerender's `IconDrawer`: lucide's drawing of the icon as one path's data. */
export const drawIcon: IconDrawer = (icon) => {
  let d = drawings.get(icon)
  if (d === undefined) {
    d = drawingShapes(icon)
      .map(({ tag, attributes }) => shapePath(tag, attributes))
      .join('')
    drawings.set(icon, d)
  }
  return d
}

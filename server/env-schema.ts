import { isIP } from 'node:net'
import { z } from 'zod'
import { defaultConfirmationWording, type ConfirmationWording } from './notifications/confirmation-wording.ts'

// The kinds of value server/config.ts reads; a refusal never repeats the value, as some are secrets.

export const text = z.string().trim()
export const booleanText = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', 'on', 'off'], { error: 'must be true or false' })
  .transform((value) => ['true', '1', 'yes', 'on'].includes(value))

export const integer = (min: number, max: number, what = 'an integer') =>
  text
    .regex(/^\d+$/, `must be ${what} between ${min} and ${max}`)
    .transform(Number)
    .pipe(z.number().int().min(min, `must be at least ${min}`).max(max, `must be at most ${max}`))

const MB = 1024 * 1024
export const megabytes = (min: number, max: number, byDefault: number) =>
  integer(min, max)
    .transform((mb) => mb * MB)
    .default(byDefault * MB)

const durationUnits = { ms: 1, s: 1000, m: 60_000, h: 3_600_000 } as const

export const duration = (min: number, max: number) =>
  text
    .regex(/^\d+\s*(ms|s|m|h)?$/, 'must be a duration such as 60000, 60s, 1m or 1h')
    // Checked above: digits, then the unit if any.
    .transform((value) => parseInt(value, 10) * durationUnits[(value.replace(/^\d+\s*/, '') || 'ms') as keyof typeof durationUnits])
    .pipe(z.number().min(min, `must be at least ${min} ms`).max(max, `must be at most ${max} ms`))

const listItems = (value: string) =>
  value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)
export const list = z.string().transform(listItems)

export const urlWithScheme = (protocol: RegExp, message: string) =>
  text.refine((value) => URL.canParse(value) && protocol.test(new URL(value).protocol), { message })
export const httpUrl = z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })

// "Facebook=https://…": a name a customer recognises and its page.
export const namedLink = z.string().transform((item, context) => {
  const [name, url] = [item.slice(0, item.indexOf('=')).trim(), item.slice(item.indexOf('=') + 1).trim()]
  if (name && item.includes('=') && httpUrl.safeParse(url).success) return { name, url }
  context.addIssue({ code: 'custom', message: 'each item must be Name=https://… such as Facebook=https://www.facebook.com/…/reviews' })
  return z.NEVER
})

export const origin = text
  .refine((value) => URL.canParse(value) && new URL(value).origin === value.replace(/\/+$/, ''), {
    message: 'must be a list of origins such as https://www.example.com,http://localhost:3000 (scheme, host and port only)',
  })
  .transform((value) => value.replace(/\/+$/, ''))

// No keyword, path or `;` can reach the policy.
export const tagHost = text
  .transform((value) => value.replace(/\/+$/, '').toLowerCase())
  .refine((value) => /^https:\/\/(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)+(:\d{1,5})?$/.test(value) && URL.canParse(value.replace('*.', '')), {
    message:
      'must be a comma-separated list of https origins such as https://connect.facebook.net,https://*.doubleclick.net (scheme and host only; * only as the first label)',
  })

export const mailbox = text.refine((value) => z.email().safeParse(/<([^<>]+)>\s*$/.exec(value)?.[1] ?? value).success, {
  message: 'must be an e-mail address, optionally with a name: "Website" <noreply@example.com>',
})

const phraseNames = Object.keys(defaultConfirmationWording) as (keyof ConfirmationWording)[]
export const confirmationWording = z
  .string()
  .transform((value, context) => {
    try {
      return JSON.parse(value) as unknown
    } catch {
      context.addIssue({ code: 'custom', message: 'must be a JSON object such as {"withinTheHour": "within 30 minutes"}' })
      return z.NEVER
    }
  })
  .pipe(
    z.strictObject(
      Object.fromEntries(phraseNames.map((name) => [name, text.min(1).max(300).optional()])) as Record<keyof ConfirmationWording, z.ZodOptional<z.ZodString>>,
      { error: `must be a JSON object of phrases named ${phraseNames.join(', ')}` },
    ),
  )

function isProxyAddress(item: string): boolean {
  if (['loopback', 'linklocal', 'uniquelocal'].includes(item) || isIP(item) !== 0) return true
  const range = /^(.+)\/(\d{1,3})$/.exec(item)
  const version = range ? isIP(range[1]!) : 0
  return version !== 0 && Number(range![2]) <= (version === 4 ? 32 : 128)
}

// Never `true`: the leftmost X-Forwarded-For is whatever the client wrote, and every rate limit would key on it.
export const trustProxy = text
  .refine((value) => /^false$/i.test(value) || /^\d{1,3}$/.test(value) || listItems(value).every(isProxyAddress), {
    message:
      'must be a hop count (1: one load balancer in front) or a comma-separated list of proxy addresses or CIDR ranges such as 10.0.0.0/8,127.0.0.1 (not true: any client could then choose its own address)',
  })
  .transform((value) => {
    if (/^false$/i.test(value)) return false
    if (!/^\d+$/.test(value)) return listItems(value)
    const hops = Number(value)
    return hops === 0 ? false : (_address: string, hop: number) => hop < hops
  })

export const emailList = list.pipe(z.array(z.email('must be a comma-separated list of e-mail addresses')).min(1, 'must name at least one address'))

export const hostName = text
  .toLowerCase()
  .regex(
    /^(?=.{1,253}$)[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/,
    'must be a host name such as inbox.example.com (no scheme, port or path)',
  )

export const pushSubject = text.refine((value) => /^mailto:[^@\s]+@[^@\s]+$/.test(value) || (URL.canParse(value) && new URL(value).protocol === 'https:'), {
  message: 'must be a mailto: or https: address the push services can reach you at',
})

export const sqliteSynchronous = text
  .transform((value) => value.toUpperCase())
  .pipe(z.enum(['FULL', 'EXTRA', 'NORMAL'], { error: 'must be FULL, EXTRA or NORMAL (OFF would lose committed leads)' }))

const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const
export const logLevel = z.enum(logLevels, { error: `must be one of ${logLevels.join(', ')}` })

interface Rules<Key> {
  set: (key: Key) => boolean
  valid: (key: Key) => boolean
  problem: (key: Key, message: string) => void
  together: (a: Key, b: Key) => void
}

// The rules run even when a value is bad, so they are listed with every other problem.
export function feature<Shape extends z.ZodRawShape, Part>(
  shape: Shape,
  build: (e: z.output<z.ZodObject<Shape>>) => Part,
  rules?: (rule: Rules<keyof Shape & string>, e: z.output<z.ZodObject<Shape>>) => void,
) {
  const check = (e: z.output<z.ZodObject<Shape>>, context: z.RefinementCtx) => {
    const set = (key: string) => (e as Record<string, unknown>)[key] !== undefined
    const valid = (key: string) => !context.issues.some((issue) => issue.path?.[0] === key)
    const problem = (key: string, message: string) => context.addIssue({ code: 'custom', path: [key], message })
    rules?.({ set, valid, problem, together: (a, b) => set(a) !== set(b) && problem(set(a) ? b : a, `${a} and ${b} must be set together`) }, e)
  }
  return z
    .object(shape)
    .superRefine(check, { when: () => true })
    .transform(build)
}

import { createHash } from 'node:crypto'
import { isIPv4, isIPv6 } from 'node:net'
import type { FastifyRequest } from 'fastify'
import { cleanEmailAddress } from '#lead/plain-text.ts'

// Nothing locks the account: the owner on another network signs in as usual.
export const loginThrottle = { attempts: 5, minutes: 15 }

// People type passwords into the address field.
export const unknownAddress = '(unknown address)'

// Hashed: the counters never hold what a stranger typed (sometimes a password). Cleaned first: PostgreSQL cannot even compare text holding NUL.
export function addressKey(typed: string): string {
  return createHash('sha256')
    .update(`owner sign-in\0${cleanEmailAddress(typed)}`)
    .digest('hex')
}

// One subscriber usually holds a whole IPv6 /64.
export function clientNetwork(ip: string): string {
  const address = ip.replace(/%.*$/, '')
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)
  if (mapped) return mapped[1]!
  if (isIPv4(address) || !isIPv6(address)) return address
  const [head = '', tail] = address.split('::')
  const groups = (part: string | undefined) => (part ? part.split(':').flatMap((group) => (group.includes('.') ? ['0', '0'] : [group])) : [])
  const left = groups(head)
  const right = groups(tail)
  const all = tail === undefined ? left : [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right]
  return `${all
    .slice(0, 4)
    .map((group) => parseInt(group, 16).toString(16))
    .join(':')}::/64`
}

const userAgentMaxLength = 200

export function auditClient(request: FastifyRequest) {
  return { client: request.ip, userAgent: request.headers['user-agent']?.replace(/\p{Cc}/gu, ' ').slice(0, userAgentMaxLength) }
}

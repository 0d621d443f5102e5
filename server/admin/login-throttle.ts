import { createHash } from 'node:crypto'
import { isIPv4, isIPv6 } from 'node:net'
import type { FastifyRequest } from 'fastify'
import { cleanEmailAddress } from '#lead/plain-text.ts'

/**
 * Sign-in throttle: after `attempts` attempts for one typed address from one client network
 * within `minutes` of the first, the rest of that window answers 429 to that address from that
 * network, the right password included. Nothing locks the account itself: the owner on another
 * network, or after the window, signs in as usual, whatever a stranger tried. A sign-in that
 * succeeds clears its own counter; `npm run leads -- unlock EMAIL` clears every counter of an address.
 */
export const loginThrottle = { attempts: 5, minutes: 15 }

/** What the audit log keeps instead of the typed address when it is no account's (people type passwords there). */
export const unknownAddress = '(unknown address)'

/** The typed address as sign-in compares it with the accounts. */
export function normalizeAddress(typed: string): string {
  // Control characters out first: PostgreSQL cannot even compare text holding NUL.
  return cleanEmailAddress(typed)
}

/**
 * The key a typed address is counted under: a SHA-256 of it, so the counters never hold what a
 * stranger typed (a password, sometimes). Any text has one, account or not, so an unknown address
 * is throttled exactly as a known one.
 */
export function addressKey(typed: string): string {
  return createHash('sha256')
    .update(`owner sign-in\0${normalizeAddress(typed)}`)
    .digest('hex')
}

/**
 * The client network an attempt comes from: an IPv4 address, or the /64 of an IPv6 address (one
 * subscriber usually holds a whole /64, so counting single IPv6 addresses would count nothing).
 */
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

/** Who an audit entry's request came from: the client's address and its user agent, cut short and without control characters. */
export function auditClient(request: FastifyRequest): { client: string; userAgent?: string } {
  const userAgent = request.headers['user-agent']
  return {
    client: request.ip,
    userAgent: userAgent === undefined ? undefined : userAgent.replace(/\p{Cc}/gu, ' ').slice(0, userAgentMaxLength),
  }
}

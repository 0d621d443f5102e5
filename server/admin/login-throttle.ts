import { createHash } from 'node:crypto'
import { isIPv4, isIPv6 } from 'node:net'
import type { FastifyRequest } from 'fastify'
import { cleanEmailAddress } from '#lead/plain-text.ts'

/** Per typed address and client network, the right password refused too; nothing locks the account: the owner elsewhere signs in as usual.
 * `npm run leads -- unlock EMAIL` clears every counter of an address. */
export const loginThrottle = { attempts: 5, minutes: 15 }

/** What the audit log keeps instead of the typed address when it is no account's (people type passwords there). */
export const unknownAddress = '(unknown address)'

export function normalizeAddress(typed: string): string {
  // Control characters out first: PostgreSQL cannot even compare text holding NUL.
  return cleanEmailAddress(typed)
}

/** Hashed, so the counters never hold what a stranger typed (sometimes a password); an unknown address is throttled like a known one. */
export function addressKey(typed: string): string {
  return createHash('sha256')
    .update(`owner sign-in\0${normalizeAddress(typed)}`)
    .digest('hex')
}

/** The /64 of an IPv6 address: one subscriber usually holds a whole /64, so counting single addresses would count nothing. */
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

/** Cut short and without control characters. */
export function auditClient(request: FastifyRequest): { client: string; userAgent?: string } {
  const userAgent = request.headers['user-agent']
  return {
    client: request.ip,
    userAgent: userAgent === undefined ? undefined : userAgent.replace(/\p{Cc}/gu, ' ').slice(0, userAgentMaxLength),
  }
}

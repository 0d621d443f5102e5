import { expect, it } from 'vitest'
import { addressKey, auditClient, clientNetwork } from './login-throttle.ts'

it('counts IPv4 clients by address and IPv6 clients by their /64', () => {
  expect(clientNetwork('203.0.113.50')).toBe('203.0.113.50')
  expect(clientNetwork('::ffff:203.0.113.50')).toBe('203.0.113.50')
  expect(clientNetwork('2001:db8:abcd:12:1:2:3:4')).toBe('2001:db8:abcd:12::/64')
  expect(clientNetwork('2001:0DB8:ABCD:0012:ffff::1')).toBe('2001:db8:abcd:12::/64')
  expect(clientNetwork('2001:db8::1')).toBe('2001:db8:0:0::/64')
  expect(clientNetwork('fe80::1%eth0')).toBe('fe80:0:0:0::/64')
  expect(clientNetwork('::1')).toBe('0:0:0:0::/64')
  expect(clientNetwork('64:ff9b::192.0.2.33')).toBe('64:ff9b:0:0::/64')
})

it('keys a typed address by a hash of it, the same whatever its case and spaces', () => {
  expect(addressKey(' Owner@Example.com ')).toBe(addressKey('owner@example.com'))
  expect(addressKey('owner@example.com')).toMatch(/^[0-9a-f]{64}$/)
  expect(addressKey('owner@example.com')).not.toBe(addressKey('other@example.com'))
})

it('gives the audit log the client address and a user agent cut short, without control characters', () => {
  const request = { ip: '198.51.100.7', headers: { 'user-agent': `Mozilla/5.0\t${'x'.repeat(300)}` } }
  expect(auditClient(request as never)).toEqual({ client: '198.51.100.7', userAgent: `Mozilla/5.0 ${'x'.repeat(188)}` })
  expect(auditClient({ ip: '::1', headers: {} } as never)).toEqual({ client: '::1', userAgent: undefined })
})

import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { ConfigError, loadServerConfig } from './config.ts'

const problems = (env: Record<string, string>) => {
  try {
    loadServerConfig(env, '/srv/app')
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError)
    return (error as Error).message
  }
  throw new Error('expected the configuration to be refused')
}

describe('server configuration', () => {
  it('runs with no settings at all', () => {
    const config = loadServerConfig({}, '/srv/app')
    expect(config).toMatchObject({
      port: 3000,
      host: 'localhost',
      dataDir: path.resolve('/srv/app/data'),
      staticDir: path.resolve('/srv/app/build/client'),
      databaseUrl: undefined,
      smtp: undefined,
      webhook: undefined,
      notifyEmailTo: ['quotes@lonestarfenceworks.example'],
      notifyEmailFrom: '"Lone Star Fence Works website" <noreply@lonestarfenceworks.example>',
      rateLimit: { max: 20, windowMs: 60_000 },
      outbox: { maxAttempts: 10, pollIntervalMs: 1000, leaseMs: 60_000 },
      dailySummaryHour: 7,
      sqliteSynchronous: 'FULL',
      leadPath: '/api/leads',
      clientKey: 'public-demo-client-key',
      clientKeyHeader: 'X-Client-Key',
      trustProxy: false,
      timeouts: { requestMs: 15_000, photoUploadMs: 900_000, keepAliveMs: 5_000, connectionMs: 30_000 },
    })
    expect(config.allowedOrigins).toEqual(['https://www.lonestarfenceworks.example', 'http://localhost:3000', 'http://127.0.0.1:3000'])
  })

  it('reads every variable', () => {
    const config = loadServerConfig(
      {
        PORT: '8080',
        HOST: '0.0.0.0',
        DATA_DIR: '/var/lib/leads',
        DATABASE_URL: 'postgres://leads:pw@db.internal:5432/leads',
        PG_POOL_MAX: '20',
        ALLOWED_ORIGINS: 'https://fence.example, https://www.fence.example/',
        SMTP_HOST: 'smtp.mail.example',
        SMTP_PORT: '465',
        SMTP_USER: 'site',
        SMTP_PASS: 'pw',
        NOTIFY_EMAIL_TO: 'a@fence.example,b@fence.example',
        NOTIFY_EMAIL_FROM: 'Website <web@fence.example>',
        WEBHOOK_URL: 'https://crm.example/hooks/lead',
        WEBHOOK_SECRET: 'a-long-enough-secret',
        RATE_LIMIT_MAX: '5',
        RATE_LIMIT_WINDOW: '10m',
        TRUST_PROXY: '1',
        OUTBOX_MAX_ATTEMPTS: '3',
        OUTBOX_POLL_INTERVAL: '2s',
        OUTBOX_LEASE: '2m',
        DAILY_SUMMARY_HOUR: '0',
        SQLITE_SYNCHRONOUS: 'extra',
        STATIC_DIR: 'dist',
        LOG_LEVEL: 'warn',
        SHUTDOWN_TIMEOUT: '10s',
        REQUEST_TIMEOUT: '20s',
        PHOTO_UPLOAD_TIMEOUT: '30m',
        KEEP_ALIVE_TIMEOUT: '65s',
        CONNECTION_TIMEOUT: '2m',
        LEAD_CLIENT_KEY: 'another-client-key',
        LEAD_ENDPOINT: 'https://leads.fence.example/v1/leads',
      },
      '/srv/app',
    )
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      dataDir: '/var/lib/leads',
      databaseUrl: 'postgres://leads:pw@db.internal:5432/leads',
      pgPoolMax: 20,
      allowedOrigins: ['https://fence.example', 'https://www.fence.example'],
      smtp: { host: 'smtp.mail.example', port: 465, secure: true, auth: { user: 'site', pass: 'pw' } },
      notifyEmailTo: ['a@fence.example', 'b@fence.example'],
      notifyEmailFrom: 'Website <web@fence.example>',
      webhook: { url: 'https://crm.example/hooks/lead', secret: 'a-long-enough-secret' },
      rateLimit: { max: 5, windowMs: 600_000 },
      outbox: { maxAttempts: 3, pollIntervalMs: 2000, leaseMs: 120_000 },
      dailySummaryHour: 0,
      sqliteSynchronous: 'EXTRA',
      staticDir: path.resolve('/srv/app/dist'),
      logLevel: 'warn',
      shutdownTimeoutMs: 10_000,
      timeouts: { requestMs: 20_000, photoUploadMs: 1_800_000, keepAliveMs: 65_000, connectionMs: 120_000 },
      clientKey: 'another-client-key',
      leadPath: '/v1/leads',
    })
    expect(typeof config.trustProxy).toBe('function')
    expect(loadServerConfig({ SMTP_URL: 'smtps://u:p@smtp.example.com' }).smtp).toEqual({ url: 'smtps://u:p@smtp.example.com', requireTLS: true })
    expect(loadServerConfig({ PORT: '' }).port).toBe(3000)
  })

  it('names every bad value at once, without echoing secrets', () => {
    const message = problems({
      PORT: 'eighty',
      DATABASE_URL: 'mysql://root:hunter2@db/leads',
      ALLOWED_ORIGINS: 'https://ok.example,https://bad.example/path',
      WEBHOOK_URL: 'https://crm.example/hook',
      RATE_LIMIT_WINDOW: 'soon',
      SQLITE_SYNCHRONOUS: 'OFF',
      LOG_LEVEL: 'loud',
      NOTIFY_EMAIL_TO: 'owner-at-example',
      SITE_ZIP: '7500',
      REQUEST_TIMEOUT: '100ms',
      DAILY_SUMMARY_HOUR: '24',
    })
    expect(message).toContain('Invalid configuration')
    expect(message).toContain('PORT: must be an integer between 0 and 65535')
    expect(message).toContain('DATABASE_URL: must be a PostgreSQL URL')
    expect(message).toContain('ALLOWED_ORIGINS: must be a list of origins')
    expect(message).toContain('WEBHOOK_SECRET: is required when WEBHOOK_URL is set')
    expect(message).toContain('RATE_LIMIT_WINDOW: must be a duration')
    expect(message).toContain('SQLITE_SYNCHRONOUS: must be FULL, EXTRA or NORMAL')
    expect(message).toContain('LOG_LEVEL: must be one of')
    expect(message).toContain('NOTIFY_EMAIL_TO: must be a comma-separated list of e-mail addresses')
    expect(message).toContain('SITE_ZIP: must be a five-digit ZIP code')
    expect(message).toContain('REQUEST_TIMEOUT: must be at least 1000 ms')
    expect(message).toContain('DAILY_SUMMARY_HOUR: must be at most 23')
    expect(message).not.toContain('hunter2')
  })

  it('reads the hosts tags may use, for the Content-Security-Policy', () => {
    expect(loadServerConfig({}).tagHosts).toEqual([])
    const config = loadServerConfig({
      CSP_TAG_HOSTS:
        'https://connect.facebook.net, https://www.facebook.com/,https://*.doubleclick.net,HTTPS://WWW.GOOGLEADSERVICES.COM,,https://www.facebook.com',
    })
    expect(config.tagHosts).toEqual([
      'https://connect.facebook.net',
      'https://www.facebook.com',
      'https://*.doubleclick.net',
      'https://www.googleadservices.com',
    ])
  })

  it('refuses a tag host that is not an https origin, naming CSP_TAG_HOSTS', () => {
    for (const value of [
      'http://connect.facebook.net',
      'connect.facebook.net',
      'https://www.facebook.com/tr',
      'https://*',
      'https://*.com',
      'https://www.*.example.com',
      "'unsafe-eval'",
      'https://ok.example; script-src *',
      'https://ok.example https://other.example',
      '*',
      'data:',
    ]) {
      expect(problems({ CSP_TAG_HOSTS: `https://connect.facebook.net,${value}` }), value).toContain(
        'CSP_TAG_HOSTS: must be a comma-separated list of https origins',
      )
    }
  })

  it('refuses a photo upload deadline shorter than REQUEST_TIMEOUT or beyond an hour', () => {
    expect(problems({ REQUEST_TIMEOUT: '2m', PHOTO_UPLOAD_TIMEOUT: '1m' })).toContain('PHOTO_UPLOAD_TIMEOUT: must be at least REQUEST_TIMEOUT')
    expect(problems({ PHOTO_UPLOAD_TIMEOUT: '10s' })).toContain('PHOTO_UPLOAD_TIMEOUT: must be at least REQUEST_TIMEOUT')
    expect(problems({ PHOTO_UPLOAD_TIMEOUT: '2h' })).toContain('PHOTO_UPLOAD_TIMEOUT: must be at most 3600000 ms')
    expect(loadServerConfig({ REQUEST_TIMEOUT: '1m', PHOTO_UPLOAD_TIMEOUT: '1m' }).timeouts).toMatchObject({ requestMs: 60_000, photoUploadMs: 60_000 })
  })

  it('refuses SMTP settings that contradict each other', () => {
    expect(problems({ SMTP_URL: 'smtp://h', SMTP_HOST: 'h' })).toContain('SMTP_URL: set either SMTP_URL or SMTP_HOST, not both')
    expect(problems({ SMTP_HOST: 'smtp.example.com', SMTP_USER: 'u' })).toContain('SMTP_PASS: SMTP_USER and SMTP_PASS must be set together')
    expect(problems({ SMTP_PORT: '25' })).toContain('SMTP_PORT: only applies together with SMTP_HOST')
    expect(problems({ WEBHOOK_URL: 'https://crm.example', WEBHOOK_SECRET: 'short' })).toContain('WEBHOOK_SECRET: must be at least 16 characters')
    expect(problems({ SMTP_URL: 'http://mail.example' })).toContain('SMTP_URL: must be an smtp:// or smtps:// URL')
  })

  it('trusts X-Forwarded-For only from a hop count or listed proxies, never from anyone (TRUST_PROXY=true)', () => {
    for (const value of ['true', 'TRUE', 'yes', 'proxy.internal', '10.0.0.0/33', '-1', '1.5']) {
      expect(problems({ TRUST_PROXY: value }), value).toContain(
        'TRUST_PROXY: must be a hop count (1: one load balancer in front) or a comma-separated list of proxy addresses or CIDR ranges',
      )
    }
    expect(loadServerConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false)
    expect(loadServerConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false)
    expect(loadServerConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1,::1, loopback' }).trustProxy).toEqual(['10.0.0.0/8', '127.0.0.1', '::1', 'loopback'])
    const twoHops = loadServerConfig({ TRUST_PROXY: '2' }).trustProxy as (address: string, hop: number) => boolean
    expect([twoHops('10.0.0.1', 0), twoHops('10.0.0.1', 1), twoHops('10.0.0.1', 2)]).toEqual([true, true, false])
  })

  it('caps notified leads per minute and per day, far above a real day, and reads 0 as no cap', () => {
    expect(loadServerConfig({}).notificationCap).toEqual({ perMinute: 30, perDay: 500, perAddressPerDay: 5, confirmationsPerDomainPerHour: 20 })
    expect(
      loadServerConfig({ LEAD_CAP_PER_MINUTE: '5', LEAD_CAP_PER_DAY: '0', LEAD_CAP_PER_ADDRESS: '0', CONFIRMATION_DOMAIN_CAP: '3' }).notificationCap,
    ).toEqual({ perMinute: 5, perDay: 0, perAddressPerDay: 0, confirmationsPerDomainPerHour: 3 })
    expect(problems({ LEAD_CAP_PER_MINUTE: 'many' })).toContain('LEAD_CAP_PER_MINUTE: must be an integer between 0 and')
  })

  it('sends the digest of capped leads at most every 15 minutes unless told otherwise, between a minute and a day', () => {
    expect(loadServerConfig({}).digestIntervalMs).toBe(15 * 60_000)
    expect(loadServerConfig({ LEAD_DIGEST_INTERVAL: '1h' }).digestIntervalMs).toBe(3_600_000)
    expect(problems({ LEAD_DIGEST_INTERVAL: '30s' })).toContain('LEAD_DIGEST_INTERVAL: must be at least 60000 ms')
    expect(problems({ LEAD_DIGEST_INTERVAL: '25h' })).toContain('LEAD_DIGEST_INTERVAL: must be at most 86400000 ms')
    expect(problems({ LEAD_DIGEST_INTERVAL: 'often' })).toContain('LEAD_DIGEST_INTERVAL: must be a duration')
  })

  it('leases a notification to the instance sending it for a minute unless told otherwise, between a second and an hour', () => {
    expect(loadServerConfig({ OUTBOX_LEASE: '5s' }).outbox.leaseMs).toBe(5000)
    expect(problems({ OUTBOX_LEASE: '500ms' })).toContain('OUTBOX_LEASE: must be at least 1000 ms')
    expect(problems({ OUTBOX_LEASE: '2h' })).toContain('OUTBOX_LEASE: must be at most 3600000 ms')
  })

  it('requires TLS from the SMTP server unless SMTP_REQUIRE_TLS=false', () => {
    expect(loadServerConfig({ SMTP_HOST: 'smtp.example.com' }).smtp).toMatchObject({ port: 587, secure: false, requireTLS: true })
    expect(loadServerConfig({ SMTP_URL: 'smtp://u:p@smtp.example.com:587' }).smtp).toEqual({ url: 'smtp://u:p@smtp.example.com:587', requireTLS: true })
    expect(loadServerConfig({ SMTP_HOST: 'localhost', SMTP_PORT: '1025', SMTP_REQUIRE_TLS: 'false' }).smtp).toMatchObject({ requireTLS: false })
    expect(loadServerConfig({ SMTP_URL: 'smtp://localhost:1025', SMTP_REQUIRE_TLS: 'false' }).smtp).toMatchObject({ requireTLS: false })
    expect(problems({ SMTP_REQUIRE_TLS: 'false' })).toContain('SMTP_REQUIRE_TLS: only applies together with SMTP_URL or SMTP_HOST')
  })

  it('reads the confirmation, alert and reminder settings, and refuses bad ones by name', () => {
    const defaults = loadServerConfig({})
    expect(defaults.confirmation).toMatchObject({ replyTo: 'quotes@lonestarfenceworks.example', wording: {} })
    expect(defaults.push).toMatchObject({ subject: 'mailto:quotes@lonestarfenceworks.example', allowLoopbackEndpoints: false })
    expect(defaults.reminderAfterMs).toBe(10 * 60_000)
    const set = loadServerConfig({
      CONFIRMATION_FROM: '"Fence team" <team@lonestarfenceworks.example>',
      CONFIRMATION_WORDING: '{"withinTheHour": "within 30 minutes"}',
      REMINDER_AFTER: '0',
    })
    expect(set.confirmation).toMatchObject({ from: '"Fence team" <team@lonestarfenceworks.example>', wording: { withinTheHour: 'within 30 minutes' } })
    expect(set.reminderAfterMs).toBe(0)
    expect(loadServerConfig({ CONFIRMATION_EMAIL: 'false' }).confirmation).toBeUndefined()

    expect(problems({ CONFIRMATION_WORDING: 'within the hour' })).toContain('CONFIRMATION_WORDING: must be a JSON object')
    expect(problems({ CONFIRMATION_WORDING: '{"withinTheHour": 3}' })).toContain('CONFIRMATION_WORDING:')
    expect(problems({ CONFIRMATION_WORDING: '{"sinceForever": "x"}' })).toContain('CONFIRMATION_WORDING:')
    expect(problems({ VAPID_PUBLIC_KEY: 'B'.repeat(87) })).toContain('VAPID_PRIVATE_KEY: VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together')
    expect(problems({ VAPID_PUBLIC_KEY: 'short', VAPID_PRIVATE_KEY: 'x'.repeat(43) })).toContain('VAPID_PUBLIC_KEY: must be a VAPID public key')
    expect(problems({ VAPID_SUBJECT: 'owner@example.com' })).toContain('VAPID_SUBJECT: must be a mailto: or https: address')
    expect(problems({ REMINDER_AFTER: 'soon' })).toContain('REMINDER_AFTER: must be a duration')
  })
})

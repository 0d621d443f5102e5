import { isIP } from 'node:net'
import path from 'node:path'
import { z } from 'zod'
import { loadSiteConfig, siteEnvSchema, type SiteConfig } from '../config/site-config.ts'
import { defaultConfirmationWording, type ConfirmationWording } from './notifications/confirmation-email.ts'
import type { PhotoLimits } from '../lead/photo-rules.ts'
import type { PhotoBucketSettings } from './photos/photo-bucket.ts'

/**
 * The collector's own settings, read from environment variables and validated once at
 * start. Unlike config/site-config.ts these may hold secrets (SMTP password, webhook
 * secret, database password): none of them ever reaches the browser or a log line.
 */

const emptyToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value)
/** An unset or blank variable counts as absent, so `FOO=` in an env file means "use the default". */
const env = <T extends z.ZodType>(schema: T) => z.preprocess(emptyToUndefined, schema)

const booleanText = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', 'on', 'off'], { error: 'must be true or false' })
  .transform((value) => ['true', '1', 'yes', 'on'].includes(value))

const integer = (min: number, max: number, what = 'an integer') =>
  z
    .string()
    .trim()
    .regex(/^\d+$/, `must be ${what} between ${min} and ${max}`)
    .transform(Number)
    .pipe(z.number().int().min(min, `must be at least ${min}`).max(max, `must be at most ${max}`))

const durationUnits = { ms: 1, s: 1000, m: 60_000, h: 3_600_000 } as const

/** "1500", "1500ms", "30s", "1m", "2h": a duration in milliseconds. */
export const duration = (min: number, max: number) =>
  z
    .string()
    .trim()
    .regex(/^\d+\s*(ms|s|m|h)?$/, 'must be a duration such as 60000, 60s, 1m or 1h')
    .transform((value) => {
      const match = /^(\d+)\s*(ms|s|m|h)?$/.exec(value)!
      return Number(match[1]) * durationUnits[(match[2] ?? 'ms') as keyof typeof durationUnits]
    })
    .pipe(z.number().min(min, `must be at least ${min} ms`).max(max, `must be at most ${max} ms`))

/** "a, b,,c" → ["a", "b", "c"]: the items of a comma-separated list, trimmed, empty ones left out. */
const listItems = (value: string) =>
  value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)
const commaSeparated = z.string().transform(listItems)

const matching = (pattern: RegExp, message: string) => z.string().trim().regex(pattern, message)
/** A URL whose scheme (with its colon) matches `protocol`. */
const urlWithScheme = (protocol: RegExp, message: string) =>
  z
    .string()
    .trim()
    .refine((value) => URL.canParse(value) && protocol.test(new URL(value).protocol), { message })
const httpUrl = z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })

const origin = z
  .string()
  .trim()
  .refine((value) => URL.canParse(value) && new URL(value).origin === value.replace(/\/+$/, ''), {
    message: 'must be a list of origins such as https://www.example.com,http://localhost:3000 (scheme, host and port only)',
  })
  .transform((value) => value.replace(/\/+$/, ''))

/**
 * A host the Content-Security-Policy lets a Tag Manager tag use: an https origin, whose first label
 * may be `*` for every subdomain. Nothing else can reach the policy (no keywords, paths or `;`).
 */
const tagHost = z
  .string()
  .trim()
  .transform((value) => value.replace(/\/+$/, '').toLowerCase())
  .refine((value) => /^https:\/\/(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)+(:\d{1,5})?$/.test(value) && URL.canParse(value.replace('*.', '')), {
    message:
      'must be a comma-separated list of https origins such as https://connect.facebook.net,https://*.doubleclick.net (scheme and host only; * only as the first label)',
  })

const emailList = commaSeparated.pipe(z.array(z.email('must be a comma-separated list of e-mail addresses')).min(1, 'must name at least one address'))

const mailbox = z
  .string()
  .trim()
  .refine((value) => z.email().safeParse(/<([^<>]+)>\s*$/.exec(value)?.[1] ?? value).success, {
    message: 'must be an e-mail address, optionally with a name: "Website" <noreply@example.com>',
  })

/** A proxy address for TRUST_PROXY: an IP address, a CIDR range, or one of proxy-addr's names for the private ranges. */
function isProxyAddress(item: string): boolean {
  if (['loopback', 'linklocal', 'uniquelocal'].includes(item) || isIP(item) !== 0) return true
  const range = /^(.+)\/(\d{1,3})$/.exec(item)
  const version = range ? isIP(range[1]!) : 0
  return version !== 0 && Number(range![2]) <= (version === 4 ? 32 : 128)
}

/**
 * Whose X-Forwarded-For to believe: a hop count or the proxies' addresses. Not `true`: the
 * leftmost address is whatever the client wrote, and every rate limit would key on it.
 */
const trustProxySetting = z
  .string()
  .trim()
  .refine((value) => /^false$/i.test(value) || /^\d{1,3}$/.test(value) || listItems(value).every(isProxyAddress), {
    message:
      'must be a hop count (1: one load balancer in front) or a comma-separated list of proxy addresses or CIDR ranges such as 10.0.0.0/8,127.0.0.1 (not true: any client could then choose its own address)',
  })

export const serverEnvSchema = z.object({
  PORT: env(integer(0, 65535).default(3000)),
  HOST: env(z.string().trim().default('localhost')),
  DATA_DIR: env(z.string().trim().default('./data')),
  DATABASE_URL: env(urlWithScheme(/^postgres(ql)?:$/, 'must be a PostgreSQL URL such as postgres://user:password@host:5432/database').optional()),
  PG_POOL_MAX: env(integer(1, 1000).default(10)),
  CSP_TAG_HOSTS: env(commaSeparated.pipe(z.array(tagHost)).optional()),
  ALLOWED_ORIGINS: env(commaSeparated.pipe(z.array(origin)).optional()),
  SMTP_URL: env(urlWithScheme(/^smtps?:$/, 'must be an smtp:// or smtps:// URL such as smtps://user:password@smtp.example.com:465').optional()),
  SMTP_HOST: env(matching(/^[\w.-]+$/, 'must be a host name such as smtp.example.com').optional()),
  SMTP_PORT: env(integer(1, 65535).optional()),
  SMTP_SECURE: env(booleanText.optional()),
  SMTP_USER: env(z.string().optional()),
  SMTP_PASS: env(z.string().optional()),
  SMTP_REQUIRE_TLS: env(booleanText.optional()),
  NOTIFY_EMAIL_TO: env(emailList.optional()),
  NOTIFY_EMAIL_FROM: env(mailbox.optional()),
  CONFIRMATION_EMAIL: env(booleanText.default(true)),
  CONFIRMATION_FROM: env(mailbox.optional()),
  CONFIRMATION_REPLY_TO: env(z.email('must be an e-mail address').optional()),
  CONFIRMATION_WORDING: env(
    z
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
          Object.fromEntries(Object.keys(defaultConfirmationWording).map((key) => [key, z.string().trim().min(1).max(300).optional()])) as Record<
            keyof ConfirmationWording,
            z.ZodOptional<z.ZodString>
          >,
          { error: `must be a JSON object of phrases named ${Object.keys(defaultConfirmationWording).join(', ')}` },
        ),
      )
      .optional(),
  ),
  VAPID_PUBLIC_KEY: env(matching(/^[A-Za-z0-9_-]{87}$/, 'must be a VAPID public key (87 base64url characters)').optional()),
  VAPID_PRIVATE_KEY: env(matching(/^[A-Za-z0-9_-]{43}$/, 'must be a VAPID private key (43 base64url characters)').optional()),
  VAPID_SUBJECT: env(
    z
      .string()
      .trim()
      .refine((value) => /^mailto:[^@\s]+@[^@\s]+$/.test(value) || (URL.canParse(value) && new URL(value).protocol === 'https:'), {
        message: 'must be a mailto: or https: address the push services can reach you at',
      })
      .optional(),
  ),
  PUSH_LOOPBACK_ENDPOINTS: env(booleanText.default(false)),
  REMINDER_AFTER: env(duration(0, 24 * 3_600_000).default(10 * 60_000)),
  WEBHOOK_URL: env(httpUrl.optional()),
  WEBHOOK_SECRET: env(z.string().min(16, 'must be at least 16 characters').optional()),
  RATE_LIMIT_MAX: env(integer(1, 1_000_000).default(20)),
  RATE_LIMIT_WINDOW: env(duration(1000, 86_400_000).default(60_000)),
  TRUST_PROXY: env(trustProxySetting.optional()),
  LEAD_CAP_PER_MINUTE: env(integer(0, 1_000_000).default(30)),
  LEAD_CAP_PER_DAY: env(integer(0, 100_000_000).default(500)),
  LEAD_CAP_PER_ADDRESS: env(integer(0, 1_000_000).default(5)),
  CONFIRMATION_DOMAIN_CAP: env(integer(0, 1_000_000).default(20)),
  LEAD_DIGEST_INTERVAL: env(duration(60_000, 24 * 3_600_000).default(15 * 60_000)),
  OUTBOX_MAX_ATTEMPTS: env(integer(1, 1000).default(10)),
  DAILY_SUMMARY_HOUR: env(integer(0, 23, 'an hour').default(7)),
  OUTBOX_POLL_INTERVAL: env(duration(50, 600_000).default(1000)),
  SQLITE_SYNCHRONOUS: env(
    z
      .string()
      .trim()
      .transform((value) => value.toUpperCase())
      .pipe(
        z.enum(['FULL', 'EXTRA', 'NORMAL'], {
          error: 'must be FULL, EXTRA or NORMAL (OFF would lose committed leads)',
        }),
      )
      .default('FULL'),
  ),
  STATIC_DIR: env(z.string().trim().default('build/client')),
  LOG_LEVEL: env(
    z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
        error: 'must be one of fatal, error, warn, info, debug, trace, silent',
      })
      .default('info'),
  ),
  SHUTDOWN_TIMEOUT: env(duration(1000, 600_000).default(25_000)),
  REQUEST_TIMEOUT: env(duration(1000, 600_000).default(15_000)),
  PHOTO_UPLOAD_TIMEOUT: env(duration(1000, 3_600_000).default(15 * 60_000)),
  ADMIN_SESSION_SECRET: env(z.string().min(32, 'must be at least 32 characters').optional()),
  ADMIN_SESSION_IDLE: env(duration(60_000, 7 * 24 * 3_600_000).default(30 * 60_000)),
  ADMIN_LOCAL_HTTP: env(booleanText.optional()),
  ADMIN_HOST: env(
    z
      .string()
      .trim()
      .toLowerCase()
      .regex(
        /^(?=.{1,253}$)[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/,
        'must be a host name such as inbox.example.com (no scheme, port or path)',
      )
      .optional(),
  ),
  KEEP_ALIVE_TIMEOUT: env(duration(1000, 600_000).default(5_000)),
  PHOTO_DIR: env(z.string().trim().optional()),
  PHOTO_MAX_FILE_MB: env(integer(1, 200).default(25)),
  PHOTO_MAX_TOTAL_MB: env(integer(1, 1000).default(60)),
  PHOTO_MAX_MEGAPIXELS: env(integer(1, 1000).default(50)),
  PHOTO_MB_PER_ADDRESS_PER_DAY: env(integer(1, 1_000_000).default(100)),
  PHOTO_MB_PER_HOUR: env(integer(1, 10_000_000).default(1000)),
  PHOTO_MIN_FREE_MB: env(integer(0, 10_000_000).default(2048)),
  PHOTO_S3_BUCKET: env(z.string().trim().optional()),
  PHOTO_S3_ENDPOINT: env(httpUrl.optional()),
  PHOTO_S3_REGION: env(z.string().trim().default('us-east-1')),
  PHOTO_S3_PREFIX: env(z.string().trim().default('lead-photos/')),
  PHOTO_S3_ACCESS_KEY_ID: env(z.string().trim().optional()),
  PHOTO_S3_SECRET_ACCESS_KEY: env(z.string().trim().optional()),
  PHOTO_S3_PATH_STYLE: env(booleanText.default(false)),
  CONNECTION_TIMEOUT: env(duration(1000, 600_000).default(30_000)),
})

/** Rules between variables, checked on the raw values so they are reported along with every other problem. */
function crossVariableProblems(env: Record<string, string | undefined>): string[] {
  const set = (key: string) => emptyToUndefined(env[key]) !== undefined
  const problems: string[] = []
  /** A pair that only works together: names the one missing. */
  const pair = (a: string, b: string) => {
    if (set(a) !== set(b)) problems.push(`${set(a) ? b : a}: ${a} and ${b} must be set together`)
  }
  if (set('WEBHOOK_URL') && !set('WEBHOOK_SECRET')) problems.push('WEBHOOK_SECRET: is required when WEBHOOK_URL is set (the HMAC-SHA256 signing key)')
  if (set('WEBHOOK_SECRET') && !set('WEBHOOK_URL')) problems.push('WEBHOOK_URL: is required when WEBHOOK_SECRET is set')
  pair('VAPID_PUBLIC_KEY', 'VAPID_PRIVATE_KEY')
  if (set('PHOTO_S3_ACCESS_KEY_ID') !== set('PHOTO_S3_SECRET_ACCESS_KEY'))
    problems.push('PHOTO_S3_SECRET_ACCESS_KEY: PHOTO_S3_ACCESS_KEY_ID and PHOTO_S3_SECRET_ACCESS_KEY must be set together')
  for (const key of ['PHOTO_S3_ENDPOINT', 'PHOTO_S3_ACCESS_KEY_ID']) {
    if (set(key) && !set('PHOTO_S3_BUCKET')) problems.push(`${key}: only applies together with PHOTO_S3_BUCKET`)
  }
  if (set('SMTP_URL') && set('SMTP_HOST')) problems.push('SMTP_URL: set either SMTP_URL or SMTP_HOST, not both')
  for (const key of ['SMTP_PORT', 'SMTP_SECURE', 'SMTP_USER', 'SMTP_PASS']) {
    if (set(key) && !set('SMTP_HOST')) problems.push(`${key}: only applies together with SMTP_HOST (an SMTP_URL carries port, TLS and credentials itself)`)
  }
  if (set('SMTP_REQUIRE_TLS') && !set('SMTP_URL') && !set('SMTP_HOST')) problems.push('SMTP_REQUIRE_TLS: only applies together with SMTP_URL or SMTP_HOST')
  if (set('SMTP_HOST')) pair('SMTP_USER', 'SMTP_PASS')
  const requestMs = serverEnvSchema.shape.REQUEST_TIMEOUT.safeParse(env.REQUEST_TIMEOUT).data
  const photoUploadMs = serverEnvSchema.shape.PHOTO_UPLOAD_TIMEOUT.safeParse(env.PHOTO_UPLOAD_TIMEOUT).data
  if (requestMs !== undefined && photoUploadMs !== undefined && photoUploadMs < requestMs)
    problems.push('PHOTO_UPLOAD_TIMEOUT: must be at least REQUEST_TIMEOUT (an upload with photos gets more time than any other request, not less)')
  return problems
}

/**
 * `requireTLS`: on a connection not secure from the first byte, send nothing (login, lead) until
 * STARTTLS has secured it; a server that does not offer it, or an attacker who strips it, gets an error.
 */
export type SmtpSettings =
  { url: string; requireTLS: boolean } | { host: string; port: number; secure: boolean; requireTLS: boolean; auth?: { user: string; pass: string } }

export interface ServerConfig {
  port: number
  host: string
  /** Absolute. Holds leads.db (SQLite) and mail/ (e-mails, when no SMTP server is configured). */
  dataDir: string
  databaseUrl?: string
  pgPoolMax: number
  /** Origins a browser may post leads from (CORS). */
  allowedOrigins: string[]
  /** Hosts that tags added through Tag Manager (an ad pixel, a conversion tag) load from and report to: allowed by the CSP. */
  tagHosts: string[]
  /** Absent: e-mails are written as .eml files under dataDir/mail instead of being sent. */
  smtp?: SmtpSettings
  notifyEmailTo: string[]
  notifyEmailFrom: string
  webhook?: { url: string; secret: string }
  /** The homeowner's confirmation e-mail; absent when CONFIRMATION_EMAIL=false. */
  confirmation?: {
    from: string
    replyTo: string
    /** Configured phrases (CONFIRMATION_WORDING); the others keep the defaults of notifications/confirmation-email.ts. */
    wording: Partial<ConfirmationWording>
  }
  /**
   * Alerts on the owner's devices (Web Push). Without configured keys the server creates a pair
   * once and keeps it in the database.
   */
  push: { publicKey?: string; privateKey?: string; subject: string; allowLoopbackEndpoints: boolean }
  /** Business time after which an unanswered lead gets one reminder alert; 0: never. */
  reminderAfterMs: number
  rateLimit: { max: number; windowMs: number }
  /**
   * New genuine leads one instance notifies in a sliding minute and day (LEAD_CAP_*); past it a
   * lead is stored without notifications. 0: no cap.
   */
  notificationCap: {
    perMinute: number
    perDay: number
    /** Leads from one client address notified in a sliding day, ahead of the global cap (LEAD_CAP_PER_ADDRESS). */
    perAddressPerDay: number
    /** Confirmations to one recipient domain in a sliding hour (CONFIRMATION_DOMAIN_CAP); past it only the confirmation is left out. */
    confirmationsPerDomainPerHour: number
  }
  /**
   * The shortest time between two digest e-mails listing the leads stored past the notification
   * cap (LEAD_DIGEST_INTERVAL), across every instance.
   */
  digestIntervalMs: number
  trustProxy: TrustProxy
  outbox: { maxAttempts: number; pollIntervalMs: number }
  /** The hour (0-23, business time zone) from which the day's summary e-mail goes out; sent only with SMTP. */
  dailySummaryHour: number
  sqliteSynchronous: 'FULL' | 'EXTRA' | 'NORMAL'
  /** Absolute. The prerendered site (build/client). */
  staticDir: string
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent'
  shutdownTimeoutMs: number
  /**
   * The owner inbox's sessions: the key that signs their cookies (random per process when unset, so
   * a restart signs everyone out) and how long a session lasts without a request.
   */
  admin: {
    sessionSecret?: string
    sessionIdleMs: number
    /** Serve the inbox over plain HTTP to a browser on this machine (a local run); otherwise HTTPS only. */
    localHttp: boolean
    /**
     * ADMIN_HOST: the inbox's own host name. /admin answers only there (404 on every other host)
     * and the public site is not served there, so no script of the public site shares its origin.
     */
    host?: string
  }
  /**
   * How long a client may take to send a whole request (its headers always; its body unless it is
   * an upload with photos), how long an upload with photos may take (PHOTO_UPLOAD_TIMEOUT, decision
   * 24), how long an idle kept-alive connection stays open, and how long a connection may pass
   * without any traffic (a client that stops reading, or a request stuck in the server).
   */
  timeouts: { requestMs: number; photoUploadMs: number; keepAliveMs: number; connectionMs: number }
  /**
   * The photos quote requests carry (server/photos/): their limits, the folder they are kept in
   * (PHOTO_DIR, default DATA_DIR/photos) or an S3-compatible bucket (PHOTO_S3_*), and the folder
   * an upload is prepared in before it is stored.
   */
  photos: {
    limits: PhotoLimits
    dir: string
    workDir: string
    s3?: PhotoBucketSettings
    /** Photo bytes one address may add in a sliding day and all addresses in a sliding hour, and the free space below which none are taken. */
    budgets: { bytesPerAddressPerDay: number; bytesPerHour: number; minFreeBytes: number }
  }
  /** The path the form posts to, from LEAD_ENDPOINT. */
  leadPath: string
  /** The public client key the form sends in the X-Client-Key header, from LEAD_CLIENT_KEY. */
  clientKey: string
  clientKeyHeader: string
  site: SiteConfig
}

export class ConfigError extends Error {
  override name = 'ConfigError'
}

export type TrustProxy = boolean | string[] | ((address: string, hop: number) => boolean)

/** false, a hop count ("1": one load balancer in front) or a list of proxy addresses/CIDRs (validated by trustProxySetting). */
function parseTrustProxy(value: string | undefined): TrustProxy {
  if (value === undefined || /^false$/i.test(value)) return false
  if (/^\d+$/.test(value)) {
    const hops = Number(value)
    return hops === 0 ? false : (_address, hop) => hop < hops
  }
  return listItems(value)
}

/**
 * Validates the server and site environment together and reports every bad value at
 * once, by variable name. Values are never echoed: some of them are secrets.
 */
export function loadServerConfig(env: Record<string, string | undefined> = process.env, cwd = process.cwd()): ServerConfig {
  const server = serverEnvSchema.safeParse(env)
  const site = siteEnvSchema.safeParse(env)
  const issues = [...(server.error?.issues ?? []), ...(site.error?.issues ?? [])]
  const problems = [...issues.map((issue) => `${String(issue.path[0] ?? '(environment)')}: ${issue.message}`), ...crossVariableProblems(env)]
  if (!server.success || !site.success || problems.length > 0) {
    const lines = problems.map((problem) => `  - ${problem}`)
    throw new ConfigError(`Invalid configuration (fix these environment variables):\n${lines.join('\n')}`)
  }
  const e = server.data
  const siteConfig = loadSiteConfig(env)

  const smtp: SmtpSettings | undefined = e.SMTP_URL
    ? { url: e.SMTP_URL, requireTLS: e.SMTP_REQUIRE_TLS ?? true }
    : e.SMTP_HOST
      ? {
          host: e.SMTP_HOST,
          port: e.SMTP_PORT ?? (e.SMTP_SECURE ? 465 : 587),
          secure: e.SMTP_SECURE ?? e.SMTP_PORT === 465,
          requireTLS: e.SMTP_REQUIRE_TLS ?? true,
          auth: e.SMTP_USER !== undefined && e.SMTP_PASS !== undefined ? { user: e.SMTP_USER, pass: e.SMTP_PASS } : undefined,
        }
      : undefined

  const siteHost = new URL(siteConfig.siteUrl).hostname.replace(/^www\./, '')
  const allowedOrigins = e.ALLOWED_ORIGINS ?? [new URL(siteConfig.siteUrl).origin, `http://localhost:${e.PORT}`, `http://127.0.0.1:${e.PORT}`]
  const endpoint = siteConfig.lead.endpoint

  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(cwd, e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    pgPoolMax: e.PG_POOL_MAX,
    allowedOrigins: [...new Set(allowedOrigins)],
    tagHosts: [...new Set(e.CSP_TAG_HOSTS ?? [])],
    smtp,
    notifyEmailTo: e.NOTIFY_EMAIL_TO ?? [siteConfig.email],
    notifyEmailFrom: e.NOTIFY_EMAIL_FROM ?? `"${siteConfig.businessName} website" <noreply@${siteHost}>`,
    webhook: e.WEBHOOK_URL && e.WEBHOOK_SECRET ? { url: e.WEBHOOK_URL, secret: e.WEBHOOK_SECRET } : undefined,
    confirmation: e.CONFIRMATION_EMAIL
      ? {
          from: e.CONFIRMATION_FROM ?? e.NOTIFY_EMAIL_FROM ?? `"${siteConfig.businessName}" <noreply@${siteHost}>`,
          replyTo: e.CONFIRMATION_REPLY_TO ?? siteConfig.email,
          wording: Object.fromEntries(Object.entries(e.CONFIRMATION_WORDING ?? {}).filter(([, phrase]) => phrase !== undefined)),
        }
      : undefined,
    push: {
      publicKey: e.VAPID_PUBLIC_KEY,
      privateKey: e.VAPID_PRIVATE_KEY,
      subject: e.VAPID_SUBJECT ?? `mailto:${siteConfig.email}`,
      allowLoopbackEndpoints: e.PUSH_LOOPBACK_ENDPOINTS,
    },
    reminderAfterMs: e.REMINDER_AFTER,
    rateLimit: { max: e.RATE_LIMIT_MAX, windowMs: e.RATE_LIMIT_WINDOW },
    notificationCap: {
      perMinute: e.LEAD_CAP_PER_MINUTE,
      perDay: e.LEAD_CAP_PER_DAY,
      perAddressPerDay: e.LEAD_CAP_PER_ADDRESS,
      confirmationsPerDomainPerHour: e.CONFIRMATION_DOMAIN_CAP,
    },
    digestIntervalMs: e.LEAD_DIGEST_INTERVAL,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    outbox: { maxAttempts: e.OUTBOX_MAX_ATTEMPTS, pollIntervalMs: e.OUTBOX_POLL_INTERVAL },
    dailySummaryHour: e.DAILY_SUMMARY_HOUR,
    sqliteSynchronous: e.SQLITE_SYNCHRONOUS,
    staticDir: path.resolve(cwd, e.STATIC_DIR),
    logLevel: e.LOG_LEVEL,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT,
    admin: { sessionSecret: e.ADMIN_SESSION_SECRET, sessionIdleMs: e.ADMIN_SESSION_IDLE, localHttp: e.ADMIN_LOCAL_HTTP ?? false, host: e.ADMIN_HOST },
    timeouts: { requestMs: e.REQUEST_TIMEOUT, photoUploadMs: e.PHOTO_UPLOAD_TIMEOUT, keepAliveMs: e.KEEP_ALIVE_TIMEOUT, connectionMs: e.CONNECTION_TIMEOUT },
    photos: {
      limits: {
        maxFileBytes: e.PHOTO_MAX_FILE_MB * 1024 * 1024,
        maxTotalBytes: e.PHOTO_MAX_TOTAL_MB * 1024 * 1024,
        maxPixels: e.PHOTO_MAX_MEGAPIXELS * 1_000_000,
      },
      dir: path.resolve(cwd, e.PHOTO_DIR ?? path.join(e.DATA_DIR, 'photos')),
      workDir: path.resolve(cwd, e.DATA_DIR, 'photo-uploads'),
      budgets: {
        bytesPerAddressPerDay: e.PHOTO_MB_PER_ADDRESS_PER_DAY * 1024 * 1024,
        bytesPerHour: e.PHOTO_MB_PER_HOUR * 1024 * 1024,
        minFreeBytes: e.PHOTO_MIN_FREE_MB * 1024 * 1024,
      },
      s3: e.PHOTO_S3_BUCKET
        ? {
            bucket: e.PHOTO_S3_BUCKET,
            endpoint: e.PHOTO_S3_ENDPOINT,
            region: e.PHOTO_S3_REGION,
            prefix: e.PHOTO_S3_PREFIX,
            credentials:
              e.PHOTO_S3_ACCESS_KEY_ID && e.PHOTO_S3_SECRET_ACCESS_KEY
                ? { accessKeyId: e.PHOTO_S3_ACCESS_KEY_ID, secretAccessKey: e.PHOTO_S3_SECRET_ACCESS_KEY }
                : undefined,
            forcePathStyle: e.PHOTO_S3_PATH_STYLE,
          }
        : undefined,
    },
    leadPath: endpoint.startsWith('/') ? endpoint : new URL(endpoint).pathname,
    clientKey: siteConfig.lead.clientKey,
    clientKeyHeader: siteConfig.lead.clientKeyHeader,
    site: siteConfig,
  }
}

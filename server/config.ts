import path from 'node:path'
import { z } from 'zod'
import { siteConfigSchema, type SiteConfig } from '../config/site-config.ts'
import type { ConfirmationWording } from './notifications/confirmation-wording.ts'
import * as value from './env-schema.ts'

// Unlike config/site-config.ts these settings may hold secrets: none of them ever reaches the browser or a log line.

const { feature, text, booleanText, integer, duration, megabytes } = value

const http = feature(
  {
    PORT: integer(0, 65535).default(3000),
    HOST: text.default('localhost'),
    ALLOWED_ORIGINS: value.list.pipe(z.array(value.origin)).optional(),
    CSP_TAG_HOSTS: value.list.pipe(z.array(value.tagHost)).default([]),
    TRUST_PROXY: value.trustProxy.default(false),
    LOG_LEVEL: value.logLevel.default('info'),
  },
  (e) => (site: SiteConfig) => ({
    port: e.PORT,
    host: e.HOST,
    allowedOrigins: [...new Set(e.ALLOWED_ORIGINS ?? [new URL(site.siteUrl).origin, `http://localhost:${e.PORT}`, `http://127.0.0.1:${e.PORT}`])],
    tagHosts: [...new Set(e.CSP_TAG_HOSTS)],
    trustProxy: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
  }),
)

// Storage and photos both read it (the photos' default folder is in it); it cannot be refused, so it is never reported twice.
const dataDir = text.default('./data')

const storage = (cwd: string) =>
  feature(
    {
      DATA_DIR: dataDir,
      DATABASE_URL: value.urlWithScheme(/^postgres(ql)?:$/, 'must be a PostgreSQL URL such as postgres://user:password@host:5432/database').optional(),
      PG_POOL_MAX: integer(1, 1000).default(10),
      SQLITE_SYNCHRONOUS: value.sqliteSynchronous.default('FULL'),
      STATIC_DIR: text.default('build/client'),
    },
    (e) => ({
      dataDir: path.resolve(cwd, e.DATA_DIR),
      databaseUrl: e.DATABASE_URL,
      pgPoolMax: e.PG_POOL_MAX,
      sqliteSynchronous: e.SQLITE_SYNCHRONOUS,
      staticDir: path.resolve(cwd, e.STATIC_DIR),
    }),
  )

// A server that does not offer STARTTLS, or an attacker who strips it, gets an error.
export type SmtpSettings =
  { url: string; requireTLS: boolean } | { host: string; port: number; secure: boolean; requireTLS: boolean; auth?: { user: string; pass: string } }

const smtp = feature(
  {
    SMTP_URL: value.urlWithScheme(/^smtps?:$/, 'must be an smtp:// or smtps:// URL such as smtps://user:password@smtp.example.com:465').optional(),
    SMTP_HOST: text.regex(/^[\w.-]+$/, 'must be a host name such as smtp.example.com').optional(),
    SMTP_PORT: integer(1, 65535).optional(),
    SMTP_SECURE: booleanText.optional(),
    SMTP_USER: z.string().optional(),
    SMTP_PASS: z.string().optional(),
    SMTP_REQUIRE_TLS: booleanText.optional(),
  },
  (e) => {
    const requireTLS = e.SMTP_REQUIRE_TLS ?? true
    const auth = e.SMTP_USER !== undefined && e.SMTP_PASS !== undefined ? { user: e.SMTP_USER, pass: e.SMTP_PASS } : undefined
    const [port, secure] = [e.SMTP_PORT ?? (e.SMTP_SECURE ? 465 : 587), e.SMTP_SECURE ?? e.SMTP_PORT === 465]
    const smtp: SmtpSettings | undefined = e.SMTP_URL
      ? { url: e.SMTP_URL, requireTLS }
      : e.SMTP_HOST
        ? { host: e.SMTP_HOST, port, secure, requireTLS, auth }
        : undefined
    return { smtp }
  },
  ({ set, problem, together }) => {
    if (set('SMTP_URL') && set('SMTP_HOST')) problem('SMTP_URL', 'set either SMTP_URL or SMTP_HOST, not both')
    for (const key of ['SMTP_PORT', 'SMTP_SECURE', 'SMTP_USER', 'SMTP_PASS'] as const)
      if (set(key) && !set('SMTP_HOST')) problem(key, 'only applies together with SMTP_HOST (an SMTP_URL carries port, TLS and credentials itself)')
    if (set('SMTP_REQUIRE_TLS') && !set('SMTP_URL') && !set('SMTP_HOST')) problem('SMTP_REQUIRE_TLS', 'only applies together with SMTP_URL or SMTP_HOST')
    if (set('SMTP_HOST')) together('SMTP_USER', 'SMTP_PASS')
  },
)

const notifications = feature(
  {
    NOTIFY_EMAIL_TO: value.emailList.optional(),
    NOTIFY_EMAIL_FROM: value.mailbox.optional(),
    CONFIRMATION_EMAIL: booleanText.default(true),
    CONFIRMATION_FROM: value.mailbox.optional(),
    CONFIRMATION_REPLY_TO: z.email('must be an e-mail address').optional(),
    CONFIRMATION_WORDING: value.confirmationWording.default({}),
    WEBHOOK_URL: value.httpUrl.optional(),
    WEBHOOK_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
    WEBHOOK_STAGE_CHANGES: booleanText.default(false),
    REMINDER_AFTER: duration(0, 24 * 3_600_000).default(10 * 60_000),
    LEAD_DIGEST_INTERVAL: duration(60_000, 24 * 3_600_000).default(15 * 60_000),
    OUTBOX_MAX_ATTEMPTS: integer(1, 1000).default(10),
    OUTBOX_POLL_INTERVAL: duration(50, 600_000).default(1000),
    OUTBOX_LEASE: duration(1000, 3_600_000).default(60_000),
    DAILY_SUMMARY_HOUR: integer(0, 23, 'an hour').default(7),
    STATUS_LINK_DAYS: integer(0, 3650).default(90),
  },
  (e) => (site: SiteConfig) => {
    const siteHost = new URL(site.siteUrl).hostname.replace(/^www\./, '')
    const from = e.CONFIRMATION_FROM ?? e.NOTIFY_EMAIL_FROM ?? `"${site.businessName}" <noreply@${siteHost}>`
    const wording: Partial<ConfirmationWording> = Object.fromEntries(Object.entries(e.CONFIRMATION_WORDING).filter(([, phrase]) => phrase !== undefined))
    return {
      notifyEmailTo: e.NOTIFY_EMAIL_TO ?? [site.email],
      notifyEmailFrom: e.NOTIFY_EMAIL_FROM ?? `"${site.businessName} website" <noreply@${siteHost}>`,
      webhook: e.WEBHOOK_URL && e.WEBHOOK_SECRET ? { url: e.WEBHOOK_URL, secret: e.WEBHOOK_SECRET, stageChanges: e.WEBHOOK_STAGE_CHANGES } : undefined,
      confirmation: e.CONFIRMATION_EMAIL ? { from, replyTo: e.CONFIRMATION_REPLY_TO ?? site.email, wording } : undefined,
      reminderAfterMs: e.REMINDER_AFTER,
      digestIntervalMs: e.LEAD_DIGEST_INTERVAL,
      outbox: { maxAttempts: e.OUTBOX_MAX_ATTEMPTS, pollIntervalMs: e.OUTBOX_POLL_INTERVAL, leaseMs: e.OUTBOX_LEASE },
      dailySummaryHour: e.DAILY_SUMMARY_HOUR,
      statusLinkDays: e.STATUS_LINK_DAYS,
    }
  },
  ({ set, problem }) => {
    if (set('WEBHOOK_URL') && !set('WEBHOOK_SECRET')) problem('WEBHOOK_SECRET', 'is required when WEBHOOK_URL is set (the HMAC-SHA256 signing key)')
    if (set('WEBHOOK_SECRET') && !set('WEBHOOK_URL')) problem('WEBHOOK_URL', 'is required when WEBHOOK_SECRET is set')
  },
)

// A review request goes only where the owner said reviews live; off without a review link.
const reviews = feature(
  {
    REVIEW_REQUESTS: booleanText.default(true),
    GOOGLE_PLACE_ID: text.regex(/^[\w-]{10,}$/, 'must be a Google Place ID such as ChIJN1t_tDeuEmsRUsoyG83frY4').optional(),
    REVIEW_URL: value.httpUrl.optional(),
    REVIEW_ALSO: value.list.pipe(z.array(value.namedLink)).default([]),
    REVIEW_SEND_HOUR: integer(7, 18, 'an hour').default(10),
    REVIEW_REMINDER_DAYS: integer(0, 30).default(3),
  },
  (e) => {
    const url = e.REVIEW_URL ?? (e.GOOGLE_PLACE_ID && `https://search.google.com/local/writereview?placeid=${encodeURIComponent(e.GOOGLE_PLACE_ID)}`)
    const on = e.REVIEW_REQUESTS && url
    return { reviews: on ? { url, also: e.REVIEW_ALSO, sendHour: e.REVIEW_SEND_HOUR, reminderDays: e.REVIEW_REMINDER_DAYS } : undefined }
  },
  ({ set, problem }) => {
    if (set('REVIEW_URL') && set('GOOGLE_PLACE_ID')) problem('REVIEW_URL', 'set either REVIEW_URL or GOOGLE_PLACE_ID, not both')
  },
)

const push = feature(
  {
    VAPID_PUBLIC_KEY: text.regex(/^[A-Za-z0-9_-]{87}$/, 'must be a VAPID public key (87 base64url characters)').optional(),
    VAPID_PRIVATE_KEY: text.regex(/^[A-Za-z0-9_-]{43}$/, 'must be a VAPID private key (43 base64url characters)').optional(),
    VAPID_SUBJECT: value.pushSubject.optional(),
    PUSH_LOOPBACK_ENDPOINTS: booleanText.default(false),
  },
  (e) => (site: SiteConfig) => ({
    push: {
      publicKey: e.VAPID_PUBLIC_KEY,
      privateKey: e.VAPID_PRIVATE_KEY,
      subject: e.VAPID_SUBJECT ?? `mailto:${site.email}`,
      allowLoopbackEndpoints: e.PUSH_LOOPBACK_ENDPOINTS,
    },
  }),
  ({ together }) => together('VAPID_PUBLIC_KEY', 'VAPID_PRIVATE_KEY'),
)

const limits = feature(
  {
    RATE_LIMIT_MAX: integer(1, 1_000_000).default(20),
    RATE_LIMIT_WINDOW: duration(1000, 86_400_000).default(60_000),
    LEAD_CAP_PER_MINUTE: integer(0, 1_000_000).default(30),
    LEAD_CAP_PER_DAY: integer(0, 100_000_000).default(500),
    LEAD_CAP_PER_ADDRESS: integer(0, 1_000_000).default(5),
    CONFIRMATION_DOMAIN_CAP: integer(0, 1_000_000).default(20),
  },
  (e) => ({
    rateLimit: { max: e.RATE_LIMIT_MAX, windowMs: e.RATE_LIMIT_WINDOW },
    notificationCap: {
      perMinute: e.LEAD_CAP_PER_MINUTE,
      perDay: e.LEAD_CAP_PER_DAY,
      perAddressPerDay: e.LEAD_CAP_PER_ADDRESS,
      confirmationsPerDomainPerHour: e.CONFIRMATION_DOMAIN_CAP,
    },
  }),
)

const timeouts = feature(
  {
    REQUEST_TIMEOUT: duration(1000, 600_000).default(15_000),
    PHOTO_UPLOAD_TIMEOUT: duration(1000, 3_600_000).default(15 * 60_000),
    KEEP_ALIVE_TIMEOUT: duration(1000, 600_000).default(5_000),
    CONNECTION_TIMEOUT: duration(1000, 600_000).default(30_000),
    SHUTDOWN_TIMEOUT: duration(1000, 600_000).default(25_000),
  },
  (e) => ({
    timeouts: { requestMs: e.REQUEST_TIMEOUT, photoUploadMs: e.PHOTO_UPLOAD_TIMEOUT, keepAliveMs: e.KEEP_ALIVE_TIMEOUT, connectionMs: e.CONNECTION_TIMEOUT },
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT,
  }),
  ({ valid, problem }, e) => {
    if (valid('REQUEST_TIMEOUT') && valid('PHOTO_UPLOAD_TIMEOUT') && e.PHOTO_UPLOAD_TIMEOUT < e.REQUEST_TIMEOUT)
      problem('PHOTO_UPLOAD_TIMEOUT', 'must be at least REQUEST_TIMEOUT (an upload with photos gets more time than any other request, not less)')
  },
)

// Without ADMIN_SESSION_SECRET a restart signs everyone out. On ADMIN_HOST only /admin is served, so no public script shares its origin.
const admin = feature(
  {
    ADMIN_SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    ADMIN_SESSION_IDLE: duration(60_000, 7 * 24 * 3_600_000).default(30 * 60_000),
    ADMIN_LOCAL_HTTP: booleanText.default(false),
    ADMIN_HOST: value.hostName.optional(),
  },
  (e) => ({ admin: { sessionSecret: e.ADMIN_SESSION_SECRET, sessionIdleMs: e.ADMIN_SESSION_IDLE, localHttp: e.ADMIN_LOCAL_HTTP, host: e.ADMIN_HOST } }),
)

const photos = (cwd: string) =>
  feature(
    {
      DATA_DIR: dataDir,
      PHOTO_DIR: text.optional(),
      PHOTO_MAX_FILE_MB: megabytes(1, 200, 25),
      PHOTO_MAX_TOTAL_MB: megabytes(1, 1000, 60),
      PHOTO_MAX_MEGAPIXELS: integer(1, 1000).default(50),
      PHOTO_REQUESTS_PER_ADDRESS: integer(0, 10_000).default(5),
      PHOTO_MB_PER_ADDRESS_PER_DAY: megabytes(1, 1_000_000, 100),
      PHOTO_MB_PER_HOUR: megabytes(1, 10_000_000, 1000),
      PHOTO_MIN_FREE_MB: megabytes(0, 10_000_000, 2048),
      PHOTO_S3_BUCKET: text.optional(),
      PHOTO_S3_ENDPOINT: value.httpUrl.optional(),
      PHOTO_S3_REGION: text.default('us-east-1'),
      PHOTO_S3_PREFIX: text.default('lead-photos/'),
      PHOTO_S3_ACCESS_KEY_ID: text.optional(),
      PHOTO_S3_SECRET_ACCESS_KEY: text.optional(),
      PHOTO_S3_PATH_STYLE: booleanText.default(false),
    },
    (e) => {
      const [accessKeyId, secretAccessKey] = [e.PHOTO_S3_ACCESS_KEY_ID, e.PHOTO_S3_SECRET_ACCESS_KEY]
      const credentials = accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined
      const bucket = { endpoint: e.PHOTO_S3_ENDPOINT, region: e.PHOTO_S3_REGION, prefix: e.PHOTO_S3_PREFIX, credentials, forcePathStyle: e.PHOTO_S3_PATH_STYLE }
      const limits = { maxFileBytes: e.PHOTO_MAX_FILE_MB, maxTotalBytes: e.PHOTO_MAX_TOTAL_MB, maxPixels: e.PHOTO_MAX_MEGAPIXELS * 1_000_000 }
      const budgets = {
        requestsPerAddress: e.PHOTO_REQUESTS_PER_ADDRESS,
        bytesPerAddressPerDay: e.PHOTO_MB_PER_ADDRESS_PER_DAY,
        bytesPerHour: e.PHOTO_MB_PER_HOUR,
        minFreeBytes: e.PHOTO_MIN_FREE_MB,
      }
      const dir = path.resolve(cwd, e.PHOTO_DIR ?? path.join(e.DATA_DIR, 'photos'))
      const s3 = e.PHOTO_S3_BUCKET ? { bucket: e.PHOTO_S3_BUCKET, ...bucket } : undefined
      return { photos: { limits, dir, workDir: path.resolve(cwd, e.DATA_DIR, 'photo-uploads'), s3, budgets } }
    },
    ({ set, problem, together }) => {
      together('PHOTO_S3_ACCESS_KEY_ID', 'PHOTO_S3_SECRET_ACCESS_KEY')
      for (const key of ['PHOTO_S3_ENDPOINT', 'PHOTO_S3_ACCESS_KEY_ID'] as const)
        if (set(key) && !set('PHOTO_S3_BUCKET')) problem(key, 'only applies together with PHOTO_S3_BUCKET')
    },
  )

export const serverEnvSchema = (cwd = process.cwd()) => {
  const features = { http, storage: storage(cwd), smtp, notifications, reviews, push, limits, timeouts, admin, photos: photos(cwd) }
  // A blank variable counts as unset, so `FOO=` in an env file means "use the default" (the site's schema reads the raw values).
  const eachFeature = (variables: Record<string, string | undefined>) => {
    const set = Object.fromEntries(Object.entries(variables).filter(([, text]) => text?.trim()))
    return { site: variables, ...Object.fromEntries(Object.keys(features).map((name) => [name, set])) }
  }
  return z.preprocess(eachFeature, z.object({ site: siteConfigSchema, ...features })).transform(({ site, ...part }) => {
    const fromSite = { ...part.http(site), ...part.notifications(site), ...part.push(site) }
    const settings = { ...fromSite, ...part.storage, ...part.smtp, ...part.reviews, ...part.limits, ...part.timeouts, ...part.admin, ...part.photos }
    const { endpoint, clientKey, clientKeyHeader } = site.lead
    return { ...settings, leadPath: endpoint.startsWith('/') ? endpoint : new URL(endpoint).pathname, clientKey, clientKeyHeader, site }
  })
}

export type ServerConfig = z.output<ReturnType<typeof serverEnvSchema>>

export class ConfigError extends Error {
  override name = 'ConfigError'
}

export function loadServerConfig(env: Record<string, string | undefined> = process.env, cwd = process.cwd()): ServerConfig {
  const parsed = serverEnvSchema(cwd).safeParse(env)
  if (parsed.success) return parsed.data
  const lines = parsed.error.issues.map((issue) => `  - ${String(issue.path[1] ?? issue.path[0] ?? '(environment)')}: ${issue.message}`)
  throw new ConfigError(`Invalid configuration (fix these environment variables):\n${lines.join('\n')}`)
}

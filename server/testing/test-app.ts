import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { PassThrough } from 'node:stream'
import type { FastifyInstance } from 'fastify'
import { buildApp, type BuildAppOptions } from '../app.ts'
import { loadServerConfig } from '../config.ts'
import type { Notifications } from '../notifications/notifications.ts'
import type { Deliver } from '../notifications/outbox-worker.ts'
import type { Channel, LeadRecord, LeadRepository, OutboxJob } from '../storage/lead-repository.ts'
import { openSqliteRepository } from '../storage/open-repository.ts'
import { createStaticSite } from './fixtures.ts'
import { devPages } from './page-build.ts'

export interface Delivered {
  channel: Channel
  lead: LeadRecord
  job: OutboxJob
}

/** Notifications that record what they were asked to send; `fail` makes them throw. */
export function recordingNotifications(channels: Channel[] = ['email']) {
  const delivered: Delivered[] = []
  const state = { fail: undefined as string | undefined }
  const deliver =
    (channel: Channel): Deliver =>
    async (lead, job) => {
      if (state.fail) throw new Error(state.fail)
      delivered.push({ channel, lead, job })
    }
  const notifications: Notifications = {
    channels,
    deliveries: Object.fromEntries(channels.map((channel) => [channel, deliver(channel)])),
    description: [],
    close: () => {},
  }
  return { notifications, delivered, state }
}

export interface TestApp {
  app: FastifyInstance
  repository: LeadRepository
  /** The fake built site the app serves (removed by close()). */
  staticDir: string
  /** Every log line written so far, as raw text. */
  logs: () => string
  close: () => Promise<void>
}

/**
 * A collector over a fake built site (its pages rendered by the routes themselves) with test settings: silent unless told otherwise,
 * outbox driven by hand (app.outbox.runOnce()), SQLite in a temp dir unless a repository
 * is given.
 */
export async function createTestApp(
  options: {
    env?: Record<string, string>
    repository?: LeadRepository
    notifications?: Notifications
  } & Partial<Pick<BuildAppOptions, 'startOutbox' | 'startDailySummary' | 'redirects' | 'now' | 'retryDelayMs' | 'photoStore' | 'pages'>> = {},
): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'collector-test-'))
  const staticDir = createStaticSite()
  const config = loadServerConfig({
    DATA_DIR: dataDir,
    STATIC_DIR: staticDir,
    LOG_LEVEL: 'info',
    RATE_LIMIT_MAX: '1000',
    // Every lead notified (no notification cap a minute, a day or per address, no bound per domain) unless a test sets one (routes/leads.test.ts).
    LEAD_CAP_PER_MINUTE: '0',
    LEAD_CAP_PER_DAY: '0',
    LEAD_CAP_PER_ADDRESS: '0',
    // Every test request comes from one address: no photo request limit per address unless a test sets one.
    PHOTO_REQUESTS_PER_ADDRESS: '0',
    CONFIRMATION_DOMAIN_CAP: '0',
    ...options.env,
  })
  const repository = options.repository ?? (await openSqliteRepository(path.join(dataDir, 'leads.db')))
  const logStream = new PassThrough()
  let logText = ''
  logStream.on('data', (chunk: Buffer) => (logText += chunk.toString()))
  const app = await buildApp({
    config,
    repository,
    notifications: options.notifications ?? recordingNotifications().notifications,
    startOutbox: options.startOutbox ?? false,
    startDailySummary: options.startDailySummary,
    logStream,
    redirects: options.redirects,
    now: options.now,
    retryDelayMs: options.retryDelayMs,
    photoStore: options.photoStore,
    pages: options.pages ?? devPages,
  })
  await app.ready()
  return {
    app,
    repository,
    staticDir,
    logs: () => logText,
    close: async () => {
      await app.close()
      fs.rmSync(dataDir, { recursive: true, force: true })
      fs.rmSync(staticDir, { recursive: true, force: true })
    },
  }
}

export const clientKeyHeaders = { 'content-type': 'application/json', 'x-client-key': 'public-demo-client-key' }

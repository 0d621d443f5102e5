import './production-mode.ts'
import fs from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { buildApp } from './app.ts'
import { ConfigError, loadServerConfig } from './config.ts'
import { createServerNotifications } from './notifications/notifications.ts'
import { describeStorage, openRepository } from './storage/open-repository.ts'

async function startServer(): Promise<void> {
  const config = loadServerConfig()
  const repository = await openRepository(config)
  const notifications = await createServerNotifications(config, repository, new Date())
  const app = await buildApp({ config, repository, notifications })

  app.log.info({ storage: describeStorage(config), notifications: notifications.description }, 'lead collector configured')
  if (!config.smtp) {
    app.log.warn(`SMTP is not configured: lead e-mails are written to ${path.join(config.dataDir, 'mail')} instead of being sent`)
  }
  if (!fs.existsSync(path.join(config.staticDir, 'index.html'))) {
    app.log.warn(`no built site in ${config.staticDir} (run npm run build): pages answer 404, the lead endpoint works`)
  }

  let closing = false
  const shutdown = (signal: NodeJS.Signals) => {
    if (closing) return
    closing = true
    app.log.info({ signal }, 'shutting down: finishing requests in flight and notifications in progress')
    setTimeout(() => {
      app.log.error({ timeoutMs: config.shutdownTimeoutMs }, 'shutdown took too long: exiting anyway')
      process.exit(1)
    }, config.shutdownTimeoutMs).unref()
    app.close().then(
      () => {
        app.log.info('stopped')
        process.exit(0)
      },
      (error: unknown) => {
        app.log.error({ err: error }, 'error while shutting down')
        process.exit(1)
      },
    )
  }
  process.once('SIGTERM', shutdown)
  process.once('SIGINT', shutdown)

  await app.listen({ port: config.port, host: config.host })
}

export async function main(): Promise<void> {
  await startServer().catch((error: unknown) => {
    if (error instanceof ConfigError) console.error(error.message)
    else console.error('The server could not start:', error instanceof Error ? error.message : error)
    process.exit(1)
  })
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) await main()

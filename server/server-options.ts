import { LogController, type FastifyServerOptions } from 'fastify'
import type { ServerConfig } from './config.ts'
import { loggerOptions } from './logger.ts'
import { answerClientError } from './plugins/app/raw-answers.ts'
import { deadlineOptions } from './plugins/app/request-deadlines.ts'
import { leadBodyLimit } from './routes/leads.ts'

export function serverOptions(config: ServerConfig, logStream?: NodeJS.WritableStream) {
  return {
    logger: loggerOptions(config.logLevel, logStream),
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy: config.trustProxy,
    bodyLimit: leadBodyLimit,
    return503OnClosing: false,
    ...deadlineOptions(config.timeouts),
    clientErrorHandler: answerClientError,
  } satisfies FastifyServerOptions
}

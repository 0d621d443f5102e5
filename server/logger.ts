import type { FastifyLoggerOptions, PinoLoggerOptions } from 'fastify/types/logger.js'
import type { ServerConfig } from './config.ts'

/**
 * Log lines carry lead ids, never what a visitor typed: request bodies and headers are
 * not logged, URLs lose their query string, and errors keep only name, code, message and
 * stack (a database error's detail can quote the row it failed on).
 */
export function loggerOptions(
  level: ServerConfig['logLevel'],
  stream?: NodeJS.WritableStream,
): FastifyLoggerOptions & PinoLoggerOptions & { stream?: NodeJS.WritableStream } {
  return {
    level,
    ...(stream ? { stream } : {}),
    redact: {
      paths: ['req.headers', 'req.body', 'body', 'lead', 'payload', '*.email', '*.phone', '*.firstName', '*.lastName', '*.fullName', '*.address'],
      censor: '[redacted]',
    },
    serializers: {
      req: (request: { method: string; url: string; id?: string }) => ({
        method: request.method,
        url: request.url.split('?')[0],
      }),
      res: (reply: { statusCode: number }) => ({ statusCode: reply.statusCode }),
      err: (error: Error & { code?: unknown; statusCode?: unknown }) => ({
        type: error.name,
        message: error.message,
        code: error.code,
        statusCode: error.statusCode,
        stack: error.stack ?? '',
      }),
    },
  }
}

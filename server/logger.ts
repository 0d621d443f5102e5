import type { ServerConfig } from './config.ts'

// A database error's detail can quote its row, and an SMTP answer the recipient: only codes and command.
export function loggedError(error: unknown, withStack = false) {
  if (!(error instanceof Error)) return { type: typeof error, message: String(error) }
  for (let smtp: unknown = error; smtp instanceof Error; smtp = smtp.cause) {
    const { code, responseCode, command } = smtp as Error & { code?: unknown; responseCode?: unknown; command?: unknown }
    if (command !== undefined)
      return { type: error.name, code, responseCode, command, message: `SMTP ${String(command)} failed${responseCode ? ` with ${String(responseCode)}` : ''}` }
  }
  const logged = { type: error.name, code: (error as Error & { code?: unknown }).code, message: error.message }
  return withStack ? { ...logged, stack: error.stack ?? '' } : logged
}

export function loggerOptions(level: ServerConfig['logLevel'], stream?: NodeJS.WritableStream) {
  return {
    level,
    ...(stream ? { stream } : {}),
    redact: {
      paths: ['req.headers', 'req.body', 'body', 'lead', 'payload', '*.email', '*.phone', '*.firstName', '*.lastName', '*.fullName', '*.address'],
      censor: '[redacted]',
    },
    serializers: {
      req: (request: { method: string; url: string }) => ({ method: request.method, url: request.url.split('?')[0] }),
      res: (reply: { statusCode: number }) => ({ statusCode: reply.statusCode }),
      err: (error: unknown) => ({ stack: '', ...loggedError(error, true), statusCode: (error as { statusCode?: unknown } | null)?.statusCode }),
    },
  }
}

import { STATUS_CODES } from 'node:http'
import type { Socket } from 'node:net'
import type { ConnectionError, FastifyInstance } from 'fastify'
import { simplePageText } from '#server/routes/simple-page-text.ts'

export const requestTimeoutReason = simplePageText.en.timeout

/** `page` is for a form's native post. */
export function refuseConnection(socket: Socket, status: number, reason: string, page?: string) {
  if (socket.writable) {
    const [type, body] = page === undefined ? ['application/json', JSON.stringify({ ok: false, reason })] : ['text/html', page]
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: ${type}; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    )
  }
  socket.destroy()
}

/** Fastify's `clientErrorHandler`: a request Node could not read is answered in the collector's own format. */
export function answerClientError(this: FastifyInstance, error: ConnectionError, socket: Socket) {
  // A reset connection has nobody left to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return
  const known = { ERR_HTTP_REQUEST_TIMEOUT: [408, requestTimeoutReason], HPE_HEADER_OVERFLOW: [431, 'Request headers are too large'] } as const
  const [status, reason] = known[error.code as keyof typeof known] ?? [400, 'Malformed request']
  // Debug only: slow or broken clients are the internet's background noise, not the server's problem.
  this.log.debug({ code: error.code, statusCode: status }, 'connection refused')
  refuseConnection(socket, status, reason)
}

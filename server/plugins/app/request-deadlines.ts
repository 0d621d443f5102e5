import type { IncomingMessage, ServerResponse } from 'node:http'
import type { FastifyPluginAsync } from 'fastify'
import fastifyPlugin from 'fastify-plugin'
import type { ServerConfig } from '#server/config.ts'
import { isInboxPath } from '#server/admin/web-app.ts'
import { isFormPost, isMultipart } from '#server/routes/native-quote.ts'
import { notSentPage } from './error-pages.ts'
import { refuseConnection, requestTimeoutReason } from './raw-answers.ts'

/** Per REQUEST_TIMEOUT of reading: far below any phone's uplink, far above a client trickling to hold the connection. */
export const photoUploadMinBytes = 64 * 1024

export function deadlineOptions(timeouts: ServerConfig['timeouts']) {
  return {
    requestTimeout: timeouts.photoUploadMs,
    keepAliveTimeout: timeouts.keepAliveMs,
    connectionTimeout: timeouts.connectionMs,
    http: {
      // Headers get REQUEST_TIMEOUT; Node's default check interval is far longer, so a request would outlive its limit.
      requestTimeout: timeouts.photoUploadMs,
      headersTimeout: timeouts.requestMs,
      connectionsCheckingInterval: Math.min(1000, timeouts.requestMs),
    },
  }
}

// Node's one `requestTimeout` is the photo upload's, so other bodies get REQUEST_TIMEOUT here, which no route can skip.
const requestDeadlinesPlugin: FastifyPluginAsync<{ config: ServerConfig }> = async (app, { config }) => {
  const phone = config.site.phone.display
  const { requestMs } = config.timeouts
  const checkMs = Math.min(1000, requestMs)
  // A post of the quote form with its photos: the script's upload, or the form's own post to its page.
  const isPhotoUpload = (request: IncomingMessage) => request.method === 'POST' && isMultipart(request) && !isInboxPath(request.url?.split('?')[0] ?? '')
  const cut = (request: IncomingMessage, response: ServerResponse) => {
    app.log.debug({ method: request.method, url: request.url?.split('?')[0], statusCode: 408 }, 'connection refused: body too slow')
    // Answered already (a refusal before the body was read): only the connection is left to close.
    if (response.headersSent) request.socket.destroy()
    else refuseConnection(request.socket, 408, requestTimeoutReason, isFormPost(request) ? notSentPage(408, phone, request.url) : undefined)
  }
  app.server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    const socket = request.socket
    if (!isPhotoUpload(request)) {
      const timer = setTimeout(() => {
        if (!request.complete && !socket.destroyed) cut(request, response)
      }, requestMs).unref()
      // A body still arriving after the answer (Node reads it to the end) stays under the deadline.
      response.once('close', () => {
        if (request.complete) clearTimeout(timer)
      })
      return
    }
    let readingMs = 0
    let bytesBefore = socket.bytesRead
    const timer = setInterval(() => {
      if (request.complete || socket.destroyed) return clearInterval(timer)
      // Paused by the server (a photo being decoded) or not read yet: not the client's delay.
      if (request.readableFlowing !== true) return
      readingMs += checkMs
      if (readingMs < requestMs) return
      if (socket.bytesRead - bytesBefore < photoUploadMinBytes) {
        clearInterval(timer)
        return cut(request, response)
      }
      readingMs = 0
      bytesBefore = socket.bytesRead
    }, checkMs).unref()
    response.once('close', () => {
      if (request.complete) clearInterval(timer)
    })
  })
}

export const requestDeadlines = fastifyPlugin(requestDeadlinesPlugin, { name: 'request-deadlines' })

import type { IncomingMessage, Server, ServerResponse } from 'node:http'
import type { FastifyPluginAsync } from 'fastify'
import fastifyPlugin from 'fastify-plugin'
import type { ServerConfig } from '#server/config.ts'
import { isFormPost, isMultipart } from '#server/routes/native-quote.ts'
import { notSentPage } from './error-pages.ts'
import { refuseConnection, requestTimeoutReason } from './raw-answers.ts'

/**
 * The least an upload with photos must bring in each `REQUEST_TIMEOUT` during which the server is
 * reading it (decision 24): far below any phone's uplink, far above a client trickling to hold
 * the connection.
 */
export const photoUploadMinBytes = 64 * 1024

export interface BodyDeadlineOptions {
  /** REQUEST_TIMEOUT: the time any body but a photo upload's has, from the end of its headers. */
  requestMs: number
  /** Whether a request is an upload with photos, judged from its method, address and headers. */
  isPhotoUpload(request: IncomingMessage): boolean
  /** Answers 408 (when nothing has been answered yet) and closes the connection. */
  cut(request: IncomingMessage, response: ServerResponse): void
}

/**
 * Node's own `requestTimeout` is one deadline for every request of the server; it is set to
 * PHOTO_UPLOAD_TIMEOUT, and `headersTimeout` keeps every request's headers to REQUEST_TIMEOUT. This
 * gives every other body REQUEST_TIMEOUT again, from the end of its headers, through the server's
 * own `request` event, so no route, hook or early answer can leave one out. An upload with photos
 * must keep moving instead: at least `photoUploadMinBytes` in each REQUEST_TIMEOUT the server reads it
 * (a pause while the server decodes a photo is not counted), checked every second like Node's own.
 */
export function enforceBodyDeadlines(server: Server, { requestMs, isPhotoUpload, cut }: BodyDeadlineOptions) {
  const checkMs = Math.min(1000, requestMs)
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
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

/**
 * Node's own deadlines, as Fastify server options. A stalled or trickling client cannot hold a
 * connection open: a lead is a few KB, sent in well under a second. Node's deadline for a whole
 * request is the photo upload's; every other body gets REQUEST_TIMEOUT from the plugin below.
 */
export function deadlineOptions(timeouts: ServerConfig['timeouts']) {
  return {
    requestTimeout: timeouts.photoUploadMs,
    keepAliveTimeout: timeouts.keepAliveMs,
    connectionTimeout: timeouts.connectionMs,
    http: {
      // Every request's headers get REQUEST_TIMEOUT (Node's own is 60 s), and Node looks for
      // expired requests every 30 s unless told otherwise: every second, a request ends soon after its limit.
      requestTimeout: timeouts.photoUploadMs,
      headersTimeout: timeouts.requestMs,
      connectionsCheckingInterval: Math.min(1000, timeouts.requestMs),
    },
  }
}

/** The body deadlines on the app's server; a body cut short is answered 408 (a page for a form's native post) on the raw connection. */
const requestDeadlinesPlugin: FastifyPluginAsync<{ config: ServerConfig }> = async (app, { config }) => {
  const phone = config.site.phone.display
  enforceBodyDeadlines(app.server, {
    requestMs: config.timeouts.requestMs,
    // A post of the quote form with its photos (the script's upload or the form's own post).
    isPhotoUpload: (request) => request.method === 'POST' && request.url?.split('?')[0] === config.leadPath && isMultipart(request),
    cut: (request, response) => {
      app.log.debug({ method: request.method, url: request.url?.split('?')[0], statusCode: 408 }, 'connection refused: body too slow')
      // Answered already (a refusal before the body was read): only the connection is left to close.
      if (response.headersSent) request.socket.destroy()
      else refuseConnection(request.socket, 408, requestTimeoutReason, isFormPost(request) ? notSentPage(408, phone) : undefined)
    },
  })
}

export const requestDeadlines = fastifyPlugin(requestDeadlinesPlugin, { name: 'request-deadlines' })

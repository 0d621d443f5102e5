import { createECDH, randomBytes, randomUUID } from 'node:crypto'
import http, { type IncomingHttpHeaders } from 'node:http'
import type { AddressInfo } from 'node:net'
import { decrypt } from 'http_ece'

export interface ReceivedPush {
  /** Date.now() when the push arrived whole. */
  at: number
  headers: IncomingHttpHeaders
  /** The payload, decrypted with the device's keys (RFC 8291, aes128gcm) when first read. */
  readonly payload: string
}

/**
 * A stand-in for a browser's push service and the device behind it, on 127.0.0.1: it answers
 * every push as a push service does (201, or `answer.status` to play an expired subscription or
 * an outage) and decrypts it with the device's own keys, which `subscription` hands to the server
 * as a browser's PushSubscription.toJSON() would. For the server's tests and the browser tests.
 */
export async function startPushEndpoint() {
  const answer = { status: 201 }
  const device = createECDH('prime256v1')
  device.generateKeys()
  const authSecret = randomBytes(16)
  const received: ReceivedPush[] = []
  const decrypted = (body: Buffer) => {
    try {
      return decrypt(body, { version: 'aes128gcm', privateKey: device, authSecret }).toString('utf8')
    } catch (error) {
      return `not decryptable with the device's keys: ${String(error)}`
    }
  }
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      const body = Buffer.concat(chunks)
      let payload: string | undefined
      received.push({
        at: Date.now(),
        headers: request.headers,
        get payload() {
          return (payload ??= decrypted(body))
        },
      })
      response.writeHead(answer.status).end()
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    subscription: {
      endpoint: `http://127.0.0.1:${port}/push/${randomUUID()}`,
      expirationTime: null,
      keys: { p256dh: device.getPublicKey().toString('base64url'), auth: authSecret.toString('base64url') },
    },
    received,
    answer,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

import net from 'node:net'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { leadPayload } from './testing/fixtures.ts'
import { createTestApp, type TestApp } from './testing/test-app.ts'

/** Short limits, so that each case ends in a second or two; the defaults are 15 s, 5 s and 30 s. */
const limits = { REQUEST_TIMEOUT: '1s', KEEP_ALIVE_TIMEOUT: '1s', CONNECTION_TIMEOUT: '3s' }
/** Far beyond the limits above and far below what a stalled request got before (over 75 s): closing later fails the test. */
const closedBy = 8_000

interface RawConnection {
  socket: net.Socket
  /** Everything the server sent, as text. */
  received(): string
  /** Settles when the server closes the connection; fails after `closedBy`. */
  closed: Promise<void>
}

function connect(port: number): Promise<RawConnection> {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ port, host: '127.0.0.1' })
    let text = ''
    socket.setEncoding('utf8')
    socket.on('data', (chunk: string) => (text += chunk))
    const closed = new Promise<void>((settle, fail) => {
      const timer = setTimeout(() => fail(new Error(`the server kept the connection open for ${closedBy} ms`)), closedBy)
      socket.on('close', () => {
        clearTimeout(timer)
        settle()
      })
    })
    socket.once('connect', () => resolve({ socket, received: () => text, closed }))
    socket.once('error', reject)
  })
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** The status line and the JSON body of a raw HTTP/1.1 answer. */
function parseAnswer(raw: string) {
  const [head = '', body = ''] = raw.split('\r\n\r\n')
  return { status: head.split('\r\n')[0], headers: head.toLowerCase(), body: body ? (JSON.parse(body) as unknown) : undefined }
}

// Concurrent: each case waits out a limit, and they do not share anything but the server.
describe.concurrent('request and idle timeouts', () => {
  let t: TestApp
  let port: number

  beforeAll(async () => {
    t = await createTestApp({ env: limits })
    await t.app.listen({ port: 0, host: '127.0.0.1' })
    port = (t.app.server.address() as AddressInfo).port
  })
  afterAll(() => t.close())

  it('answers 408 and closes a request whose headers stop arriving', async () => {
    const connection = await connect(port)
    connection.socket.write('POST /api/leads HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Ty')
    await connection.closed
    const answer = parseAnswer(connection.received())
    expect(answer.status).toBe('HTTP/1.1 408 Request Timeout')
    expect(answer.headers).toContain('connection: close')
    expect(answer.body).toEqual({ ok: false, reason: 'The request took too long to arrive' })
  })

  it('answers 408 and closes a request whose body stops arriving, and stores nothing', async () => {
    const connection = await connect(port)
    connection.socket.write(
      'POST /api/leads HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nX-Client-Key: public-demo-client-key\r\nContent-Length: 600\r\n\r\n{"firstName":"Partial",',
    )
    await connection.closed
    expect(parseAnswer(connection.received()).status).toBe('HTTP/1.1 408 Request Timeout')
    expect((await t.repository.listLeads({ includeSpam: true })).filter((lead) => lead.firstName === 'Partial')).toEqual([])
  })

  it('closes a request that trickles in a byte at a time, although the connection is never idle', async () => {
    const connection = await connect(port)
    const request = 'GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Padding: ' + 'x'.repeat(200)
    let stopped = false
    void connection.closed.finally(() => (stopped = true))
    for (const byte of request) {
      if (stopped) break
      connection.socket.write(byte)
      await pause(100)
    }
    await connection.closed
    expect(parseAnswer(connection.received()).status).toBe('HTTP/1.1 408 Request Timeout')
  })

  it('closes a connection that never sends anything', async () => {
    const connection = await connect(port)
    await connection.closed
    expect(parseAnswer(connection.received()).status).toBe('HTTP/1.1 408 Request Timeout')
  })

  it('closes a connection that has been silent both ways for the connection timeout, a request stuck in the server included', async () => {
    let release!: () => void
    const stuck = new Promise<void>((resolve) => (release = resolve))
    const save = t.repository.saveLead.bind(t.repository)
    t.repository.saveLead = async (...args) => {
      await stuck
      return save(...args)
    }
    try {
      const connection = await connect(port)
      const body = JSON.stringify(leadPayload())
      connection.socket.write(
        `POST /api/leads HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nX-Client-Key: public-demo-client-key\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
      )
      await connection.closed
      // No answer: the client's retry (same submission id) finds the lead or stores it.
      expect(connection.received()).toBe('')
    } finally {
      t.repository.saveLead = save
      release()
    }
  })

  it('answers a request that is not HTTP with 400 in the same format, and closes it', async () => {
    const connection = await connect(port)
    connection.socket.write('HELLO THERE\r\n\r\n')
    await connection.closed
    const answer = parseAnswer(connection.received())
    expect(answer.status).toBe('HTTP/1.1 400 Bad Request')
    expect(answer.body).toEqual({ ok: false, reason: 'Malformed request' })
  })

  it('answers a complete request, then closes the kept-alive connection once it idles', async () => {
    const connection = await connect(port)
    connection.socket.write('GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: keep-alive\r\n\r\n')
    await connection.closed
    const answer = parseAnswer(connection.received())
    expect(answer.status).toBe('HTTP/1.1 200 OK')
    expect(answer.headers).toContain('keep-alive: timeout=1')
  })
})

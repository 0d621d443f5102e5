import fs from 'node:fs'
import net from 'node:net'
import path from 'node:path'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { photoLeadField } from '#lead/photo-rules.ts'
import type { PhotoFolder } from './photos/photo-folder.ts'
import { photoUploadMinBytes } from './plugins/app/request-deadlines.ts'
import { leadPayload } from './testing/fixtures.ts'
import { cameraJpeg, formWithPhotos, multipartBody } from './testing/photos.ts'
import { pageText } from './testing/page-text.ts'
import { createTestApp, type TestApp } from './testing/test-app.ts'

/** Short limits, so that each case ends within seconds; the defaults are 15 s, 15 min, 5 s and 30 s. A photo upload's deadline leaves room for a busy machine. */
const limits = { REQUEST_TIMEOUT: '1s', PHOTO_UPLOAD_TIMEOUT: '6s', KEEP_ALIVE_TIMEOUT: '1s', CONNECTION_TIMEOUT: '3s' }
const requestMs = 1000
const photoUploadMs = 6000
/** Far beyond the limits above and far below what a stalled request got before (over 75 s): closing later fails the test. */
const closedBy = 15_000

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

/**
 * Writes `data` in `chunks` pieces, one every `everyMs`, as a slow uplink delivers it; stops when the
 * server closes the connection. Settles with the time it took.
 */
async function trickle(connection: RawConnection, data: Buffer, chunks: number, everyMs: number): Promise<number> {
  const started = Date.now()
  let stopped = false
  void connection.closed.finally(() => (stopped = true))
  const size = Math.ceil(data.length / chunks)
  for (let offset = 0; offset < data.length && !stopped; offset += size) {
    connection.socket.write(data.subarray(offset, offset + size))
    if (offset + size < data.length) await pause(everyMs)
  }
  return Date.now() - started
}

/** The script's upload with photos (the lead's JSON beside them, the key header, answered in JSON), as raw HTTP/1.1 head and body. */
async function photoUpload(lead: object, photos: readonly Buffer[]) {
  const form = formWithPhotos(
    { [photoLeadField]: JSON.stringify(lead) },
    photos.map((bytes, index) => ({ name: `IMG_${index}.JPG`, type: 'image/jpeg', bytes })),
  )
  const { body, contentType } = await multipartBody(form)
  const head = `POST /api/leads HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: ${contentType}\r\nAccept: application/json\r\nX-Client-Key: public-demo-client-key\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n`
  return { head, body }
}

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

  it('stores an upload with photos that takes longer than REQUEST_TIMEOUT but keeps moving, photos included', async () => {
    const photos = [await cameraJpeg(800, 600), await cameraJpeg(800, 600)]
    const lead = leadPayload({ firstName: 'Slowuplink' })
    const { head, body } = await photoUpload(lead, photos)
    const connection = await connect(port)
    connection.socket.write(head)
    // 25 pieces, one every 100 ms: about 2.5 s, at over twice the least a photo upload must bring.
    const took = await trickle(connection, Buffer.from(body), 25, 100)
    expect(took).toBeGreaterThan(2 * requestMs)
    expect(body.length / 2.5).toBeGreaterThan(2 * photoUploadMinBytes)
    await connection.closed
    const answer = parseAnswer(connection.received())
    expect(answer.status).toBe('HTTP/1.1 201 Created')
    expect(answer.body).toMatchObject({ ok: true })

    const stored = (await t.repository.listLeads()).filter((stored) => stored.firstName === 'Slowuplink')
    expect(stored.map((stored) => stored.submissionId)).toEqual([lead.submissionId])
    const records = await t.repository.photos.list(stored[0]!.id)
    expect(records.map((photo) => [photo.position, photo.width, photo.height])).toEqual([
      [0, 800, 600],
      [1, 800, 600],
    ])
    const folder = path.join((t.app.leadPhotos.store as PhotoFolder).root, stored[0]!.id)
    expect(fs.readdirSync(folder)).toHaveLength(2)
  })

  it('answers 408 and closes a JSON lead whose body trickles in for longer than REQUEST_TIMEOUT, and stores nothing', async () => {
    const connection = await connect(port)
    const body = Buffer.from(JSON.stringify(leadPayload({ firstName: 'Tricklejson' })))
    connection.socket.write(
      `POST /api/leads HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nX-Client-Key: public-demo-client-key\r\nContent-Length: ${body.length}\r\n\r\n`,
    )
    const started = Date.now()
    // A piece every 50 ms: 5 s for the whole body, moving all the time.
    void trickle(connection, body, 100, 50)
    await connection.closed
    expect(Date.now() - started).toBeLessThan(photoUploadMs)
    const answer = parseAnswer(connection.received())
    expect(answer.status).toBe('HTTP/1.1 408 Request Timeout')
    expect(answer.headers).toContain('connection: close')
    expect(answer.body).toEqual({ ok: false, reason: 'The request took too long to arrive' })
    expect((await t.repository.listLeads({ includeSpam: true })).filter((lead) => lead.firstName === 'Tricklejson')).toEqual([])
  })

  it('answers 408 and closes the headers of an upload with photos that trickle in for longer than REQUEST_TIMEOUT', async () => {
    const connection = await connect(port)
    const head = Buffer.from(
      `POST /api/leads HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: multipart/form-data; boundary=x\r\nAccept: application/json\r\nX-Padding: ${'x'.repeat(200)}\r\n\r\n`,
    )
    const started = Date.now()
    void trickle(connection, head, head.length, 20)
    await connection.closed
    expect(Date.now() - started).toBeLessThan(photoUploadMs)
    expect(parseAnswer(connection.received())).toMatchObject({
      status: 'HTTP/1.1 408 Request Timeout',
      body: { ok: false, reason: 'The request took too long to arrive' },
    })
  })

  it('answers 408 and closes an upload with photos that moves too little, well before PHOTO_UPLOAD_TIMEOUT, and stores nothing', async () => {
    const { head, body } = await photoUpload(leadPayload({ firstName: 'Trickleupload' }), [await cameraJpeg(800, 600)])
    const connection = await connect(port)
    connection.socket.write(head)
    const started = Date.now()
    // 1 KB every 100 ms: moving all the time, but about a sixth of the least a photo upload must bring.
    void trickle(connection, Buffer.from(body), Math.ceil(body.length / 1024), 100)
    await connection.closed
    expect(Date.now() - started).toBeLessThan(photoUploadMs)
    expect(parseAnswer(connection.received())).toMatchObject({
      status: 'HTTP/1.1 408 Request Timeout',
      body: { ok: false, reason: 'The request took too long to arrive' },
    })
    expect((await t.repository.listLeads({ includeSpam: true })).filter((lead) => lead.firstName === 'Trickleupload')).toEqual([])
  })

  it('answers a form posted without JavaScript whose photos move too little with a page: not sent, and whom to call', async () => {
    const form = formWithPhotos({ firstName: 'Nativetrickle', clientKey: 'public-demo-client-key' }, [
      { name: 'IMG_0.JPG', type: 'image/jpeg', bytes: await cameraJpeg(800, 600) },
    ])
    const { body, contentType } = await multipartBody(form)
    const connection = await connect(port)
    connection.socket.write(
      `POST /contact HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: ${contentType}\r\nAccept: text/html\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n`,
    )
    void trickle(connection, Buffer.from(body), Math.ceil(body.length / 1024), 100)
    await connection.closed
    const [head = '', page = ''] = connection.received().split('\r\n\r\n')
    expect(head.split('\r\n')[0]).toBe('HTTP/1.1 408 Request Timeout')
    expect(head.toLowerCase()).toContain('content-type: text/html; charset=utf-8')
    expect(pageText(page)).toEqual({
      heading: 'Your request was not sent',
      paragraphs: [
        'The request took too long to arrive',
        'There was an issue sending your request. Please call us directly at (469) 555-0142.',
        'Back to the form',
      ],
    })
  })

  it('answers 408 and closes an upload with photos still arriving after PHOTO_UPLOAD_TIMEOUT, and stores nothing', async () => {
    const { head, body } = await photoUpload(leadPayload({ firstName: 'Longupload' }), [await cameraJpeg(1200, 900), await cameraJpeg(1200, 900)])
    const connection = await connect(port)
    connection.socket.write(head)
    const started = Date.now()
    // 90 pieces, one every 100 ms: 9 s at well over the least an upload must bring, but past the deadline.
    expect(body.length / 9).toBeGreaterThan(2 * photoUploadMinBytes)
    void trickle(connection, Buffer.from(body), 90, 100)
    await connection.closed
    expect(Date.now() - started).toBeGreaterThanOrEqual(photoUploadMs - 100)
    expect(parseAnswer(connection.received())).toMatchObject({
      status: 'HTTP/1.1 408 Request Timeout',
      body: { ok: false, reason: 'The request took too long to arrive' },
    })
    expect((await t.repository.listLeads({ includeSpam: true })).filter((lead) => lead.firstName === 'Longupload')).toEqual([])
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

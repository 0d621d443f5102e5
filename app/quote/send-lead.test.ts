import { afterEach, describe, expect, it, vi } from 'vitest'
import type { LeadPayload } from '#lead/lead-schema.ts'
import { loadSiteConfig } from '#config/site-config.ts'
import { photoLeadField, photoRules } from '#lead/photo-rules.ts'
import {
  LeadConflictError,
  LeadLimitError,
  LeadRefusedError,
  leadAttempts,
  leadTimeoutMs,
  sendLead,
  slowUploadBytesPerMs,
  type LeadEndpoint,
} from './send-lead.ts'

const payload: LeadPayload = {
  firstName: 'Maria',
  lastName: 'Lopez',
  phone: '4695550142',
  email: 'maria@example.com',
  servicesNeeded: ['wood-fencing'],
  address: '210 W Walnut St, Celina, TX 75009, USA',
  projectDetails: '',
  website: '',
  consent: true,
  fullName: 'Maria Lopez',
  services_needed: 'wood-fencing',
  timestamp: '2026-03-01T15:04:05.000Z',
  page: 'Home Page',
  form_type: 'Hero Contact Form',
  utm: { source: null, medium: null, campaign: null },
  submissionId: '7b0f8a0e-3c55-4f4e-9d64-2b8f0f0c1a2d',
}

const target: LeadEndpoint = { endpoint: '/api/leads', clientKey: 'test-client-key', clientKeyHeader: 'X-Client-Key' }

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })

/** A fetch that never answers, and rejects like the real one when its request is aborted. */
const hangingFetch = (_url: RequestInfo | URL, init?: RequestInit) =>
  new Promise<Response>((_resolve, reject) => {
    init?.signal?.addEventListener('abort', () => reject(init.signal?.reason))
  })

type FetchMock = ReturnType<typeof vi.fn<typeof fetch>>
const sentBodies = (fetchMock: FetchMock) => fetchMock.mock.calls.map(([, init]) => JSON.parse(String(init?.body)) as LeadPayload)

afterEach(() => {
  vi.useRealTimers()
})

describe('sendLead', () => {
  it('gives an attempt 12 s, and two attempts in all', () => {
    expect(leadTimeoutMs).toBe(12_000)
    expect(leadAttempts).toBe(2)
  })

  it('POSTs the payload as JSON with the client key and no referrer', async () => {
    const fetchMock = vi.fn<typeof fetch>(async () => json({ ok: true, id: 42 }))
    await expect(sendLead(payload, target, { fetch: fetchMock })).resolves.toEqual({ ok: true, id: 42 })
    expect(fetchMock).toHaveBeenCalledTimes(1)
    const [url, init] = fetchMock.mock.calls[0]!
    expect(url).toBe('/api/leads')
    expect(init).toMatchObject({
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Client-Key': 'test-client-key' },
      referrerPolicy: 'no-referrer',
    })
    expect(init?.signal).toBeInstanceOf(AbortSignal)
    expect(JSON.parse(String(init?.body))).toEqual(payload)
  })

  it('targets the same-origin collector with the client key header by default', () => {
    const site = loadSiteConfig({})
    expect(site.lead).toMatchObject({ endpoint: '/api/leads', clientKeyHeader: 'X-Client-Key' })
    expect(site.lead.clientKey.length).toBeGreaterThanOrEqual(8)
  })

  it('aborts an attempt after 12 s and retries once', async () => {
    vi.useFakeTimers()
    const fetchMock = vi
      .fn<typeof fetch>()
      .mockImplementationOnce(hangingFetch)
      .mockResolvedValueOnce(json({ ok: true }))
    const sending = sendLead(payload, target, { fetch: fetchMock })
    await vi.advanceTimersByTimeAsync(leadTimeoutMs - 1)
    expect(fetchMock).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(1)
    await expect(sending).resolves.toEqual({ ok: true })
    expect(fetchMock).toHaveBeenCalledTimes(2)
    expect(fetchMock.mock.calls[0]![1]?.signal?.aborted).toBe(true)
  })

  it('fails with the time-out when both attempts time out', async () => {
    vi.useFakeTimers()
    const fetchMock = vi.fn<typeof fetch>(hangingFetch)
    const sending = sendLead(payload, target, { fetch: fetchMock })
    const outcome = expect(sending).rejects.toThrow('Timed out after 12000 ms')
    await vi.advanceTimersByTimeAsync(2 * leadTimeoutMs)
    await outcome
    expect(fetchMock).toHaveBeenCalledTimes(2)
  })

  it('succeeds when the retry succeeds', async () => {
    const fetchMock = vi
      .fn<typeof fetch>()
      .mockResolvedValueOnce(json({}, 503))
      .mockResolvedValueOnce(json({ ok: true }))
    await expect(sendLead(payload, target, { fetch: fetchMock })).resolves.toEqual({ ok: true })
    expect(fetchMock).toHaveBeenCalledTimes(2)
  })

  it('fails with the reason of an ok:false reply, after two attempts', async () => {
    const fetchMock = vi.fn<typeof fetch>(async () => json({ ok: false, reason: 'email: Please enter a valid email address' }))
    await expect(sendLead(payload, target, { fetch: fetchMock })).rejects.toThrow('email: Please enter a valid email address')
    expect(fetchMock).toHaveBeenCalledTimes(2)
  })

  it('fails with HTTP {status} on a non-2xx reply', async () => {
    const fetchMock = vi.fn<typeof fetch>(async () => new Response('<h1>Bad gateway</h1>', { status: 502 }))
    await expect(sendLead(payload, target, { fetch: fetchMock })).rejects.toThrow('HTTP 502')
    expect(fetchMock).toHaveBeenCalledTimes(2)
  })

  it("fails with the reply's reason on a non-2xx reply that gives one, after two attempts", async () => {
    const fetchMock = vi.fn<typeof fetch>(async () => json({ reason: 'Storage is unavailable' }, 503))
    await expect(sendLead(payload, target, { fetch: fetchMock })).rejects.toThrow('Storage is unavailable')
    expect(fetchMock).toHaveBeenCalledTimes(2)
  })

  it('fails with HTTP {status} on an ok:false reply without a reason', async () => {
    const fetchMock = vi.fn<typeof fetch>(async () => json({ ok: false }))
    await expect(sendLead(payload, target, { fetch: fetchMock })).rejects.toThrow('HTTP 200')
  })

  it('fails with HTTP {status} when a non-2xx reply has no reason', async () => {
    const fetchMock = vi.fn<typeof fetch>(async () => json({ ok: false }, 429))
    await expect(sendLead(payload, target, { fetch: fetchMock })).rejects.toThrow('HTTP 429')
  })

  it('fails with the network error when both attempts cannot connect', async () => {
    const fetchMock = vi.fn<typeof fetch>().mockRejectedValue(new TypeError('Failed to fetch'))
    await expect(sendLead(payload, target, { fetch: fetchMock })).rejects.toThrow('Failed to fetch')
    expect(fetchMock).toHaveBeenCalledTimes(2)
  })

  it('recovers from a network error on the retry', async () => {
    const fetchMock = vi
      .fn<typeof fetch>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(json({ ok: true }))
    await expect(sendLead(payload, target, { fetch: fetchMock })).resolves.toEqual({ ok: true })
  })

  it('sends the same body, and so the same submission id, on both attempts', async () => {
    const fetchMock = vi
      .fn<typeof fetch>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(json({ ok: true }))
    await sendLead(payload, target, { fetch: fetchMock })
    const [first, second] = sentBodies(fetchMock)
    expect(first?.submissionId).toBe(payload.submissionId)
    expect(second).toEqual(first)
  })

  it('fails at once with a conflict when the submission id was used for other content (409): the same body cannot succeed', async () => {
    const fetchMock = vi.fn<typeof fetch>(async () => json({ ok: false, reason: 'This submission id was already used for another request' }, 409))
    const sending = sendLead(payload, target, { fetch: fetchMock })
    await expect(sending).rejects.toBeInstanceOf(LeadConflictError)
    await expect(sending).rejects.toThrow('This submission id was already used for another request')
    expect(fetchMock).toHaveBeenCalledTimes(1)
  })

  it('fails at once when the collector is busy (429), with how long to wait from Retry-After', async () => {
    const busy = () =>
      new Response(JSON.stringify({ ok: false, reason: 'Too many quote requests right now' }), {
        status: 429,
        headers: { 'Content-Type': 'application/json', 'Retry-After': '120' },
      })
    const fetchMock = vi.fn<typeof fetch>(async () => busy())
    const error = await sendLead(payload, target, { fetch: fetchMock }).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(LeadLimitError)
    expect(error).toMatchObject({ message: 'Too many quote requests right now', retryAfterSeconds: 120 })
    expect(fetchMock).toHaveBeenCalledTimes(1)
  })

  it('treats a 2xx reply without JSON as delivered', async () => {
    const fetchMock = vi.fn<typeof fetch>(async () => new Response(null, { status: 204 }))
    await expect(sendLead(payload, target, { fetch: fetchMock })).resolves.toEqual({})
    expect(fetchMock).toHaveBeenCalledTimes(1)
  })

  describe('with photos', () => {
    const photos = [
      { name: 'yard.HEIC', blob: new Blob([new Uint8Array(64_000)], { type: 'image/jpeg' }) },
      { name: 'gate.png', blob: new Blob([new Uint8Array(32_000)], { type: 'image/jpeg' }) },
    ]

    it("sends the lead's JSON and the photos as JPEG in one multipart request, with the key and no referrer", async () => {
      const fetchMock = vi.fn<typeof fetch>(async () => json({ ok: true, id: 'lead-1' }, 201))
      await expect(sendLead(payload, target, { fetch: fetchMock, photos })).resolves.toEqual({ ok: true, id: 'lead-1' })
      const [, init] = fetchMock.mock.calls[0]!
      expect(init).toMatchObject({ headers: { Accept: 'application/json', 'X-Client-Key': 'test-client-key' }, referrerPolicy: 'no-referrer' })
      const body = init?.body as FormData
      expect(JSON.parse(String(body.get(photoLeadField)))).toEqual(payload)
      expect((body.getAll(photoRules.fieldName) as File[]).map((file) => file.name)).toEqual(['yard.jpg', 'gate.jpg'])
    })

    it('gives a slow upload time by its size before it counts as timed out', async () => {
      vi.useFakeTimers()
      const fetchMock = vi.fn<typeof fetch>(hangingFetch)
      const sending = sendLead(payload, target, { fetch: fetchMock, photos, attempts: 1 })
      const outcome = expect(sending).rejects.toThrow('Timed out')
      await vi.advanceTimersByTimeAsync(leadTimeoutMs + 96_000 / slowUploadBytesPerMs - 1)
      expect(fetchMock.mock.calls[0]![1]?.signal?.aborted).toBe(false)
      await vi.advanceTimersByTimeAsync(1)
      await outcome
    })

    it('gives up at once on a refused photo (422), with its reason', async () => {
      const reason = '"gate.jpg" is not a photo we can open. Please choose a JPEG, PNG or WebP photo.'
      const fetchMock = vi.fn<typeof fetch>(async () => json({ ok: false, reason }, 422))
      await expect(sendLead(payload, target, { fetch: fetchMock, photos })).rejects.toEqual(new LeadRefusedError(reason))
      expect(fetchMock).toHaveBeenCalledTimes(1)
    })
  })
})

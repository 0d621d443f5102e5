// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { photoLeadField, photoRules } from '#lead/photo-rules.ts'
import type { LeadPayload } from '#lead/lead-schema.ts'
import { LeadRefusedError, sendLeadWithPhotos } from './send-lead-with-photos.ts'
import { LeadSendError } from './send-lead.ts'

const target = { endpoint: '/api/leads', clientKey: 'public-demo-client-key', clientKeyHeader: 'X-Client-Key' }
const payload = { submissionId: 'id-1', firstName: 'Maria' } as unknown as LeadPayload
const photos = [
  { id: 'photo-1', name: 'yard.HEIC', blob: new Blob([new Uint8Array(1000)], { type: 'image/jpeg' }) },
  { id: 'photo-2', name: 'gate.png', blob: new Blob([new Uint8Array(1000)], { type: 'image/jpeg' }) },
]

type Answer = { status: number; body: string } | 'network error'

/** An XMLHttpRequest that records what was sent and answers as told, reporting upload progress first. */
function fakeXhr(answers: Answer[], sent: Array<{ headers: Record<string, string>; body: FormData }>, progress: number[]) {
  return () => {
    const listeners: Record<string, Array<(event: { loaded: number }) => void>> = {}
    const upload: Record<string, Array<(event: { loaded: number }) => void>> = {}
    const headers: Record<string, string> = {}
    const request = {
      status: 0,
      responseText: '',
      responseType: '',
      open: () => {},
      setRequestHeader: (name: string, value: string) => void (headers[name] = value),
      getResponseHeader: () => null,
      abort: () => {},
      addEventListener: (type: string, listener: (event: { loaded: number }) => void) => (listeners[type] ??= []).push(listener),
      upload: { addEventListener: (type: string, listener: (event: { loaded: number }) => void) => (upload[type] ??= []).push(listener) },
      send(body: FormData) {
        sent.push({ headers, body })
        const answer = answers.shift()!
        setTimeout(() => {
          for (const loaded of progress) upload.progress?.forEach((listener) => listener({ loaded }))
          if (answer === 'network error') return listeners.error?.forEach((listener) => listener({ loaded: 0 }))
          request.status = answer.status
          request.responseText = answer.body
          listeners.load?.forEach((listener) => listener({ loaded: 0 }))
        })
      },
    }
    return request as unknown as XMLHttpRequest
  }
}

describe('sendLeadWithPhotos', () => {
  it("sends the lead's JSON and the photos as JPEG in one request with the key, showing each photo's progress", async () => {
    const sent: Array<{ headers: Record<string, string>; body: FormData }> = []
    const reports: Array<ReadonlyMap<string, number>> = []
    const reply = await sendLeadWithPhotos(payload, photos, target, {
      xhr: fakeXhr([{ status: 201, body: '{"ok":true,"id":"lead-1"}' }], sent, [1300]),
      onProgress: (progress) => reports.push(progress),
    })
    expect(reply).toEqual({ ok: true, id: 'lead-1' })
    expect(sent[0]!.headers).toEqual({ 'X-Client-Key': 'public-demo-client-key', Accept: 'application/json' })
    expect(JSON.parse(String(sent[0]!.body.get(photoLeadField)))).toEqual(payload)
    expect((sent[0]!.body.getAll(photoRules.fieldName) as File[]).map((file) => file.name)).toEqual(['yard.jpg', 'gate.jpg'])
    // Part way into the first photo, the second not started; then both sent.
    expect(reports[0]!.get('photo-1')).toBeGreaterThan(0)
    expect(reports[0]!.get('photo-1')).toBeLessThan(1)
    expect(reports[0]!.get('photo-2')).toBe(0)
    expect([...reports.at(-1)!.values()]).toEqual([1, 1])
  })

  it('tries once more with the same body after a network error, and gives up at once on a refused photo', async () => {
    const sent: Array<{ headers: Record<string, string>; body: FormData }> = []
    await sendLeadWithPhotos(payload, photos, target, { xhr: fakeXhr(['network error', { status: 200, body: '{"ok":true}' }], sent, []) })
    expect(sent).toHaveLength(2)
    expect(sent[1]!.body).toBe(sent[0]!.body)

    const refused: typeof sent = []
    const reason = '"gate.jpg" is not a photo we can open. Please choose a JPEG, PNG or WebP photo.'
    const failure = sendLeadWithPhotos(payload, photos, target, { xhr: fakeXhr([{ status: 422, body: JSON.stringify({ ok: false, reason }) }], refused, []) })
    await expect(failure).rejects.toEqual(new LeadRefusedError(reason))
    expect(refused).toHaveLength(1)

    const down: typeof sent = []
    const twice = sendLeadWithPhotos(payload, photos, target, { xhr: fakeXhr(['network error', 'network error'], down, []) })
    await expect(twice).rejects.toBeInstanceOf(LeadSendError)
    expect(down).toHaveLength(2)
  })
})

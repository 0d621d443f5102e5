import type { SiteConfig } from '#config/site-config.ts'
import type { LeadPayload } from '#lead/lead-schema.ts'
import { photoLeadField, photoRules } from '#lead/photo-rules.ts'

export const leadTimeoutMs = 12_000
export const leadAttempts = 2
/** Photos add time to an attempt by their size, at a slow phone's upload rate, so a slow upload is not taken for a stalled one. */
export const slowUploadBytesPerMs = 32

export type LeadEndpoint = SiteConfig['lead']

/** The collector's reply; only `ok`, `reason` and `photosLost` are read. */
export interface LeadReply {
  ok?: boolean
  reason?: string
  photosLost?: boolean
  [field: string]: unknown
}

export interface OutgoingPhoto {
  name: string
  blob: Blob
}

export class LeadSendError extends Error {
  override name = 'LeadSendError'
}

/** 409: the submission id names another request already stored; a new id can help, the same body cannot. */
export class LeadConflictError extends LeadSendError {
  override name = 'LeadConflictError'
}

/** 422: the collector refused the request as it is (a photo, a field). */
export class LeadRefusedError extends LeadSendError {
  override name = 'LeadRefusedError'
}

export class LeadLimitError extends LeadSendError {
  override name = 'LeadLimitError'
  constructor(
    message: string,
    /** From Retry-After; undefined when the reply did not say. */
    readonly retryAfterSeconds: number | undefined,
  ) {
    super(message)
  }
}

/** A 409, 422 or 429: the same body cannot succeed now. */
export const isFinalError = (error: unknown) => error instanceof LeadConflictError || error instanceof LeadLimitError || error instanceof LeadRefusedError

/** The lead as JSON, or with its photos as one multipart request (the lead's JSON first, then each photo as JPEG). */
function requestOf(payload: LeadPayload, photos: readonly OutgoingPhoto[]): { body: BodyInit; headers: Record<string, string>; bytes: number } {
  const json = JSON.stringify(payload)
  if (photos.length === 0) return { body: json, headers: { 'Content-Type': 'application/json' }, bytes: 0 }
  const body = new FormData()
  body.append(photoLeadField, json)
  for (const photo of photos) body.append(photoRules.fieldName, photo.blob, photo.name.replace(/\.\w+$/, '') + '.jpg')
  return { body, headers: { Accept: 'application/json' }, bytes: photos.reduce((sum, photo) => sum + photo.blob.size, 0) }
}

async function attemptOnce(request: ReturnType<typeof requestOf>, target: LeadEndpoint, fetchLead: typeof fetch, timeoutMs: number): Promise<LeadReply> {
  const controller = new AbortController()
  const timer = setTimeout(() => controller.abort(new LeadSendError(`Timed out after ${Math.round(timeoutMs)} ms`)), timeoutMs)
  try {
    const response = await fetchLead(target.endpoint, {
      method: 'POST',
      headers: { ...request.headers, [target.clientKeyHeader]: target.clientKey },
      body: request.body,
      referrerPolicy: 'no-referrer',
      credentials: 'omit',
      signal: controller.signal,
    })
    const body: unknown = await response.json().catch(() => ({}))
    const reply = body !== null && typeof body === 'object' ? (body as LeadReply) : {}
    const reason = (typeof reply.reason === 'string' && reply.reason) || `HTTP ${response.status}`
    if (response.status === 409) throw new LeadConflictError(reason)
    if (response.status === 422) throw new LeadRefusedError(reason)
    if (response.status === 429) {
      const after = Number(response.headers.get('Retry-After'))
      throw new LeadLimitError(reason, Number.isFinite(after) && after > 0 ? after : undefined)
    }
    if (reply.ok === false || !response.ok) throw new LeadSendError(reason)
    return reply
  } finally {
    clearTimeout(timer)
  }
}

/** The one lead sender: a POST with the client key header and no referrer, tried twice with the same body (so the same submission id). */
export async function sendLead(
  payload: LeadPayload,
  target: LeadEndpoint,
  options: { photos?: readonly OutgoingPhoto[]; fetch?: typeof fetch; timeoutMs?: number; attempts?: number } = {},
): Promise<LeadReply> {
  const request = requestOf(payload, options.photos ?? [])
  const { fetch: fetchLead = globalThis.fetch.bind(globalThis), attempts = leadAttempts } = options
  const timeoutMs = options.timeoutMs ?? leadTimeoutMs + request.bytes / slowUploadBytesPerMs
  let lastError: unknown
  for (let attempt = 1; attempt <= attempts; attempt++) {
    try {
      return await attemptOnce(request, target, fetchLead, timeoutMs)
    } catch (error) {
      if (isFinalError(error)) throw error
      lastError = error
    }
  }
  throw lastError
}

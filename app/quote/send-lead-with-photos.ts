import { photoRules, photoLeadField } from '#lead/photo-rules.ts'
import type { LeadPayload } from '#lead/lead-schema.ts'
import { LeadConflictError, LeadLimitError, LeadSendError, leadAttempts, leadTimeoutMs, type LeadEndpoint, type LeadReply } from './send-lead.ts'

/** A resized photo to send, under the id the form shows it by. */
export interface OutgoingPhoto {
  id: string
  name: string
  blob: Blob
}

/** 422: the collector refused the request as it is (a photo, or a field): the same body again cannot help. */
export class LeadRefusedError extends LeadSendError {
  override name = 'LeadRefusedError'
}

export interface SendWithPhotosOptions {
  /** How much of each photo has been sent (0 to 1), by its id, as the upload goes. */
  onProgress?: (sent: ReadonlyMap<string, number>) => void
  /** An attempt is given up after this long without any byte sent or answered (spec: 12 s). */
  stallMs?: number
  attempts?: number
  xhr?: () => XMLHttpRequest
}

/**
 * The lead with its photos, as one multipart request (decision 24): the lead's JSON in the field
 * `lead`, then each photo, with the client key header, answered in JSON. XMLHttpRequest, because
 * fetch cannot report upload progress: the bytes sent are mapped onto each photo's place in the
 * body, so each photo shows its own progress. Two attempts with the same body (the same
 * submission id and the same bytes: the collector stores each photo once). An attempt is given up
 * when nothing has moved for 12 s, not after 12 s in all: photos take longer than a lead on a
 * slow connection.
 */
export async function sendLeadWithPhotos(
  payload: LeadPayload,
  photos: readonly OutgoingPhoto[],
  target: LeadEndpoint,
  { onProgress, stallMs = leadTimeoutMs, attempts = leadAttempts, xhr = () => new XMLHttpRequest() }: SendWithPhotosOptions = {},
): Promise<LeadReply> {
  const body = new FormData()
  body.append(photoLeadField, JSON.stringify(payload))
  for (const photo of photos) body.append(photoRules.fieldName, photo.blob, photo.name.replace(/\.\w+$/, '') + '.jpg')

  // Where each photo ends in the body, roughly: the lead's JSON and the part headers come first.
  const leadBytes = new Blob([JSON.stringify(payload)]).size + 200
  let end = leadBytes
  const ranges = photos.map((photo) => {
    const start = end
    end += photo.blob.size + 200
    return { id: photo.id, start, end }
  })
  const report = (loaded: number) =>
    onProgress?.(new Map(ranges.map(({ id, start, end }) => [id, Math.min(1, Math.max(0, (loaded - start) / (end - start)))] as const)))

  let lastError: unknown
  for (let attempt = 1; attempt <= attempts; attempt++) {
    try {
      return await attemptOnce(body, target, { report, stallMs, xhr })
    } catch (error) {
      if (error instanceof LeadConflictError || error instanceof LeadLimitError || error instanceof LeadRefusedError) throw error
      lastError = error
    }
  }
  throw lastError
}

function attemptOnce(
  body: FormData,
  target: LeadEndpoint,
  { report, stallMs, xhr }: { report: (loaded: number) => void; stallMs: number; xhr: () => XMLHttpRequest },
): Promise<LeadReply> {
  return new Promise((resolve, reject) => {
    const request = xhr()
    let timer: ReturnType<typeof setTimeout> | undefined
    const stalled = () => {
      clearTimeout(timer)
      timer = setTimeout(() => {
        request.abort()
        reject(new LeadSendError(`Nothing moved for ${stallMs} ms`))
      }, stallMs)
    }
    request.open('POST', target.endpoint)
    request.setRequestHeader(target.clientKeyHeader, target.clientKey)
    request.setRequestHeader('Accept', 'application/json')
    request.responseType = 'text'
    request.upload.addEventListener('progress', (event) => {
      stalled()
      report(event.loaded)
    })
    request.addEventListener('progress', stalled)
    request.addEventListener('error', () => {
      clearTimeout(timer)
      reject(new LeadSendError('Network error'))
    })
    request.addEventListener('load', () => {
      clearTimeout(timer)
      let reply: LeadReply = {}
      try {
        const parsed: unknown = JSON.parse(request.responseText)
        if (parsed !== null && typeof parsed === 'object') reply = parsed as LeadReply
      } catch {
        // Not JSON: judged by its status alone.
      }
      const status = `HTTP ${request.status}`
      const reason = typeof reply.reason === 'string' && reply.reason ? reply.reason : undefined
      if (request.status === 409) return reject(new LeadConflictError(reason ?? status))
      if (request.status === 429) {
        const after = Number(request.getResponseHeader('Retry-After'))
        return reject(new LeadLimitError(reason ?? status, Number.isFinite(after) && after > 0 ? after : undefined))
      }
      if (request.status === 422) return reject(new LeadRefusedError(reason ?? status))
      if (reply.ok === false || request.status < 200 || request.status >= 300) return reject(new LeadSendError(reason ?? status))
      report(Number.MAX_SAFE_INTEGER)
      resolve(reply)
    })
    stalled()
    request.send(body)
  })
}

import type { LeadPayload } from '#lead/lead-schema.ts'
import type { SiteConfig } from '#config/site-config.ts'

/** Spec section 9: each attempt is aborted after 12 s; two attempts in total. */
export const leadTimeoutMs = 12_000
export const leadAttempts = 2

export type LeadEndpoint = SiteConfig['lead']

/** The collector's reply; only `ok` and `reason` are read. */
export interface LeadReply {
  ok?: boolean
  reason?: string
  [field: string]: unknown
}

export interface SendLeadOptions {
  fetch?: typeof fetch
  timeoutMs?: number
  attempts?: number
}

export class LeadSendError extends Error {
  override name = 'LeadSendError'
}

/** 409: the submission id names another request already stored. Sending the same body again cannot help; a new id can. */
export class LeadConflictError extends LeadSendError {
  override name = 'LeadConflictError'
}

/** 429: too many requests (from this network, or to the whole collector). The form keeps what was typed. */
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

/** Retry-After in seconds (the collector sends a number of seconds). */
function retryAfterOf(response: Response): number | undefined {
  const value = Number(response.headers.get('Retry-After'))
  return Number.isFinite(value) && value > 0 ? value : undefined
}

async function readReply(response: Response): Promise<LeadReply> {
  try {
    const reply: unknown = await response.json()
    return reply !== null && typeof reply === 'object' ? (reply as LeadReply) : {}
  } catch {
    return {}
  }
}

async function attemptOnce(payload: LeadPayload, target: LeadEndpoint, fetchLead: typeof fetch, timeoutMs: number): Promise<LeadReply> {
  const controller = new AbortController()
  const timer = setTimeout(() => controller.abort(new LeadSendError(`Timed out after ${timeoutMs} ms`)), timeoutMs)
  try {
    const response = await fetchLead(target.endpoint, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', [target.clientKeyHeader]: target.clientKey },
      body: JSON.stringify(payload),
      referrerPolicy: 'no-referrer',
      credentials: 'omit',
      signal: controller.signal,
    })
    const reply = await readReply(response)
    const status = `HTTP ${response.status}`
    const reason = typeof reply.reason === 'string' && reply.reason ? reply.reason : undefined
    if (response.status === 409) throw new LeadConflictError(reason ?? status)
    if (response.status === 429) throw new LeadLimitError(reason ?? status, retryAfterOf(response))
    if (reply.ok === false || !response.ok) throw new LeadSendError(reason ?? status)
    return reply
  } finally {
    clearTimeout(timer)
  }
}

/**
 * The one lead sender every quote form uses (spec section 7): a JSON POST with the client key
 * header and no referrer, 12 s per attempt, one retry with the same body (and so the same
 * submission id). Resolves with the collector's reply or rejects with the last attempt's error;
 * a 409 (LeadConflictError) or a 429 (LeadLimitError) at once, since the same body again now
 * cannot succeed.
 */
export async function sendLead(payload: LeadPayload, target: LeadEndpoint, options: SendLeadOptions = {}): Promise<LeadReply> {
  const { fetch: fetchLead = globalThis.fetch.bind(globalThis), timeoutMs = leadTimeoutMs, attempts = leadAttempts } = options
  let lastError: unknown
  for (let attempt = 1; attempt <= attempts; attempt++) {
    try {
      return await attemptOnce(payload, target, fetchLead, timeoutMs)
    } catch (error) {
      if (error instanceof LeadConflictError || error instanceof LeadLimitError) throw error
      lastError = error
    }
  }
  throw lastError
}

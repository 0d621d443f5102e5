// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest'
import { leadPayloadSchemas, type LeadFormValues, type LeadPayload } from '#lead/lead-schema.ts'
import { validLeadForm } from '#lead/testing/lead-form.ts'
import { LeadConflictError, LeadLimitError, LeadRefusedError, LeadSendError, type LeadReply } from './send-lead.ts'
import { failureDescription, submitQuote } from './submit-quote.ts'

const values: LeadFormValues = { ...validLeadForm, servicesNeeded: [...validLeadForm.servicesNeeded], projectDetails: '' }
const form = { pageContext: 'Home Page', formType: 'Hero Contact Form' }

describe('submitQuote', () => {
  it('sends the lead once under a fresh submission id', async () => {
    const send = vi.fn(async (): Promise<LeadReply> => ({ ok: true }))
    const { payload } = await submitQuote(values, form, { send, newId: () => 'id-1' })
    expect(send).toHaveBeenCalledTimes(1)
    expect(payload).toMatchObject({ submissionId: 'id-1', fullName: 'Maria Lopez', phone: '4695550142' })
  })

  it('sends again under a new submission id when the collector says the id was used for other content (409)', async () => {
    const ids = ['id-1', 'id-2']
    const send = vi
      .fn<(payload: LeadPayload) => Promise<LeadReply>>()
      .mockRejectedValueOnce(new LeadConflictError('This submission id was already used for another request'))
      .mockResolvedValueOnce({ ok: true })
    const { payload } = await submitQuote(values, form, { send, newId: () => ids.shift()! })
    const [first, second] = send.mock.calls.map(([sent]) => sent)
    expect([first!.submissionId, second!.submissionId]).toEqual(['id-1', 'id-2'])
    expect({ ...second, submissionId: 'id-1' }).toEqual(first)
    expect(payload.submissionId).toBe('id-2')
  })

  it('gives up after that one new id, and on any other failure', async () => {
    const conflict = vi.fn(async (): Promise<LeadReply> => Promise.reject(new LeadConflictError('used')))
    await expect(submitQuote(values, form, { send: conflict, newId: () => 'id' })).rejects.toBeInstanceOf(LeadConflictError)
    expect(conflict).toHaveBeenCalledTimes(2)
    const busy = vi.fn(async (): Promise<LeadReply> => Promise.reject(new LeadLimitError('busy', 60)))
    await expect(submitQuote(values, form, { send: busy, newId: () => 'id' })).rejects.toBeInstanceOf(LeadLimitError)
    expect(busy).toHaveBeenCalledTimes(1)
  })
})

describe('submitQuote with photos', () => {
  const photos = [{ name: 'yard.jpg', blob: new Blob(['jpeg bytes']) }]
  const ok = async (): Promise<LeadReply> => ({ ok: true })

  it('says nothing of photos when none was picked', async () => {
    const sent = await submitQuote(values, form, { send: ok, newId: () => 'id-1' })
    expect(sent.photosLost).toBe(false)
  })

  it('sends the lead and its photos in one request', async () => {
    const send = vi.fn(ok)
    expect(await submitQuote(values, form, { send, photos, newId: () => 'id-1' })).toMatchObject({ photosLost: false })
    expect(send).toHaveBeenCalledTimes(1)
    expect(send).toHaveBeenCalledWith(expect.objectContaining({ submissionId: 'id-1' }), photos)
  })

  it('says the photos were lost when the collector stored the lead without them', async () => {
    const send = vi.fn(async (): Promise<LeadReply> => ({ ok: true, id: 'lead-1', photosLost: true }))
    expect(await submitQuote(values, form, { send, photos, newId: () => 'id-1' })).toMatchObject({ photosLost: true })
    expect(send).toHaveBeenCalledTimes(1)
  })

  it('sends the lead alone under the same id when the request with photos cannot get through', async () => {
    const send = vi.fn(async (_payload: LeadPayload, picked: readonly unknown[]): Promise<LeadReply> => {
      if (picked.length > 0) throw new LeadSendError('Failed to fetch')
      return { ok: true }
    })
    const { payload, photosLost } = await submitQuote(values, form, { send, photos, newId: () => 'id-1' })
    expect(photosLost).toBe(true)
    expect(send).toHaveBeenLastCalledWith(payload, [])
    expect(payload.submissionId).toBe('id-1')
  })

  it('does not drop the photos when the collector refuses one: the visitor reads why', async () => {
    const refused = new LeadRefusedError('"scan.jpg" is not a photo we can open. Please choose a JPEG, PNG or WebP photo.')
    const send = vi.fn(async (): Promise<LeadReply> => Promise.reject(refused))
    await expect(submitQuote(values, form, { send, photos, newId: () => 'id-1' })).rejects.toBe(refused)
    expect(send).toHaveBeenCalledTimes(1)
    expect(failureDescription(refused, '(469) 555-0100')).toBe(refused.message)
  })
})

describe('failureDescription', () => {
  it('says when to try again when the collector is busy, and that the form keeps what was typed', () => {
    expect(failureDescription(new LeadLimitError('busy', 120), '(469) 555-0100')).toBe(
      'We are receiving an unusual number of requests. Your details are still in the form: please try again in 2 minutes, or call us at (469) 555-0100.',
    )
    expect(failureDescription(new LeadLimitError('busy', 30), '(469) 555-0100')).toContain('try again in a minute')
    expect(failureDescription(new LeadLimitError('busy', 7200), '(469) 555-0100')).toContain('try again in 2 hours')
  })

  it('asks to call for any other failure', () => {
    expect(failureDescription(new LeadSendError('HTTP 500'), '(469) 555-0100')).toBe(
      'There was an issue sending your request. Please call us directly at (469) 555-0100.',
    )
  })
})

describe('on a Spanish page', () => {
  it("sends the page's language with the lead, which the collector's Spanish schema accepts", async () => {
    const send = vi.fn(async (): Promise<LeadReply> => ({ ok: true }))
    const { payload } = await submitQuote(values, form, { send, newId: () => '7b0f8a0e-3c55-4f4e-9d64-2b8f0f0c1a2d', language: 'es' })
    expect(payload.language).toBe('es')
    expect(JSON.parse(JSON.stringify(payload))).toMatchObject({ language: 'es' })
    expect(leadPayloadSchemas.es.parse(payload).language).toBe('es')
  })

  it('says in Spanish when to try again, and whom to call', () => {
    expect(failureDescription(new LeadLimitError('busy', 120), '(469) 555-0100', 'es')).toBe(
      'Estamos recibiendo más solicitudes de lo normal. Sus datos siguen en el formulario: por favor, intente de nuevo en 2 minutos o llámenos al (469) 555-0100.',
    )
    expect(failureDescription(new LeadLimitError('busy', 30), '(469) 555-0100', 'es')).toContain('intente de nuevo en un minuto')
    expect(failureDescription(new LeadLimitError('busy', 3000), '(469) 555-0100', 'es')).toContain('intente de nuevo en 50 minutos')
    expect(failureDescription(new LeadLimitError('busy', 3600), '(469) 555-0100', 'es')).toContain('intente de nuevo en una hora')
    expect(failureDescription(new LeadLimitError('busy', 7200), '(469) 555-0100', 'es')).toContain('intente de nuevo en 2 horas')
    expect(failureDescription(new LeadSendError('HTTP 500'), '(469) 555-0100', 'es')).toBe(
      'Hubo un problema al enviar su solicitud. Por favor, llámenos directamente al (469) 555-0100.',
    )
  })
})

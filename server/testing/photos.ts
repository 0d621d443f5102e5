import zlib from 'node:zlib'
import type { FastifyInstance } from 'fastify'
import sharp from 'sharp'
import { photoRules, photoLeadField } from '#lead/photo-rules.ts'

/**
 * Photos for the tests, made here: a camera's JPEG with a GPS position in its EXIF, and a PNG
 * whose header claims more pixels than anyone should decode.
 */

/** A noisy JPEG (so it weighs what a photo weighs) taken "at" Celina, TX, as a phone would tag it. */
export async function cameraJpeg(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#6b8e23', noise: { type: 'gaussian', mean: 120, sigma: 40 } } })
    .jpeg({ quality: 90 })
    .withExif({
      IFD0: { Make: 'TestPhone', Model: 'Camera 15', Orientation: '1' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '33/1 19/1 2/1', GPSLongitudeRef: 'W', GPSLongitude: '96/1 46/1 58/1' },
    })
    .toBuffer()
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4)
  length.writeUInt32BE(data.length)
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data])
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(zlib.crc32(body))
  return Buffer.concat([length, body, crc])
}

/** A PNG of a few hundred bytes whose header says `width` × `height` grey pixels: a decompression bomb's shape. */
export function hugePngHeader(width: number, height: number): Buffer {
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header.writeUInt8(8, 8) // bit depth
  header.writeUInt8(0, 9) // greyscale
  const rows = zlib.deflateSync(Buffer.alloc(width + 1))
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', rows),
    pngChunk('IEND', Buffer.alloc(0)),
  ])
}

/** The first bytes of a PDF, as a file renamed to `.jpg` carries them. */
export const pdfBytes = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n')

/** A multipart/form-data body as a browser sends it, with its content type. */
export async function multipartBody(form: FormData): Promise<{ body: Buffer; contentType: string }> {
  const request = new Request('http://localhost/', { method: 'POST', body: form })
  return { body: Buffer.from(await request.arrayBuffer()), contentType: request.headers.get('content-type')! }
}

/** A file the visitor picked. */
export interface TestPhoto {
  name: string
  type: string
  bytes: Buffer
}

/** A form's fields (repeated ones as lists) and its photos, in that order. */
export function formWithPhotos(fields: Record<string, string | string[]>, photos: readonly TestPhoto[]): FormData {
  const form = new FormData()
  for (const [name, value] of Object.entries(fields)) for (const item of Array.isArray(value) ? value : [value]) form.append(name, item)
  for (const photo of photos) form.append(photoRules.fieldName, new Blob([new Uint8Array(photo.bytes)], { type: photo.type }), photo.name)
  return form
}

/** The script's upload: the lead's JSON and the (resized) photos, with the key header, answered in JSON. */
export async function postLeadWithPhotos(app: FastifyInstance, lead: object, photos: readonly TestPhoto[]) {
  const { body, contentType } = await multipartBody(formWithPhotos({ [photoLeadField]: JSON.stringify(lead) }, photos))
  return app.inject({
    method: 'POST',
    url: '/api/leads',
    headers: { 'content-type': contentType, accept: 'application/json', 'x-client-key': 'public-demo-client-key' },
    payload: body,
  })
}

/** A small plain PNG, as a screenshot or an edited photo might be. */
export async function plainPng(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#8b5a2b' } })
    .png()
    .toBuffer()
}

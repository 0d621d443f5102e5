import { createHash, randomUUID } from 'node:crypto'
import { createWriteStream } from 'node:fs'
import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { Transform, type Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import type { FastifyRequest } from 'fastify'
import { photoMessages } from '#lead/photo-messages.ts'
import { photoRules, type PhotoLimits } from '#lead/photo-rules.ts'
import { preparePhoto } from './prepare-photo.ts'
import { workLimit } from './work-limit.ts'

/** A photo of the request, checked and in its stored form, waiting in the work folder for its lead. */
export interface ReceivedPhoto {
  /** The prepared JPEG, in the work folder. */
  file: string
  /** SHA-256 (hex) of the bytes as they arrived: a retry sends the same bytes, so the same photo. */
  sourceSha256: string
  width: number
  height: number
  bytes: number
}

export interface QuoteMultipart {
  /** The form's other fields, each a string or, repeated, a list. */
  fields: Record<string, string | string[]>
  photos: ReceivedPhoto[]
  /** The first photo refused, as the visitor reads it; undefined when every photo was taken. */
  photoProblem?: string
  /** Removes what the request left in the work folder; call it once the photos are stored or refused. */
  discard(): Promise<void>
}

/** Photos decoded at once in this process, whatever the number of requests: one per core. */
const photoWork = workLimit(os.availableParallelism())

/** Files beyond the count the form allows that are still read (and thrown away) so the rest of the form arrives; past it the request is refused. */
const filesRead = photoRules.maxPhotos * 2

async function drain(file: Readable) {
  for await (const chunk of file) void chunk
}

/**
 * Reads a quote request sent as multipart/form-data, streaming: each photo goes to a file in
 * `workDir` as it arrives (never a whole request, nor a whole photo, in memory), bounded by the
 * per-file limit (busboy stops reading it past that; the route registers the parser with
 * `throwFileSizeLimit: false`, so it is marked truncated instead of failing the request) and the total; then it is decoded and
 * prepared (prepare-photo.ts) while the rest of the request waits. After the first refused photo
 * the remaining files are read and thrown away, so the rest of the form is still there to be
 * shown again with the message.
 */
export async function readQuoteMultipart(request: FastifyRequest, options: { limits: PhotoLimits; workDir: string }): Promise<QuoteMultipart> {
  const { limits, workDir } = options
  await fs.mkdir(workDir, { recursive: true, mode: 0o700 })
  const fields: Record<string, string | string[]> = {}
  const photos: ReceivedPhoto[] = []
  const leftovers: string[] = []
  let photoProblem: string | undefined
  let total = 0

  const discard = async () => {
    await Promise.all([...leftovers, ...photos.map((photo) => photo.file)].map((file) => fs.rm(file, { force: true })))
  }
  try {
    const parts = request.parts({
      limits: { fileSize: limits.maxFileBytes, files: filesRead, fields: 100, fieldSize: 64 * 1024, parts: filesRead + 100, headerPairs: 20 },
    })
    for await (const part of parts) {
      if (part.type === 'field') {
        const value = String(part.value)
        const before = fields[part.fieldname]
        fields[part.fieldname] = before === undefined ? value : Array.isArray(before) ? [...before, value] : [before, value]
        continue
      }
      if (part.fieldname !== photoRules.fieldName || photoProblem) {
        await drain(part.file)
        continue
      }
      const id = randomUUID()
      const upload = path.join(workDir, `${id}.upload`)
      leftovers.push(upload)
      const hash = createHash('sha256')
      let size = 0
      const measure = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          hash.update(chunk)
          size += chunk.length
          done(null, chunk)
        },
      })
      await pipeline(part.file, measure, createWriteStream(upload, { mode: 0o600 }))
      // A file input left empty posts one part with no name and no bytes.
      if (size === 0 && !part.filename) continue
      total += size
      if (photos.length >= photoRules.maxPhotos) photoProblem = photoMessages.tooMany
      else if (part.file.truncated) photoProblem = photoMessages.tooLarge(part.filename, limits)
      else if (total > limits.maxTotalBytes) photoProblem = photoMessages.tooMuchInTotal(limits)
      if (photoProblem) continue

      const prepared = path.join(workDir, `${id}.jpg`)
      leftovers.push(prepared)
      const result = await photoWork(() => preparePhoto(upload, prepared, part.filename, limits))
      await fs.rm(upload, { force: true })
      if (!result.ok) photoProblem = result.message
      else photos.push({ file: prepared, sourceSha256: hash.digest('hex'), width: result.width, height: result.height, bytes: result.bytes })
    }
  } catch (error) {
    await discard()
    throw error
  }
  return { fields, photos, photoProblem, discard }
}

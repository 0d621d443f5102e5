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
import { photoRefusals, type PhotoRefusal } from './photo-allowance.ts'
import { preparePhoto } from './prepare-photo.ts'
import { WaitedTooLong, workLimit } from './work-limit.ts'

/** A photo of the request, checked and in its stored form, waiting in the work folder for its lead. */
export interface ReceivedPhoto {
  file: string
  /** SHA-256 (hex) of the bytes as they arrived: a retry sends the same bytes, so the same photo. */
  sourceSha256: string
  width: number
  height: number
  bytes: number
}

export interface QuoteMultipart {
  fields: Record<string, string | string[]>
  photos: ReceivedPhoto[]
  /** The first photo refused, as the visitor reads it; undefined when every photo was taken. */
  photoProblem?: string
  /** Why photos the request carried were not kept, as the owner reads it; undefined when none was left out. */
  notKept?: string
  /** Removes what the request left in the work folder; call it once the photos are stored or refused. */
  discard(): Promise<void>
}

/** What one decode may raise the process's memory by, at most (prepare-photo.ts holds each format to it). */
const decodeMemoryBytes = 150 * 1024 * 1024

/** One per core, as many as a quarter of memory holds, and two fewer than libuv's pool, which sharp shares with files, DNS and SMTP. */
export function decodeSlots(cores = os.availableParallelism(), memory = availableMemory(), threadPool = Number(process.env.UV_THREADPOOL_SIZE) || 4) {
  return Math.max(1, Math.min(cores, Math.floor(memory / 4 / decodeMemoryBytes), threadPool - 2))
}

function availableMemory(): number {
  // A container's limit, where there is one (0, or a huge number, when there is none).
  const constrained = process.constrainedMemory?.() ?? 0
  return constrained > 0 ? Math.min(constrained, os.totalmem()) : os.totalmem()
}

/** Past this wait for a decoder (or a full queue) the request goes on without its photos; it stays below how long the form's script waits without news. */
export const decodeWaitMs = 8_000
export const photoDecodes = decodeSlots()
const photoWork = workLimit(photoDecodes, { maxWaitMs: decodeWaitMs, maxWaiting: photoDecodes * 3 })

/** A form posted without JavaScript whose key field is missing or wrong: refused before any file of it is read. */
export class KeyRefused extends Error {
  override name = 'KeyRefused'
}

/** The form's fields as it sends them: at most this many, each at most the size of a whole lead's JSON. */
const fieldLimits = { fields: 40, fieldSize: 16 * 1024 }

/** Files beyond the count the form allows that are still read (and thrown away) so the rest of the form arrives; past it the request is refused. */
const filesRead = photoRules.maxPhotos * 2

async function drain(file: Readable) {
  for await (const chunk of file) void chunk
}

/** Streams each photo to `workDir`, never whole in memory; an oversized file is marked truncated (`throwFileSizeLimit: false`), not a failed request.
 * Past the count, the total or a budget the remaining files are read past unopened, so the rest of the form still arrives. */
export async function readQuoteMultipart(
  request: FastifyRequest,
  options: {
    limits: PhotoLimits
    workDir: string
    /** Set when the request is past a photo budget: its files are read past unopened, and this is why. */
    refused?: PhotoRefusal
    /** A form's native post carries its client key as a field, ahead of its files: checked before any file is read. */
    keyField?: { name: string; isValid(given: unknown): boolean }
  },
): Promise<QuoteMultipart> {
  const { limits, workDir, keyField } = options
  await fs.mkdir(workDir, { recursive: true, mode: 0o700 })
  const fields: Record<string, string | string[]> = {}
  const photos: ReceivedPhoto[] = []
  const leftovers: string[] = []
  let photoProblem: string | undefined
  let notKept: string | undefined = undefined
  // Past the count, the total or a budget no further photo is read; a single bad file stops only itself.
  let stopped = false
  let total = 0
  const refuse = (visitor: string | undefined, owner: string, stop: boolean) => {
    photoProblem ??= visitor
    notKept ??= owner
    stopped ||= stop
  }

  const discard = async () => {
    await Promise.all([...leftovers, ...photos.map((photo) => photo.file)].map((file) => fs.rm(file, { force: true })))
  }
  try {
    const parts = request.parts({
      limits: { fileSize: limits.maxFileBytes, files: filesRead, ...fieldLimits, parts: filesRead + fieldLimits.fields, headerPairs: 20 },
    })
    for await (const part of parts) {
      if (keyField && (part.type === 'file' || part.fieldname === keyField.name)) {
        const given = part.type === 'file' ? fields[keyField.name] : String(part.value)
        if (!keyField.isValid(given)) throw new KeyRefused('the form was posted without a valid client key')
      }
      if (part.type === 'field') {
        const value = String(part.value)
        const before = fields[part.fieldname]
        fields[part.fieldname] = before === undefined ? value : Array.isArray(before) ? [...before, value] : [before, value]
        continue
      }
      if (part.fieldname !== photoRules.fieldName || stopped) {
        await drain(part.file)
        continue
      }
      if (options.refused) {
        await drain(part.file)
        // A file input left empty posts one part with no name and no bytes.
        if (part.filename) refuse(undefined, options.refused, true)
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
      const stop =
        photos.length >= photoRules.maxPhotos ? photoMessages.tooMany : total > limits.maxTotalBytes ? photoMessages.tooMuchInTotal(limits) : undefined
      const problem = stop ?? (part.file.truncated ? photoMessages.tooLarge(part.filename, limits) : undefined)
      if (problem) {
        refuse(problem, `a file was refused: ${problem}`, stop !== undefined)
        await fs.rm(upload, { force: true })
        continue
      }

      const prepared = path.join(workDir, `${id}.jpg`)
      leftovers.push(prepared)
      const result = await photoWork(() => preparePhoto(upload, prepared, part.filename, limits)).catch((error: unknown) => {
        if (error instanceof WaitedTooLong) return undefined
        throw error
      })
      await fs.rm(upload, { force: true })
      if (!result) refuse(undefined, photoRefusals.queueFull, true)
      else if (!result.ok) refuse(result.message, `a file was refused: ${result.message}`, false)
      else photos.push({ file: prepared, sourceSha256: hash.digest('hex'), width: result.width, height: result.height, bytes: result.bytes })
    }
  } catch (error) {
    await discard()
    throw error
  }
  return { fields, photos, photoProblem, notKept, discard }
}

// Compresses the built site once at the highest settings, so the server never compresses per request.
// Must run last: a file changed after it would be served stale.
import { readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

// Images and fonts are compressed formats already.
export const compressibleExtensions = ['.html', '.js', '.css', '.svg', '.xml', '.txt', '.json', '.data', '.webmanifest']

export type PrecompressResult = ReturnType<typeof precompressFiles>

const brotli = (source: Buffer) =>
  brotliCompressSync(source, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
    },
  })

// A copy no smaller than its source is not written, so the step wants a fresh build directory.
export function precompressFiles(root: string) {
  const result = { files: 0, bytes: 0, brotliBytes: 0, gzipBytes: 0 }
  const files = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter(
    (file) => compressibleExtensions.includes(path.extname(file)) && statSync(path.join(root, file)).isFile(),
  )
  for (const file of files) {
    const target = path.join(root, file)
    const source = readFileSync(target)
    result.files += 1
    result.bytes += source.length
    const copies = [['br', brotli(source), 'brotliBytes'] as const, ['gz', gzipSync(source, { level: 9 }), 'gzipBytes'] as const]
    for (const [extension, body, total] of copies) {
      if (body.length < source.length) writeFileSync(`${target}.${extension}`, body)
      result[total] += Math.min(body.length, source.length)
    }
  }
  return result
}

import sharp from 'sharp'
import { photoMessages } from '#lead/photo-messages.ts'
import { type PhotoLimits, photoLongSide } from '#lead/photo-rules.ts'

// Each photo is read once: libvips's cache of decoded images and operations would only hold memory
// that a burst of uploads needs (bench:photos).
sharp.cache(false)

/** What a photo is identified as: the decoder's word, never the file's name or type header. */
const photoFormats = new Set(['jpeg', 'png', 'webp', 'heif'])

export type PreparedPhoto = { ok: true; width: number; height: number; bytes: number } | { ok: false; message: string }

/** The stored form of every photo: JPEG, as every mail client and browser shows it. */
export const storedPhotoType = 'image/jpeg'

/**
 * Reads a received file as a photo and writes its stored form to `target`: identified by
 * decoding its header (a renamed PDF is not a photo, whatever it is called), refused before
 * decoding when it has more pixels than the limit (a decompression bomb), turned upright by its
 * orientation, fitted within the long side and re-encoded as JPEG. Nothing of the original's
 * metadata is copied: no EXIF (GPS location, camera, time), XMP, IPTC or ICC block.
 */
export async function preparePhoto(source: string, target: string, name: string, limits: PhotoLimits): Promise<PreparedPhoto> {
  const options = { limitInputPixels: limits.maxPixels, failOn: 'error', sequentialRead: true } as const
  // The header only (no pixel is decoded), read without the limit so a bomb is told apart from a file that is no photo.
  const metadata = await sharp(source, { ...options, limitInputPixels: false })
    .metadata()
    .catch(() => undefined)
  if (!metadata) return { ok: false, message: photoMessages.notAPhoto(name) }
  if (!metadata.format || !photoFormats.has(metadata.format) || !metadata.width || !metadata.height)
    return { ok: false, message: photoMessages.notAPhoto(name) }
  if (metadata.width * metadata.height > limits.maxPixels) return { ok: false, message: photoMessages.tooManyPixels(name, limits) }
  try {
    const info = await sharp(source, options)
      .rotate()
      .resize({ width: photoLongSide, height: photoLongSide, fit: 'inside', withoutEnlargement: true })
      .jpeg({ quality: 82 })
      .toFile(target)
    return { ok: true, width: info.width, height: info.height, bytes: info.size }
  } catch {
    // The header read, the pixels did not: a truncated or corrupt file.
    return { ok: false, message: photoMessages.notAPhoto(name) }
  }
}

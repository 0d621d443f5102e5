import sharp, { type Metadata } from 'sharp'
import { photoMessages } from '#lead/photo-messages.ts'
import { type PhotoLimits, photoLongSide } from '#lead/photo-rules.ts'

// Each photo is read once: libvips's cache would only hold memory that a burst of uploads needs.
sharp.cache(false)

// The decoder's word, never the file's name or type header.
const photoFormats = new Set(['jpeg', 'png', 'webp', 'heif'])

// These formats are decoded whole (the rest a few lines at a time), so their pixel limit comes from this.
export const wholeDecodeBudgetBytes = 80 * 1024 * 1024

function wholeDecodeBytesPerPixel({ format, isProgressive, chromaSubsampling, channels = 3, depth }: Metadata): number {
  // A progressive JPEG keeps every DCT coefficient (2 bytes) of every component until its last scan.
  if (format === 'jpeg' && isProgressive) return 2 * (chromaSubsampling === '4:2:0' ? 1.5 : chromaSubsampling === '4:2:2' ? 2 : channels)
  if (format === 'png' && isProgressive) return channels * (depth === 'ushort' ? 2 : 1)
  // libheif's decoders hold several full frames at once.
  if (format === 'heif') return 16
  return 0
}

type PreparedPhoto = { ok: true; width: number; height: number; bytes: number } | { ok: false; message: string }

export const storedPhotoType = 'image/jpeg'

// No metadata of the original is copied: no EXIF (GPS location), XMP, IPTC or ICC.
export async function preparePhoto(source: string, target: string, name: string, limits: PhotoLimits): Promise<PreparedPhoto> {
  const options = { limitInputPixels: limits.maxPixels, failOn: 'error', sequentialRead: true } as const
  // The header only (no pixel is decoded), read without the limit so a bomb is told apart from a file that is no photo.
  const metadata = await sharp(source, { ...options, limitInputPixels: false })
    .metadata()
    .catch(() => undefined)
  if (!metadata?.format || !photoFormats.has(metadata.format) || !metadata.width || !metadata.height)
    return { ok: false, message: photoMessages.notAPhoto(name) }
  const perPixel = wholeDecodeBytesPerPixel(metadata)
  const maxPixels = perPixel === 0 ? limits.maxPixels : Math.min(limits.maxPixels, Math.floor(wholeDecodeBudgetBytes / perPixel))
  if (metadata.width * metadata.height > maxPixels) return { ok: false, message: photoMessages.tooManyPixels(name, maxPixels) }
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

import { singleLineText } from './plain-text.ts'

/**
 * The photos a quote request may carry (issue 31), shared by the form and the collector: how
 * many, how large, and what the visitor reads when one is refused. The browser resizes each
 * photo before it is sent, so its limits are rarely met there; a form posted without
 * JavaScript sends the camera's files as they are, and the collector checks them all.
 */
export const photoRules = {
  /** The form's field name, in the native post and the script's upload alike. */
  fieldName: 'photos',
  /** The script's upload with photos is multipart too: the lead's JSON goes in this field, beside the photos. */
  leadField: 'lead',
  maxPhotos: 6,
  /** The long side of a stored photo (and of one resized in the browser), in pixels. */
  longSide: 2048,
} as const

/** The collector's limits on what arrives (PHOTO_MAX_FILE_MB, PHOTO_MAX_TOTAL_MB, PHOTO_MAX_MEGAPIXELS). */
export interface PhotoLimits {
  maxFileBytes: number
  maxTotalBytes: number
  /** Decoded pixels (width × height): a small file that would open to gigabytes is refused before it is decoded. */
  maxPixels: number
}

export const defaultPhotoLimits: PhotoLimits = {
  maxFileBytes: 25 * 1024 * 1024,
  maxTotalBytes: 60 * 1024 * 1024,
  maxPixels: 100_000_000,
}

/** The file's name as the visitor chose it, safe to show: one line, at most 60 characters. */
export function shownFileName(name: string): string {
  const clean = singleLineText(name).trim()
  return clean.length > 60 ? `${clean.slice(0, 57)}...` : clean || 'This file'
}

const megabytes = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`

/** What the visitor reads beside the photo field when a photo is refused. */
export const photoMessages = {
  tooMany: `Please attach at most ${photoRules.maxPhotos} photos.`,
  notAPhoto: (name: string) => `"${shownFileName(name)}" is not a photo we can open. Please choose a JPEG, PNG or WebP photo.`,
  tooLarge: (name: string, limits: PhotoLimits) => `"${shownFileName(name)}" is larger than ${megabytes(limits.maxFileBytes)}. Please choose a smaller photo.`,
  tooManyPixels: (name: string, limits: PhotoLimits) =>
    `"${shownFileName(name)}" is too large to open (over ${Math.round(limits.maxPixels / 1_000_000)} megapixels). Please choose a smaller photo.`,
  tooMuchInTotal: (limits: PhotoLimits) => `Your photos add up to more than ${megabytes(limits.maxTotalBytes)}. Please send fewer photos.`,
} as const

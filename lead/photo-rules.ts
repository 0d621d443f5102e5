/**
 * The photos a quote request may carry (issue 31), shared by the form and the collector: how
 * many, how large, and what the visitor reads when one is refused. The browser resizes each
 * photo before it is sent, so its limits are rarely met there; a form posted without
 * JavaScript sends the camera's files as they are, and the collector checks them all.
 */
export const photoRules = {
  /** The form's field name, in the native post and the script's upload alike. */
  fieldName: 'photos',
  maxPhotos: 6,
} as const

/** The script's upload with photos is multipart too: the lead's JSON goes in this field, beside the photos. */
export const photoLeadField = 'lead'

/** The long side of a stored photo (and of one resized in the browser), in pixels. */
export const photoLongSide = 2048

/** The collector's limits on what arrives (PHOTO_MAX_FILE_MB, PHOTO_MAX_TOTAL_MB, PHOTO_MAX_MEGAPIXELS). */
export interface PhotoLimits {
  maxFileBytes: number
  maxTotalBytes: number
  /** Decoded pixels (width × height): a small file that would open to gigabytes is refused before it is decoded. */
  maxPixels: number
}

// 50 megapixels: the largest a phone's camera sends in its full-resolution mode.
export const defaultPhotoLimits: PhotoLimits = {
  maxFileBytes: 25 * 1024 * 1024,
  maxTotalBytes: 60 * 1024 * 1024,
  maxPixels: 50_000_000,
}

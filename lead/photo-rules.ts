// The browser resizes photos before sending; a form posted without JavaScript sends the camera's files.
export const photoRules = {
  fieldName: 'photos',
  maxPhotos: 6,
} as const

export const photoLeadField = 'lead'

export const photoLongSide = 2048

// The largest a phone's camera sends in full-resolution mode.
export const defaultPhotoLimits = {
  maxFileBytes: 25 * 1024 * 1024,
  maxTotalBytes: 60 * 1024 * 1024,
  // A small file that would decode to gigabytes is refused before it is decoded.
  maxPixels: 50_000_000,
}

export type PhotoLimits = typeof defaultPhotoLimits

import { singleLineText } from './plain-text.ts'
import { photoRules, type PhotoLimits } from './photo-rules.ts'

// Apart from the rules, so the form's first script does not carry them: they load with the picker.
export function shownFileName(name: string): string {
  const clean = singleLineText(name).trim()
  return clean.length > 60 ? `${clean.slice(0, 57)}...` : clean || 'This file'
}

const megabytes = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`

export const photoMessages = {
  tooMany: `Please attach at most ${photoRules.maxPhotos} photos.`,
  notAPhoto: (name: string) => `"${shownFileName(name)}" is not a photo we can open. Please choose a JPEG, PNG or WebP photo.`,
  tooLarge: (name: string, limits: PhotoLimits) => `"${shownFileName(name)}" is larger than ${megabytes(limits.maxFileBytes)}. Please choose a smaller photo.`,
  // Per format, and may be below PHOTO_MAX_MEGAPIXELS.
  tooManyPixels: (name: string, maxPixels: number) =>
    `"${shownFileName(name)}" is too large to open (over ${Math.floor(maxPixels / 1_000_000)} megapixels). Please choose a smaller photo.`,
  tooMuchInTotal: (limits: PhotoLimits) => `Your photos add up to more than ${megabytes(limits.maxTotalBytes)}. Please send fewer photos.`,
} as const

import type { LeadLanguage } from './languages.ts'
import { singleLineText } from './plain-text.ts'
import { photoRules, type PhotoLimits } from './photo-rules.ts'

// Apart from the rules, so the form's first script does not carry them: they load with the picker.
export function shownFileName(name: string, language: LeadLanguage = 'en'): string {
  const clean = singleLineText(name).trim()
  return clean.length > 60 ? `${clean.slice(0, 57)}...` : clean || (language === 'es' ? 'Este archivo' : 'This file')
}

const megabytes = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`

const english = {
  tooMany: `Please attach at most ${photoRules.maxPhotos} photos.`,
  notAPhoto: (name: string) => `"${shownFileName(name)}" is not a photo we can open. Please choose a JPEG, PNG or WebP photo.`,
  tooLarge: (name: string, limits: PhotoLimits) => `"${shownFileName(name)}" is larger than ${megabytes(limits.maxFileBytes)}. Please choose a smaller photo.`,
  // Per format, and may be below PHOTO_MAX_MEGAPIXELS.
  tooManyPixels: (name: string, maxPixels: number) =>
    `"${shownFileName(name)}" is too large to open (over ${Math.floor(maxPixels / 1_000_000)} megapixels). Please choose a smaller photo.`,
  tooMuchInTotal: (limits: PhotoLimits) => `Your photos add up to more than ${megabytes(limits.maxTotalBytes)}. Please send fewer photos.`,
}

export const photoMessagesIn = {
  en: english,
  es: {
    tooMany: `Por favor, adjunte como máximo ${photoRules.maxPhotos} fotos.`,
    notAPhoto: (name: string) => `No podemos abrir "${shownFileName(name, 'es')}" como foto. Por favor, elija una foto JPEG, PNG o WebP.`,
    tooLarge: (name: string, limits: PhotoLimits) =>
      `"${shownFileName(name, 'es')}" pesa más de ${megabytes(limits.maxFileBytes)}. Por favor, elija una foto más pequeña.`,
    tooManyPixels: (name: string, maxPixels: number) =>
      `"${shownFileName(name, 'es')}" es demasiado grande para abrirla (más de ${Math.floor(maxPixels / 1_000_000)} megapíxeles). Por favor, elija una foto más pequeña.`,
    tooMuchInTotal: (limits: PhotoLimits) => `Sus fotos suman más de ${megabytes(limits.maxTotalBytes)}. Por favor, envíe menos fotos.`,
  },
} as const satisfies Record<LeadLanguage, typeof english>

/** The collector's photo checks run before it has read the lead's language: they answer in English. */
export const photoMessages = photoMessagesIn.en

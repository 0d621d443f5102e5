import type { Language } from '#app/lib/language.tsx'
import { photoRules } from '#lead/photo-rules.ts'

const photoEnglish = {
  label: `Yard photos, up to ${photoRules.maxPhotos}`,
  list: 'Photos to send',
  preparing: 'Preparing…',
  sending: 'Sending…',
  ready: 'Ready',
  removeButton: 'Remove',
  remove: (name: string) => `Remove ${name}`,
  /** `size` is written in US format in both languages ("2.5 MB"). */
  sendingStatus: (count: number, size: string) =>
    `Sending ${count} ${count === 1 ? 'photo' : 'photos'} (${size}): on a slow connection this can take a minute.`,
}

/** The photo field's own words; its refusals are the collector's (lead/photo-messages.ts). */
export const photoFieldText = {
  en: photoEnglish,
  es: {
    label: `Fotos del patio, hasta ${photoRules.maxPhotos}`,
    list: 'Fotos por enviar',
    preparing: 'Preparando…',
    sending: 'Enviando…',
    ready: 'Lista',
    removeButton: 'Quitar',
    remove: (name: string) => `Quitar ${name}`,
    sendingStatus: (count: number, size: string) =>
      `Enviando ${count} ${count === 1 ? 'foto' : 'fotos'} (${size}): con una conexión lenta esto puede tardar un minuto.`,
  },
} satisfies Record<Language, typeof photoEnglish>

const pickerEnglish = {
  select: 'Select services...',
  addAnother: 'Add another service...',
  chosenList: 'Chosen services',
  search: 'Search services',
  searchPlaceholder: 'Search services...',
  noneFound: 'No services found.',
  noneChosen: 'No service chosen yet.',
  chosen: (labels: string) => `Chosen: ${labels}.`,
  added: (label: string) => `${label} added.`,
  removed: (label: string) => `${label} removed.`,
  remove: (label: string) => `Remove ${label}`,
}

/** The services picker's own words; the services' names come from `serviceLabelIn`. */
export const servicesPickerText = {
  en: pickerEnglish,
  es: {
    select: 'Elija los servicios...',
    addAnother: 'Agregar otro servicio...',
    chosenList: 'Servicios elegidos',
    search: 'Buscar servicios',
    searchPlaceholder: 'Buscar servicios...',
    noneFound: 'No encontramos ese servicio.',
    noneChosen: 'Todavía no ha elegido ningún servicio.',
    chosen: (labels: string) => `Eligió: ${labels}.`,
    added: (label: string) => `Se agregó ${label}.`,
    removed: (label: string) => `Se quitó ${label}.`,
    remove: (label: string) => `Quitar ${label}`,
  },
} satisfies Record<Language, typeof pickerEnglish>

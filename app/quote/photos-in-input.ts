import { photoMessages } from '#lead/photo-messages.ts'
import { photoRules } from '#lead/photo-rules.ts'
import { LeadRefusedError, type OutgoingPhoto } from './send-lead-with-photos.ts'

/**
 * Photos picked before the form's script ran: they are in the file input, and the picker never
 * saw them. They are resized here, at the submit, so they go with the lead as the picker's would
 * (a visitor's early input never disappears); one the browser cannot decode, or a seventh,
 * stops the submit with the field's message.
 */
export async function photosInInput(form: HTMLFormElement): Promise<OutgoingPhoto[]> {
  const input = form.querySelector<HTMLInputElement>(`input[type="file"][name="${photoRules.fieldName}"]`)
  const files = Array.from(input?.files ?? [])
  if (files.length === 0) return []
  if (files.length > photoRules.maxPhotos) throw new LeadRefusedError(photoMessages.tooMany)
  const { resizePhoto } = await import('./resize-photo.ts')
  return Promise.all(
    files.map(async (file, index) => {
      const blob = await resizePhoto(file).catch(() => {
        throw new LeadRefusedError(photoMessages.notAPhoto(file.name))
      })
      return { id: `picked-early-${index}`, name: file.name, blob }
    }),
  )
}

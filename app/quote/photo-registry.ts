/** What a form's sender does with the photos picked: wait for them to be resized, show their progress, forget them after a success. */
export interface PhotoHandle {
  settled(): Promise<Array<{ id: string; name: string; blob: Blob }>>
  setSent(sent: ReadonlyMap<string, number>): void
  clear(): void
}

/**
 * The photo picker of each form, by its form element: the picker (loaded with the first pick)
 * registers here, and the sender (submit-quote.ts) finds it, so the form's own code carries
 * neither.
 */
const pickers = new WeakMap<HTMLFormElement, PhotoHandle>()

export function registerPhotos(form: HTMLFormElement, handle: PhotoHandle): () => void {
  pickers.set(form, handle)
  return () => {
    if (pickers.get(form) === handle) pickers.delete(form)
  }
}

export const photosOf = (form: HTMLFormElement | null | undefined): PhotoHandle | undefined => (form ? pickers.get(form) : undefined)

/**
 * Puts the photos a form's picker holds (resized) back into its file field, for a post of the
 * form itself (the picker empties the field when it takes a pick).
 */
export async function putPhotosBack(form: HTMLFormElement): Promise<void> {
  const photos =
    (await photosOf(form)
      ?.settled()
      .catch(() => undefined)) ?? []
  const input = form.querySelector<HTMLInputElement>('input[type="file"]')
  if (!input || photos.length === 0) return
  const files = new DataTransfer()
  for (const photo of photos) files.items.add(new File([photo.blob], photo.name, { type: photo.blob.type }))
  input.files = files.files
}

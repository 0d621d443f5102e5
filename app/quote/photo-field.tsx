import { useEffect, useEffectEvent, useRef } from 'react'
import { photoRules } from '#lead/photo-rules.ts'
import { Input } from '../components/ui/input.tsx'
import { useLanguage } from '../lib/language.tsx'
import { FormField, type FormFieldProps } from './form-field.tsx'
import { photoFieldText } from './quote-field-text.ts'
import type { PhotoList, PickedPhoto } from './use-photo-list.ts'

const megabytes = new Intl.NumberFormat('en-US', { style: 'unit', unit: 'megabyte', maximumFractionDigits: 1 })

type PhotoFieldText = (typeof photoFieldText)['en']

const photoState = (photo: PickedPhoto, sending: boolean, text: PhotoFieldText) =>
  photo.state === 'preparing' ? text.preparing : sending ? text.sending : text.ready

/**
 * A native file input, posted as is without JavaScript; with it each pick (even one made before it ran) joins the list, and the input empties.
 * An upload reports no progress without sending the page's address, so sending shows its size.
 */
export function PhotoField({ ids, photos, sending, error, focus }: Pick<FormFieldProps, 'ids' | 'error' | 'focus'> & { photos: PhotoList; sending: boolean }) {
  const input = useRef<HTMLInputElement>(null)
  const text = photoFieldText[useLanguage()]
  const take = (field: HTMLInputElement | null) => {
    const files = Array.from(field?.files ?? [])
    if (files.length === 0 || !field) return
    field.value = ''
    photos.add(files)
  }
  const takeFirstPaintPicks = useEffectEvent(() => take(input.current))
  useEffect(() => takeFirstPaintPicks(), [])
  const ready = photos.photos.filter((photo) => photo.state === 'ready')
  const bytes = ready.reduce((sum, photo) => sum + (photo.bytes ?? 0), 0)

  return (
    <FormField ids={ids} label={text.label} optional error={photos.message ?? error} focus={focus}>
      {(wiring) => (
        <>
          <Input ref={input} type="file" name={photoRules.fieldName} accept="image/*" multiple onChange={(event) => take(event.currentTarget)} {...wiring} />
          {photos.photos.length > 0 && (
            <ul aria-label={text.list} className="mt-2 grid gap-2">
              {photos.photos.map((photo) => (
                <li key={photo.id} data-photo-state={photo.state} className="flex items-center gap-3 rounded-md border p-2 text-sm">
                  {photo.preview ? (
                    <img src={photo.preview} alt="" width={48} height={48} className="size-12 shrink-0 rounded object-cover" />
                  ) : (
                    <span aria-hidden="true" className="size-12 shrink-0 animate-pulse rounded bg-muted" />
                  )}
                  <span className="grid min-w-0 flex-1 gap-1">
                    <span className="truncate font-medium">{photo.name}</span>
                    {(photo.state === 'preparing' || sending) && (
                      <progress aria-label={`${photo.name}: ${photoState(photo, sending, text)}`} className="h-1.5 w-full accent-primary" />
                    )}
                    <span className="text-muted-foreground">{photoState(photo, sending, text)}</span>
                  </span>
                  <button
                    type="button"
                    aria-label={text.remove(photo.name)}
                    disabled={sending}
                    onClick={() => photos.remove(photo.id)}
                    className="min-h-11 rounded-md px-3 font-medium hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring"
                  >
                    {text.removeButton}
                  </button>
                </li>
              ))}
            </ul>
          )}
          <p role="status" className="mt-2 text-sm text-muted-foreground empty:hidden">
            {sending && ready.length > 0 ? text.sendingStatus(ready.length, megabytes.format(bytes / 1_000_000)) : ''}
          </p>
        </>
      )}
    </FormField>
  )
}

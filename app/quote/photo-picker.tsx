import { useEffect, useRef, type ReactElement } from 'react'
import { registerPhotos } from './photo-registry.ts'
import { usePhotoList, type PickedPhoto } from './use-photo-list.ts'

function photoState(photo: PickedPhoto): string {
  if (photo.state === 'preparing') return 'Preparing…'
  if (photo.sent >= 1) return 'Sent'
  if (photo.sent > 0) return `Sending ${Math.round(photo.sent * 100)}%`
  return 'Ready'
}

export interface PhotoPickerProps {
  /** Every pick so far, in order (each the files of one choice); new ones are added as they come. */
  picks: readonly File[][]
  onMessage: (message: string | undefined) => void
}

const picksOf = new WeakMap<HTMLInputElement, File[][]>()

/**
 * A pick in the photo field: takes its files (and empties the input, so the next pick adds to the
 * list) and answers with the picker showing every pick of that input so far.
 */
export function picked(input: HTMLInputElement, onMessage: PhotoPickerProps['onMessage']): ReactElement {
  const picks = [...(picksOf.get(input) ?? []), Array.from(input.files ?? [])]
  picksOf.set(input, picks)
  input.value = ''
  return <PhotoPicker picks={picks} onMessage={onMessage} />
}

/**
 * The photos picked, loaded with the first pick (the form's own code stays small): each resized,
 * listed with a thumbnail, its state and progress, and a Remove button; the form's sender finds
 * them by the form (photo-registry.ts).
 */
export function PhotoPicker({ picks, onMessage }: PhotoPickerProps) {
  const list = usePhotoList()
  const { add, settled, setSent, clear, message } = list
  const added = useRef(0)
  useEffect(() => {
    for (; added.current < picks.length; added.current++) add(picks[added.current]!)
  }, [picks, add])
  useEffect(() => onMessage(message), [message, onMessage])
  const place = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const form = place.current?.closest('form')
    return form ? registerPhotos(form, { settled, setSent, clear }) : undefined
  }, [settled, setSent, clear])

  return (
    <div ref={place} className="mt-2">
      {list.photos.length > 0 && (
        <ul aria-label="Photos to send" className="grid gap-2">
          {list.photos.map((photo) => (
            <li key={photo.id} data-photo-state={photo.state} className="flex items-center gap-3 rounded-md border p-2 text-sm">
              {photo.preview ? (
                <img src={photo.preview} alt="" width={48} height={48} className="size-12 shrink-0 rounded object-cover" />
              ) : (
                <span aria-hidden="true" className="size-12 shrink-0 animate-pulse rounded bg-muted" />
              )}
              <span className="grid min-w-0 flex-1 gap-1">
                <span className="truncate font-medium">{photo.name}</span>
                <progress
                  max={1}
                  value={photo.state === 'preparing' ? undefined : photo.sent}
                  aria-label={`${photo.name}: ${photoState(photo)}`}
                  className="h-1.5 w-full accent-primary"
                />
                <span className="text-muted-foreground">{photoState(photo)}</span>
              </span>
              <button
                type="button"
                aria-label={`Remove ${photo.name}`}
                onClick={() => list.remove(photo.id)}
                className="min-h-11 rounded-md px-3 font-medium hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring"
              >
                Remove
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}

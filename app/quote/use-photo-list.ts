import { useCallback, useEffect, useRef, useState } from 'react'
import { photoMessages } from '#lead/photo-messages.ts'
import { photoRules } from '#lead/photo-rules.ts'

/** One photo the visitor picked, as the form shows it and sends it. */
export interface PickedPhoto {
  id: string
  name: string
  state: 'preparing' | 'ready'
  /** The resized JPEG, once ready: the same bytes on every attempt, so a retry stores nothing twice. */
  blob?: Blob
  /** An object URL of the resized photo, for its thumbnail. */
  preview?: string
  /** How much of it has been sent, 0 to 1, while the form is sending. */
  sent: number
}

export interface PhotoList {
  photos: PickedPhoto[]
  /** Why the last photo picked was not taken, as the collector would say it. */
  message?: string
  add(files: Iterable<File>): void
  remove(id: string): void
  /** Once every photo picked so far is resized: the ones ready to send, in the order they were picked. */
  settled(): Promise<Array<{ id: string; name: string; blob: Blob }>>
  /** Progress of the sending, per photo (by id). */
  setSent(sent: ReadonlyMap<string, number>): void
  clear(): void
}

const loadResizePhoto = () => import('./resize-photo.ts')
let nextId = 0

/**
 * The photos of one quote form: picked, resized in the browser one at a time (the resizer loads
 * on the first pick), shown with their progress, and removable. At most `photoRules.maxPhotos`;
 * a file the browser cannot decode is refused with the collector's own message.
 */
export function usePhotoList(): PhotoList {
  const [photos, setPhotos] = useState<PickedPhoto[]>([])
  const [message, setMessage] = useState<string>()
  const queue = useRef(Promise.resolve())
  const previews = useRef(new Set<string>())
  // The count as picks arrive, before React renders them: several files come at once.
  const count = useRef(0)
  // The resized photos as they become ready, for a submission made before React has rendered them.
  const ready = useRef(new Map<string, { id: string; name: string; blob: Blob }>())
  const removed = useRef(new Set<string>())

  useEffect(() => {
    const urls = previews.current
    return () => urls.forEach((url) => URL.revokeObjectURL(url))
  }, [])

  const add = useCallback((files: Iterable<File>) => {
    setMessage(undefined)
    for (const file of files) {
      if (count.current >= photoRules.maxPhotos) {
        setMessage(photoMessages.tooMany)
        break
      }
      count.current++
      const id = `photo-${++nextId}`
      setPhotos((list) => [...list, { id, name: file.name, state: 'preparing', sent: 0 }])
      queue.current = queue.current.then(async () => {
        try {
          const { resizePhoto } = await loadResizePhoto()
          const blob = await resizePhoto(file)
          const preview = URL.createObjectURL(blob)
          previews.current.add(preview)
          if (!removed.current.has(id)) ready.current.set(id, { id, name: file.name, blob })
          setPhotos((list) => list.map((photo) => (photo.id === id ? { ...photo, state: 'ready', blob, preview } : photo)))
        } catch {
          count.current--
          setPhotos((list) => list.filter((photo) => photo.id !== id))
          setMessage(photoMessages.notAPhoto(file.name))
        }
      })
    }
  }, [])

  const remove = useCallback((id: string) => {
    count.current--
    removed.current.add(id)
    ready.current.delete(id)
    setMessage(undefined)
    setPhotos((list) => list.filter((photo) => photo.id !== id))
  }, [])

  const setSent = useCallback((sent: ReadonlyMap<string, number>) => {
    setPhotos((list) => list.map((photo) => ({ ...photo, sent: sent.get(photo.id) ?? photo.sent })))
  }, [])

  const settled = useCallback(async () => {
    await queue.current
    return [...ready.current.values()]
  }, [])

  const clear = useCallback(() => {
    count.current = 0
    ready.current.clear()
    setMessage(undefined)
    setPhotos([])
  }, [])

  return { photos, message, add, remove, settled, setSent, clear }
}

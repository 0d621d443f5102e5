import { useCallback, useEffect, useRef, useState } from 'react'
import { photoMessagesIn } from '#lead/photo-messages.ts'
import { photoRules } from '#lead/photo-rules.ts'
import { useLanguage } from '../lib/language.tsx'
import { resizePhoto } from './resize-photo.ts'
import type { OutgoingPhoto } from './send-lead.ts'

export interface PickedPhoto {
  id: string
  name: string
  state: 'preparing' | 'ready'
  /** An object URL of the resized photo, for its thumbnail. */
  preview?: string
  bytes?: number
}

let nextId = 0

/** The form's photos, resized one at a time, shown and removable; one too many or one the browser cannot decode is refused with the collector's message. */
export function usePhotoList() {
  const photoMessages = photoMessagesIn[useLanguage()]
  const [photos, setPhotos] = useState<PickedPhoto[]>([])
  // Why the last photo picked was not taken, as the collector would say it.
  const [message, setMessage] = useState<string>()
  const queue = useRef(Promise.resolve())
  const previews = useRef(new Set<string>())
  // Counted and kept as picks arrive, before React renders them: several files come at once, and a submit may come before the render.
  const count = useRef(0)
  const ready = useRef(new Map<string, OutgoingPhoto>())
  const removed = useRef(new Set<string>())

  useEffect(() => {
    const urls = previews.current
    return () => urls.forEach((url) => URL.revokeObjectURL(url))
  }, [])

  const add = useCallback(
    (files: Iterable<File>) => {
      setMessage(undefined)
      for (const file of files) {
        if (count.current >= photoRules.maxPhotos) {
          setMessage(photoMessages.tooMany)
          break
        }
        count.current++
        const id = `photo-${++nextId}`
        setPhotos((list) => [...list, { id, name: file.name, state: 'preparing' }])
        queue.current = queue.current.then(async () => {
          try {
            const blob = await resizePhoto(file)
            const preview = URL.createObjectURL(blob)
            previews.current.add(preview)
            if (!removed.current.has(id)) ready.current.set(id, { name: file.name, blob })
            setPhotos((list) => list.map((photo) => (photo.id === id ? { ...photo, state: 'ready', preview, bytes: blob.size } : photo)))
          } catch {
            count.current--
            setPhotos((list) => list.filter((photo) => photo.id !== id))
            setMessage(photoMessages.notAPhoto(file.name))
          }
        })
      }
    },
    [photoMessages],
  )

  const remove = useCallback((id: string) => {
    count.current--
    removed.current.add(id)
    ready.current.delete(id)
    setMessage(undefined)
    setPhotos((list) => list.filter((photo) => photo.id !== id))
  }, [])

  // Once every photo picked so far is resized: the ones to send, in the order they were picked.
  const settled = useCallback(async () => {
    await queue.current
    return [...ready.current.values()]
  }, [])

  return { photos, message, add, remove, settled }
}

export type PhotoList = ReturnType<typeof usePhotoList>

import { useState, type ComponentType, type Ref } from 'react'
import { photoRules } from '../../lead/photo-rules.ts'
import { Input } from '../components/ui/input.tsx'
import { FormField, type FormFieldProps } from './form-field.tsx'
import type { PhotoPickerProps } from './photo-picker.tsx'

/** What the form does with the photos picked: wait for them to be resized, show their progress, forget them after a success. */
export interface PhotoHandle {
  settled(): Promise<Array<{ id: string; name: string; blob: Blob }>>
  setSent(sent: ReadonlyMap<string, number>): void
  clear(): void
}

export interface PhotoFieldProps {
  ids: FormFieldProps['ids']
  error?: string
  focus?: boolean
  /** Where the form reaches the photos picked (once the script runs: a page without it posts the files). */
  handle: Ref<PhotoHandle>
}

const loadPhotoPicker = () => import('./photo-picker.tsx')

/**
 * The quote form's photos (optional): a native file input that takes several, from the camera or
 * the library, posted with the form (multipart) before and without JavaScript. With the script,
 * each pick goes to the photo picker (photo-picker.tsx, loaded with the first pick), which
 * resizes and lists them, and the input is emptied so the next pick adds to the list.
 */
export function PhotoField({ ids, error, focus, handle }: PhotoFieldProps) {
  const [picks, setPicks] = useState<File[][]>([])
  const [Picker, setPicker] = useState<ComponentType<PhotoPickerProps>>()
  const [message, setMessage] = useState<string>()
  return (
    <FormField
      ids={ids}
      label="Photos of your yard"
      optional
      description={`Up to ${photoRules.maxPhotos} photos of your fence line, old fence or gates.`}
      error={message ?? error}
      focus={focus}
    >
      {(wiring) => (
        <div className="grid gap-2">
          <Input
            type="file"
            name={photoRules.fieldName}
            accept="image/*"
            multiple
            onChange={(event) => {
              const files = Array.from(event.currentTarget.files ?? [])
              event.currentTarget.value = ''
              setPicks((before) => [...before, files])
              void loadPhotoPicker().then(({ PhotoPicker }) => setPicker(() => PhotoPicker))
            }}
            className="h-auto min-h-11 file:mr-3 file:border-0 file:bg-transparent file:font-medium"
            {...wiring}
          />
          {Picker && <Picker picks={picks} handle={handle} onMessage={setMessage} />}
        </div>
      )}
    </FormField>
  )
}

import { useState, type ReactElement } from 'react'
import { Input } from '../components/ui/input.tsx'
import { FormField, type FormFieldProps } from './form-field.tsx'

export interface PhotoFieldProps {
  ids: FormFieldProps['ids']
  error?: string
  focus?: boolean
}

const loadPhotoPicker = () => import('./photo-picker.tsx')

/**
 * The quote form's photos (optional): a native file input that takes several, from the camera or
 * the library, posted with the form (multipart) before and without JavaScript. With the script,
 * each pick goes to the photo picker (photo-picker.tsx, loaded with the first pick), which
 * resizes and lists them, and the input is emptied so the next pick adds to the list.
 */
export function PhotoField({ ids, error, focus }: PhotoFieldProps) {
  const [picker, setPicker] = useState<ReactElement>()
  const [message, setMessage] = useState<string>()
  return (
    <FormField ids={ids} label="Yard photos, up to 6" optional error={message ?? error} focus={focus}>
      {(wiring) => (
        <>
          <Input
            type="file"
            name="photos"
            accept="image/*"
            multiple
            onChange={(event) => {
              const input = event.currentTarget
              void loadPhotoPicker().then(({ picked }) => setPicker(picked(input, setMessage)))
            }}
            {...wiring}
          />
          {picker}
        </>
      )}
    </FormField>
  )
}

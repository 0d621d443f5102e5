import { photoRules } from '../../lead/photo-rules.ts'
import { FormField, type FormFieldProps } from './form-field.tsx'

export interface PhotoFieldProps {
  ids: FormFieldProps['ids']
  error?: string
  focus?: boolean
}

/**
 * The quote form's photos (optional): a native file input that takes several, from the camera or
 * the library, posted with the form (multipart) before and without JavaScript.
 */
export function PhotoField({ ids, error, focus }: PhotoFieldProps) {
  return (
    <FormField
      ids={ids}
      label="Photos of your yard"
      optional
      description={`Up to ${photoRules.maxPhotos} photos of the fence line, the old fence or the gates help us price your project.`}
      error={error}
      focus={focus}
    >
      {(wiring) => (
        <input
          type="file"
          name={photoRules.fieldName}
          accept="image/*"
          multiple
          className="min-h-11 w-full rounded-md border border-input bg-background px-3 py-2 text-sm file:mr-3 file:rounded file:border-0 file:bg-secondary file:px-3 file:py-1.5 file:text-sm file:font-medium"
          {...wiring}
        />
      )}
    </FormField>
  )
}

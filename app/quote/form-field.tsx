import type { ReactNode } from 'react'
import { Label } from '../components/ui/label.tsx'
import { useLanguage } from '../lib/language.tsx'
import { cn } from '../lib/utils.ts'
import { quoteFormText } from './quote-form-text.ts'

/** What a field's control carries so that its label and message belong to it. */
export interface FieldControlProps {
  id: string
  'aria-invalid'?: true
  'aria-describedby'?: string
  autoFocus?: true
}

export interface FormFieldProps {
  ids: { control: string; label: string; message: string }
  label: ReactNode
  optional?: boolean
  /** Shown under the control, always tied to it. */
  description?: ReactNode
  error?: string
  /** The control takes focus when the page loads (the first problem of a form posted without JavaScript). */
  focus?: boolean
  /** 'stacked': label above; 'inline': a checkbox inside its label; 'group': a control that is not labelable names the label by id. */
  layout?: 'stacked' | 'inline' | 'group'
  /** Extra room for the message line where a message may wrap (a narrow column). */
  messageClassName?: string
  children: (control: FieldControlProps) => ReactNode
}

/** One field of a form: label, control, description and message, whose line is always there so a message moves nothing. */
export function FormField({ ids, label, optional, description, error, focus, layout = 'stacked', messageClassName, children }: FormFieldProps) {
  const optionalText = quoteFormText[useLanguage()].optional
  const descriptionId = `${ids.control}-description`
  const describedBy = [description ? descriptionId : undefined, error ? ids.message : undefined].filter(Boolean).join(' ')
  const control = children({
    id: ids.control,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy || undefined,
    autoFocus: focus || undefined,
  })
  const labelText = (
    <>
      {label}
      {optional && <span className="font-normal text-muted-foreground">{optionalText}</span>}
    </>
  )
  return (
    <div data-slot="form-field" className="grid content-start">
      {layout === 'inline' ? (
        <label
          htmlFor={ids.control}
          id={ids.label}
          className="flex min-h-11 cursor-pointer select-none items-start gap-3 py-1 text-sm leading-snug text-foreground"
        >
          {control}
          <span>{labelText}</span>
        </label>
      ) : (
        <>
          <Label htmlFor={layout === 'stacked' ? ids.control : undefined} id={ids.label} className="mb-1.5">
            {labelText}
          </Label>
          {control}
        </>
      )}
      {description && (
        <p id={descriptionId} className="mt-1.5 text-sm text-muted-foreground">
          {description}
        </p>
      )}
      <p id={ids.message} aria-live="polite" className={cn('min-h-8 pt-1.5 text-sm font-medium leading-5 text-destructive', messageClassName)}>
        {error}
      </p>
    </div>
  )
}

import type { ComponentProps } from 'react'
import { Input } from '../components/ui/input.tsx'
import { formatPhoneDisplay } from './phone-format.ts'

export interface PhoneInputProps extends ComponentProps<'input'> {
  /** Receives the number as it is shown, (469) 555-0123, when the visitor leaves the field. */
  onFormat: (display: string) => void
}

/** The phone field, reformatted when left; the new value is handed over before `onBlur`, so the check on blur sees it. */
export function PhoneInput({ onFormat, onBlur, ...props }: PhoneInputProps) {
  return (
    <Input
      type="tel"
      inputMode="tel"
      autoComplete="tel"
      placeholder="(469) 555-0123"
      {...props}
      onBlur={(event) => {
        onFormat(formatPhoneDisplay(event.target.value))
        return onBlur?.(event)
      }}
    />
  )
}

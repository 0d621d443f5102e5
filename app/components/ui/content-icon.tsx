import spriteUrl from '../../icons/content-icons.svg?url'
import type { IconName } from '../../content/icons.ts'

/**
 * A decorative icon content names (app/content/icons.ts): a `<use>` of its symbol in the icon
 * sprite, so it costs no script. Sized by `className`, coloured by the text colour, like a lucide icon.
 */
export function ContentIcon({ name, className }: { name: IconName; className?: string }) {
  return (
    <svg aria-hidden="true" focusable="false" width="24" height="24" className={className}>
      <use href={`${spriteUrl}#${name}`} />
    </svg>
  )
}

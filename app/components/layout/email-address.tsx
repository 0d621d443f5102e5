import type { ReactNode } from 'react'
import { site } from '#app/site-config.ts'

const [localPart, domain] = site.email.split('@') as [string, string]

/**
 * A mailto link to the business. A line too narrow for the address breaks it after the @, not
 * mid-word (with `wrap-anywhere` as the last resort); after an icon, the address is a flex item of its own.
 */
export function EmailLink({ className, icon }: { className: string; icon?: ReactNode }) {
  const address = (
    <>
      {localPart}@<wbr />
      {domain}
    </>
  )
  return (
    <a href={`mailto:${site.email}`} className={className}>
      {icon}
      {icon ? <span>{address}</span> : address}
    </a>
  )
}

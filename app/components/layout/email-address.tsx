import { site } from '#app/site-config.ts'

const [localPart, domain] = site.email.split('@') as [string, string]

/** The business e-mail as link text: a line too narrow for it breaks after the @, not mid-word (with `wrap-anywhere` as the last resort). */
export function EmailAddress() {
  return (
    <>
      {localPart}@<wbr />
      {domain}
    </>
  )
}

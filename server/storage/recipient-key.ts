// Gmail ignores dots and everyone plus-tags. Rows of the older rule age out of the 24-hour window: no migration.
export function recipientKey(email: string): string {
  const address = email.trim().toLowerCase()
  const at = address.lastIndexOf('@')
  if (at < 0) return address
  const domain = address.slice(at + 1)
  const untagged = address.slice(0, at).split('+', 1)[0]!
  const gmail = domain === 'gmail.com' || domain === 'googlemail.com'
  return gmail ? `${untagged.replaceAll('.', '')}@gmail.com` : `${untagged}@${domain}`
}

export function recipientDomain(key: string): string {
  const at = key.lastIndexOf('@')
  return at < 0 ? '' : key.slice(at + 1)
}

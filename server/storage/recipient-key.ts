/** Providers that ignore dots in the local part (`j.doe@` is `jdoe@`), each under the domain its mail arrives at. */
const dotlessProviders: ReadonlyMap<string, string> = new Map([
  ['gmail.com', 'gmail.com'],
  ['googlemail.com', 'gmail.com'],
])

/**
 * The mailbox an address reaches, as the once-a-day confirmation rule compares it (both databases
 * store it in `outbox.recipient`): lower case, without a plus-tag (`sam+1@` is `sam@`), and for
 * Gmail without the dots of the local part. Rows written under the older rule (lower case only)
 * age out of the 24-hour window on their own, so no migration rewrites them.
 */
export function recipientKey(email: string): string {
  const address = email.trim().toLowerCase()
  const at = address.lastIndexOf('@')
  if (at < 0) return address
  const domain = address.slice(at + 1)
  const untagged = address.slice(0, at).split('+', 1)[0]!
  const provider = dotlessProviders.get(domain)
  return provider ? `${untagged.replaceAll('.', '')}@${provider}` : `${untagged}@${domain}`
}

/** The domain of a recipient key (what follows its last `@`); '' when it has none. */
export function recipientDomain(key: string): string {
  const at = key.lastIndexOf('@')
  return at < 0 ? '' : key.slice(at + 1)
}

/**
 * The city, state and ZIP code of an address typed by hand in the usual way ("905 Maple Ave Unit 12,
 * Celina, TX 75009"), for a lead whose visitor did not pick a suggestion: so that the inbox's city
 * filter and list find it like the others. Nothing when the address does not end so.
 */
const endsWithTexasCity = /,\s*([A-Za-z][A-Za-z .'-]*?)\s*,\s*(?:TX|Texas)\.?(?:\s+(\d{5})(?:-\d{4})?)?\s*(?:,\s*(?:USA|US|United States))?\s*$/i

export function typedAddressParts(address: string): { city: string; state: 'TX'; zipCode: string } | undefined {
  const match = endsWithTexasCity.exec(address)
  if (!match) return undefined
  return { city: match[1]!.trim(), state: 'TX', zipCode: match[2] ?? '' }
}

// For a hand-typed address ("…, Celina, TX 75009"), so the inbox's city filter finds it like a picked suggestion.
const endsWithTexasCity = /,\s*([A-Za-z][A-Za-z .'-]*?)\s*,\s*(?:TX|Texas)\.?(?:\s+(\d{5})(?:-\d{4})?)?\s*(?:,\s*(?:USA|US|United States))?\s*$/i

export function typedAddressParts(address: string): { city: string; state: 'TX'; zipCode: string } | undefined {
  const match = endsWithTexasCity.exec(address)
  if (!match) return undefined
  return { city: match[1]!.trim(), state: 'TX', zipCode: match[2] ?? '' }
}

export interface UtmParameters {
  source: string | null
  medium: string | null
  campaign: string | null
}

export function readUtm(search: string): UtmParameters {
  const params = new URLSearchParams(search)
  const read = (name: string) => params.get(name)?.trim() || null
  return { source: read('utm_source'), medium: read('utm_medium'), campaign: read('utm_campaign') }
}

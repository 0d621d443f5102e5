export interface LeadPhoto {
  id: string
  leadId: string
  position: number
  // The same upload again is this photo.
  sourceSha256: string
  storageKey: string
  contentType: string
  width: number
  height: number
  bytes: number
  receivedAt: string
}

export interface LeadPhotos {
  add(photo: LeadPhoto): Promise<boolean>
  sourcesOf(leadId: string): Promise<Set<string>>
  list(leadId: string): Promise<LeadPhoto[]>
  get(leadId: string, photoId: string): Promise<LeadPhoto | undefined>
  count(leadId: string): Promise<number>
  noteNotKept(leadId: string, reason: string): Promise<void>
  notKeptOf(leadId: string): Promise<string | undefined>
}

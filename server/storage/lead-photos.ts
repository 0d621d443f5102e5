/** A lead's photos as the database records them (the files live in the photo store); written by photo-records.ts. */
export interface LeadPhoto {
  id: string
  leadId: string
  /** Its place among the lead's photos, from 0, in the order they were sent. */
  position: number
  /** SHA-256 (hex) of the bytes as received: the same upload again is this photo. */
  sourceSha256: string
  storageKey: string
  contentType: string
  width: number
  height: number
  bytes: number
  /** ISO 8601. */
  receivedAt: string
}

export interface LeadPhotos {
  /** Records a photo unless the lead has one from the same upload; false: it had (nothing written). */
  add(photo: LeadPhoto): Promise<boolean>
  /** The source hashes the lead's photos came from: what a retried submission need not store again. */
  sourcesOf(leadId: string): Promise<Set<string>>
  list(leadId: string): Promise<LeadPhoto[]>
  get(leadId: string, photoId: string): Promise<LeadPhoto | undefined>
  count(leadId: string): Promise<number>
  /** Records why photos the request carried were not kept (the first reason stays): the owner is told. */
  noteNotKept(leadId: string, reason: string): Promise<void>
  /** Why some of the lead's photos were not kept, or undefined. */
  notKeptOf(leadId: string): Promise<string | undefined>
}

// Never served to the public: only through the owner's session.
export interface PhotoStore {
  put(key: string, source: string, contentType: string): Promise<void>
  read(key: string): Promise<Buffer | undefined>
  // For a photo stored by a request that lost the race to record it.
  remove(key: string): Promise<void>
  eraseLead(leadId: string): Promise<number>
  leadIds(): Promise<string[]>
}

export function photoKey(leadId: string, photoId: string): string {
  return `${leadId.toLowerCase()}/${photoId.toLowerCase()}.jpg`
}

// Also catches a lead deleted while its photos were being stored.
export async function erasePhotosOfErasedLeads(store: PhotoStore, leadExists: (id: string) => Promise<boolean>): Promise<number> {
  let erased = 0
  for (const leadId of await store.leadIds()) if (!(await leadExists(leadId))) erased += await store.eraseLead(leadId)
  return erased
}

/**
 * Where photo files are kept: a folder under the data directory (photo-folder.ts), or an
 * S3-compatible object store (photo-bucket.ts). Keys are `<lead id>/<photo id>.jpg`: a lead's
 * photos go together when it is erased. Nothing here is ever served to the public: the inbox
 * reads a photo through the owner's session (photo-routes.ts).
 */
export interface PhotoStore {
  /** Stores the file at `source` (a prepared photo on the local disk) under `key`; the source stays. */
  put(key: string, source: string, contentType: string): Promise<void>
  /** The stored bytes, or undefined when there is no such photo. */
  read(key: string): Promise<Buffer | undefined>
  /** Erases one photo (stored by a request that lost the race to record it). */
  remove(key: string): Promise<void>
  /** Erases every photo of a lead; resolves to how many there were. */
  eraseLead(leadId: string): Promise<number>
  /** The leads that have photos stored: the purge erases the photos of those no longer stored. */
  leadIds(): Promise<string[]>
  /** One line for the start-up log: where photos go. */
  readonly description: string
}

const leadIdPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

export function photoKey(leadId: string, photoId: string): string {
  return `${leadId.toLowerCase()}/${photoId.toLowerCase()}.jpg`
}

/** Whether a name found in the store is a lead's folder or prefix (anything else there is left alone). */
export const isLeadFolderName = (name: string) => leadIdPattern.test(name)

/**
 * Erases the photos of every lead that is no longer stored: purged by the retention schedule,
 * deleted while its photos were being stored, or deleted by a version without photos.
 */
export async function erasePhotosOfErasedLeads(store: PhotoStore, leadExists: (id: string) => Promise<boolean>): Promise<number> {
  let erased = 0
  for (const leadId of await store.leadIds()) if (!(await leadExists(leadId))) erased += await store.eraseLead(leadId)
  return erased
}

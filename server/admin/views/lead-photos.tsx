import type { LeadPhoto } from '#server/storage/lead-photos.ts'
import { leadPhotoUrl } from '../photo-routes.ts'

export function LeadPhotos({ photos }: { photos: LeadPhoto[] }) {
  if (photos.length === 0) return null
  return (
    <section aria-labelledby="lead-photos" className="mt-5">
      <h2 id="lead-photos" className="mb-2 font-semibold">
        Photos ({photos.length})
      </h2>
      <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3">
        {photos.map((photo) => (
          <li key={photo.id}>
            <a href={leadPhotoUrl(photo.leadId, photo.id)} target="_blank" rel="noopener" className="block overflow-hidden rounded-md border">
              <img
                src={leadPhotoUrl(photo.leadId, photo.id, 'thumb')}
                alt={`Photo ${photo.position + 1} of ${photos.length}, ${photo.width} × ${photo.height} (opens full size)`}
                width={160}
                height={Math.round((160 * photo.height) / photo.width)}
                loading="lazy"
                className="h-auto w-full"
              />
            </a>
          </li>
        ))}
      </ul>
    </section>
  )
}

import { MapPin } from 'lucide'
import { Icon } from '../ui/icon.tsx'
import { cn } from '#app/lib/utils.ts'
import { site } from '#app/site-config.ts'
import { EmbedNearView } from '../ui/embed-near-view.tsx'

/** The footer map: nothing is fetched from the map host until the footer scrolls near view. */
export function LazyMap({ className }: { className?: string }) {
  const address = `${site.address.street}, ${site.address.city}, ${site.address.state} ${site.address.zip}`
  return (
    <EmbedNearView
      className={cn('relative aspect-[4/3] overflow-hidden rounded-lg bg-white/10', className)}
      placeholder={
        <div className="absolute inset-0 flex flex-col items-center justify-center gap-2 p-4 text-center text-sm text-white/85">
          <Icon icon={MapPin} className="size-6 text-amber-200" />
          {address}
        </div>
      }
    >
      <iframe
        title={`Map of ${site.businessName} in ${site.address.city}, ${site.address.state}`}
        src={site.mapEmbedUrl}
        className="absolute inset-0 size-full border-0"
        loading="lazy"
        referrerPolicy="no-referrer-when-downgrade"
      />
    </EmbedNearView>
  )
}

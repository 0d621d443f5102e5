import { ExternalLink } from 'lucide'
import { Icon } from '#app/components/ui/icon.tsx'
import { ContentIcon } from '#app/components/ui/content-icon.tsx'
import type { financingPage } from '#app/content/financing.ts'
import { EmbedNearView } from '#app/components/ui/embed-near-view.tsx'
import { site } from '#app/site-config.ts'

/**
 * The partner's payment calculator. Nothing is requested from the partner's host until the
 * box scrolls near view; the box keeps its size so nothing shifts, and the link below it
 * works even when the embed cannot load.
 */
export function PaymentCalculator({ text: financingCalculator }: { text: (typeof financingPage)['en']['calculator'] }) {
  return (
    <div>
      <EmbedNearView
        className="relative aspect-[3/4] overflow-hidden rounded-xl border bg-muted sm:aspect-[4/3]"
        placeholder={
          <div className="absolute inset-0 flex flex-col items-center justify-center gap-3 p-6 text-center text-muted-foreground">
            <ContentIcon name="calculator" className="size-10 text-primary" />
            <p>{financingCalculator.placeholder}</p>
          </div>
        }
      >
        <iframe
          title={financingCalculator.iframeTitle}
          src={site.financing.calculatorUrl}
          loading="lazy"
          sandbox="allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox"
          className="absolute inset-0 size-full border-0"
        />
      </EmbedNearView>
      <p className="mt-3 text-sm">
        <a
          href={site.financing.calculatorUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex items-center gap-1 font-semibold text-primary hover:underline"
        >
          {financingCalculator.fallbackLabel}
          <Icon icon={ExternalLink} className="size-4" />
        </a>
      </p>
    </div>
  )
}

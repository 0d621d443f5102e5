import { CheckCircle2, ImageOff } from 'lucide'
import { Icon } from '../components/ui/icon.tsx'
import type { ReactNode, Ref } from 'react'
import { Button, buttonVariants } from '../components/ui/button.tsx'
import { browserSite } from '../site-config.ts'
import { quoteFormText } from './quote-form-text.ts'

export interface QuoteThanksProps {
  headingLevel: 2 | 3 | 4
  headingRef?: Ref<HTMLHeadingElement>
  /** The heading takes focus when the page loads (the answer to a form posted without JavaScript). */
  focus?: boolean
  /** 'Submit Another Request': a button in the page, a link back to the form in the answer page. */
  again: { onClick: () => void } | { href: string }
  /** The request went, its photos could not: the panel says so and where to send them. */
  photosLost?: boolean
  photoProblem?: string
}

/** The thank-you panel, shown in place of the form once the lead arrived. */
export function QuoteThanks({ headingLevel, headingRef, focus, again, photosLost = false, photoProblem }: QuoteThanksProps): ReactNode {
  const Heading = `h${headingLevel}` as const
  return (
    <div className="flex flex-col items-center py-6 text-center">
      <Icon icon={CheckCircle2} className="size-14 text-success" />
      <Heading ref={headingRef} tabIndex={-1} autoFocus={focus} className="mt-4 text-2xl font-bold text-primary outline-none">
        {quoteFormText.thanksTitle}
      </Heading>
      <p className="mt-3 font-medium">{quoteFormText.thanksReceived}</p>
      <p className="mt-2 text-muted-foreground">{quoteFormText.thanksNext}</p>
      {photosLost && (
        <p className="mt-4 flex items-start gap-2 rounded-md bg-muted p-3 text-left text-sm font-medium">
          <Icon icon={ImageOff} className="mt-0.5 size-4 shrink-0" />
          <span>
            {quoteFormText.photosLost(browserSite.phone.display)}
            {photoProblem && <span className="mt-1 block font-normal">{photoProblem}</span>}
          </span>
        </p>
      )}
      {'href' in again ? (
        <a className={buttonVariants({ variant: 'outline', className: 'mt-6' })} href={again.href}>
          {quoteFormText.submitAnother}
        </a>
      ) : (
        <Button type="button" variant="outline" className="mt-6" onClick={again.onClick}>
          {quoteFormText.submitAnother}
        </Button>
      )}
    </div>
  )
}

import type { financingPage } from '#app/content/financing.ts'
import { CheckList } from '#app/components/sections/check-list.tsx'
import { ContentIcon } from '#app/components/ui/content-icon.tsx'
import { IconText } from '#app/components/ui/icon-text.tsx'

/** The partner program's terms, with the example payments labelled as examples. */
export function FinancingTermsBox({ box: financingTermsBox }: { box: (typeof financingPage)['termsBox'] }) {
  return (
    <div className="rounded-xl border-2 border-primary/20 bg-card p-6 shadow-sm sm:p-8">
      <h3 id="financing-terms-title" className="text-2xl font-bold">
        {financingTermsBox.title}
      </h3>
      <CheckList items={financingTermsBox.terms} className="mt-5" />
      <div className="mt-6 rounded-lg bg-muted p-5">
        <IconText icon={<ContentIcon name="info" className="size-5 text-cta" />} className="font-semibold">
          {financingTermsBox.exampleTitle}
        </IconText>
        <ul className="mt-3 space-y-2 text-sm">
          {financingTermsBox.examples.map((example) => (
            <li key={example}>{example}</li>
          ))}
        </ul>
      </div>
      <p className="mt-5 text-xs leading-relaxed text-muted-foreground">{financingTermsBox.disclaimer}</p>
    </div>
  )
}

import type { PolicyBlock, PrivacyPageSource } from '#app/content/privacy.ts'
import { site } from '#app/site-config.ts'
import { EmailLink } from '#app/components/layout/email-address.tsx'

function Block({ block }: { block: PolicyBlock }) {
  switch (block.kind) {
    case 'paragraph':
      return <p>{block.text}</p>
    case 'list':
      return (
        <ul className="list-disc space-y-2 pl-6 marker:text-primary">
          {block.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      )
    case 'contact':
      return (
        <address className="rounded-xl border bg-muted p-6 not-italic">
          <strong className="block text-foreground">{site.legalName}</strong>
          {site.address.street}
          <br />
          {site.address.city}, {site.address.state} {site.address.zip}
          <br />
          Phone:{' '}
          <a href={site.phone.href} data-place="privacy-policy" className="font-semibold text-primary underline-offset-2 hover:underline">
            {site.phone.display}
          </a>
          <br />
          E-mail: <EmailLink className="font-semibold text-primary underline-offset-2 wrap-anywhere hover:underline" />
        </address>
      )
  }
}

/** The policy as a plain, readable document: a header with the effective date, contents, then one h2 per section. */
export function PrivacyPolicy({ policy: { page: privacyPage, intro: privacyIntro, sections: privacySections } }: { policy: PrivacyPageSource }) {
  return (
    <>
      <section aria-labelledby="privacy-title" className="bg-primary px-4 py-10 text-primary-foreground sm:py-14">
        <div className="mx-auto max-w-3xl">
          <h1 id="privacy-title" className="text-4xl font-extrabold sm:text-5xl">
            {privacyPage.title}
          </h1>
          <p className="mt-3 text-white/90">
            {privacyPage.effectiveDateLabel} <time dateTime={privacyPage.effectiveDateIso}>{privacyPage.effectiveDate}</time>
          </p>
        </div>
      </section>

      <article className="px-4 py-12 sm:py-16">
        <div className="mx-auto max-w-3xl space-y-10 leading-relaxed text-foreground/90">
          <p className="text-lg">{privacyIntro}</p>

          <nav aria-labelledby="privacy-contents-title" className="rounded-xl border bg-card p-6">
            <h2 id="privacy-contents-title" className="text-lg font-bold">
              {privacyPage.contentsTitle}
            </h2>
            <ol className="mt-3 grid list-decimal gap-x-8 gap-y-1 pl-5 text-sm sm:grid-cols-2">
              {privacySections.map((section) => (
                <li key={section.id}>
                  <a href={`#${section.id}`} className="text-primary underline-offset-2 hover:underline">
                    {section.title}
                  </a>
                </li>
              ))}
            </ol>
          </nav>

          {privacySections.map((section) => (
            <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`} className="scroll-mt-28 space-y-4">
              <h2 id={`${section.id}-title`} className="text-2xl font-bold text-foreground">
                {section.title}
              </h2>
              {section.blocks.map((block, index) => (
                <Block key={index} block={block} />
              ))}
            </section>
          ))}
        </div>
      </article>
    </>
  )
}

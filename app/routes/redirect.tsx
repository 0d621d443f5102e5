import { SiteLink } from '../components/layout/site-link.tsx'
import { languageOfPath, useLanguage, type Language } from '../lib/language.tsx'
import { pagePath, usePagePath } from '../lib/page-path.ts'
import { redirectTarget } from '../route-table.ts'
import { absoluteUrl } from '../seo/json-ld.ts'
import { site } from '../site-config.ts'
import type { Route } from './+types/redirect'

const english = { title: (target: string) => `Redirecting to ${target}`, moved: 'This page has moved', continue: 'Continue to the new page' }

/** What the redirect page says, in its address's language. */
export const redirectText = {
  en: english,
  es: {
    title: (target: string) => `Redirigiendo a ${target}`,
    moved: 'Esta página cambió de dirección',
    continue: 'Continuar a la nueva página',
  },
} satisfies Record<Language, typeof english>

/**
 * An alternate address (e.g. /locations/<city>). The production server answers it with a
 * real 301; this prerendered page makes static hosting behave the same: a canonical link
 * to the real page, an immediate meta refresh and a link.
 */
export const meta: Route.MetaFunction = ({ location }) => {
  const path = pagePath(location.pathname)
  const target = redirectTarget(path) ?? '/'
  return [
    { title: redirectText[languageOfPath(path)].title(target) },
    { name: 'robots', content: 'noindex, follow' },
    { tagName: 'link', rel: 'canonical', href: absoluteUrl(site, target) },
    { httpEquiv: 'refresh', content: `0; url=${target}` },
  ]
}

export default function RedirectPage() {
  const target = redirectTarget(usePagePath()) ?? '/'
  const text = redirectText[useLanguage()]
  return (
    <div className="mx-auto max-w-2xl px-4 py-24 text-center">
      <h1 className="text-2xl font-bold">{text.moved}</h1>
      <p className="mt-4">
        <SiteLink to={target} className="font-semibold text-primary underline">
          {text.continue}
        </SiteLink>
      </p>
    </div>
  )
}

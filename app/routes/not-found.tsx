import { SiteLink } from '../components/layout/site-link.tsx'
import { buttonVariants } from '../components/ui/button.tsx'
import { languageOfPath, useLanguage, type Language } from '../lib/language.tsx'
import { sitePaths } from '../lib/site-paths.ts'
import { site } from '../site-config.ts'
import type { Route } from './+types/not-found'

const english = {
  title: `Page Not Found | ${site.businessName}`,
  description: 'The page you were looking for could not be found.',
  notFound: 'Oops! Page not found',
  home: 'Return to Home',
}

/** The not-found page, prerendered once per language (/404 and /es/404). */
export const notFoundText = {
  en: english,
  es: {
    title: `Página no encontrada | ${site.businessName}`,
    description: 'No encontramos la página que buscaba.',
    notFound: '¡Uy! No encontramos esta página',
    home: 'Volver al inicio',
  },
} satisfies Record<Language, typeof english>

export const meta: Route.MetaFunction = ({ location }) => {
  const text = notFoundText[languageOfPath(location.pathname)]
  return [{ title: text.title }, { name: 'description', content: text.description }, { name: 'robots', content: 'noindex, follow' }]
}

export default function NotFoundPage() {
  const language = useLanguage()
  const text = notFoundText[language]
  return (
    <div data-not-found="" className="flex min-h-[60vh] items-center justify-center bg-muted px-4 py-20">
      <div className="text-center">
        <h1 className="font-display text-7xl font-extrabold text-primary">404</h1>
        <p className="mt-4 text-xl text-muted-foreground">{text.notFound}</p>
        <SiteLink className={buttonVariants({ variant: 'cta', size: 'lg', className: 'mt-8' })} to={sitePaths.home[language]}>
          {text.home}
        </SiteLink>
      </div>
    </div>
  )
}

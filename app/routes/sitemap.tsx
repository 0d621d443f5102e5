import { Mail, Phone } from 'lucide'
import { Icon } from '../components/ui/icon.tsx'
import { SiteLink } from '../components/layout/site-link.tsx'
import { Section } from '../components/sections/section.tsx'
import { sitemapPage } from '../content/sitemap-page.ts'
import { languageOfPath } from '../lib/language.tsx'
import { pagePath } from '../lib/page-path.ts'
import { sitePaths } from '../lib/site-paths.ts'
import { findPage, pagesIn } from '../route-table.ts'
import { metaFromLoaderHead } from '../seo/page-meta.ts'
import { site } from '../site-config.ts'
import type { Route } from './+types/sitemap'
import { EmailLink } from '#app/components/layout/email-address.tsx'

/** The page lists the pages of its own language. */
export function loader({ url }: Pick<Route.LoaderArgs, 'url'>) {
  const language = languageOfPath(pagePath(url.pathname))
  return { ...sitemapPage[language], pages: pagesIn(language).map(({ path, label, group }) => ({ path, label, group })) }
}

export const shouldRevalidate = () => false

// Each language's head names its own page.
export const meta: Route.MetaFunction = (args) => metaFromLoaderHead(site, findPage(args.location.pathname) ?? findPage(sitePaths.sitemap.en)!)(args)

export default function SitemapPage({ loaderData }: Route.ComponentProps) {
  const { title, intro, sections, help, pages } = loaderData
  return (
    <>
      <div className="bg-primary px-4 py-12 text-primary-foreground">
        <div className="mx-auto max-w-7xl">
          <h1 className="text-4xl font-extrabold">{title}</h1>
          <p className="mt-3 max-w-2xl text-lg text-white/90">{intro}</p>
        </div>
      </div>
      <Section>
        <div className="grid gap-10 md:grid-cols-2 lg:grid-cols-4">
          {sections.map((section) => (
            <nav key={section.title} aria-labelledby={`sitemap-${section.groups[0]}`}>
              <h2 id={`sitemap-${section.groups[0]}`} className="mb-4 text-xl font-bold">
                {section.title}
              </h2>
              <ul className="space-y-2">
                {pages
                  .filter((page) => section.groups.includes(page.group))
                  .map((page) => (
                    <li key={page.path}>
                      <SiteLink to={page.path} className="text-primary underline-offset-4 hover:underline">
                        {page.label}
                      </SiteLink>
                    </li>
                  ))}
              </ul>
            </nav>
          ))}
        </div>
        <aside aria-labelledby="sitemap-need-help" className="mt-12 rounded-xl border bg-muted p-6">
          <h2 id="sitemap-need-help" className="text-xl font-bold">
            {help.title}
          </h2>
          <p className="mt-2 text-muted-foreground">{help.text}</p>
          <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:gap-8">
            <a href={site.phone.href} data-place="sitemap-help" className="flex items-center gap-2 font-semibold text-primary">
              <Icon icon={Phone} className="size-4" /> {site.phone.display}
            </a>
            <EmailLink className="flex items-center gap-2 font-semibold text-primary wrap-anywhere" icon={<Icon icon={Mail} className="size-4 shrink-0" />} />
          </div>
        </aside>
      </Section>
    </>
  )
}

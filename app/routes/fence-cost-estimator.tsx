import { CheckList } from '../components/sections/check-list.tsx'
import { Section, SectionHeading } from '../components/sections/section.tsx'
import { estimatorAssumptions, estimatorHead, estimatorPage } from '../content/fence-cost-estimator.ts'
import { PriceTable } from '../estimator/price-table.tsx'
import { extrasTable, perFootTables } from '../estimator/price-tables.ts'
import estimator from '../estimator/estimator.island.tsx'
import { canonicalEstimatorQuery } from '../estimator/form-choice.ts'
import { Island } from '../islands/island.tsx'
import { languageOfPath } from '../lib/language.tsx'
import { sitePaths } from '../lib/site-paths.ts'
import { findPage } from '../route-table.ts'
import { metaFromLoaderHead } from '../seo/page-meta.ts'
import { site } from '../site-config.ts'
import type { Route } from './+types/fence-cost-estimator'

const { heroImage } = findPage(sitePaths.estimator.en)!

/**
 * The page's copy and the price book's tables, in the address's language, are made at build time (decision 16); the collector
 * renders it with the inputs sent.
 */
export function loader({ url }: Pick<Route.LoaderArgs, 'url'>) {
  const language = languageOfPath(url.pathname)
  const { title, intro, priceTableTitle, priceTableIntro } = estimatorPage[language]
  return {
    search: canonicalEstimatorQuery(url.search),
    head: estimatorHead[language],
    page: { title, intro, priceTableTitle, priceTableIntro },
    assumptions: estimatorAssumptions[language],
    tables: { perFoot: perFootTables(language), extras: extrasTable(language) },
  }
}

// No `links` preload: this page has no hero image. Its canonical address is the one of the language it is in.
export const meta: Route.MetaFunction = (args) =>
  metaFromLoaderHead(site, { path: sitePaths.estimator[languageOfPath(args.location.pathname)], heroImage })(args)

export default function FenceCostEstimatorPage({ loaderData: { search, page: estimatorPage, assumptions, tables } }: Route.ComponentProps) {
  return (
    <>
      <div className="bg-primary px-4 py-12 text-primary-foreground">
        <div className="mx-auto max-w-7xl">
          <h1 className="text-4xl font-extrabold">{estimatorPage.title}</h1>
          <p className="mt-3 max-w-3xl text-lg text-white/90">{estimatorPage.intro}</p>
        </div>
      </div>

      <Section tone="muted" padding="compact">
        <Island of={estimator} props={{ search }} />
      </Section>

      <Section labelledBy="estimator-assumptions-title" padding="compact">
        <SectionHeading id="estimator-assumptions-title" title={assumptions.title} align="left" className="mb-6" />
        <div className="grid gap-8 md:grid-cols-2">
          <div>
            <h3 className="mb-3 text-lg font-bold">{assumptions.includedTitle}</h3>
            <CheckList items={assumptions.included} />
          </div>
          <div>
            <h3 className="mb-3 text-lg font-bold">{assumptions.changesTitle}</h3>
            <ul className="grid list-disc gap-2 pl-5">
              {assumptions.changes.map((change) => (
                <li key={change}>{change}</li>
              ))}
            </ul>
          </div>
        </div>
        <p className="mt-6 text-sm text-muted-foreground">{assumptions.footnote}</p>
      </Section>

      <Section tone="muted" labelledBy="estimator-prices-title">
        <SectionHeading id="estimator-prices-title" title={estimatorPage.priceTableTitle} intro={estimatorPage.priceTableIntro} />
        <div className="grid gap-6 md:grid-cols-2">
          {tables.perFoot.map((table) => (
            <PriceTable key={table.caption} table={table} />
          ))}
        </div>
        <PriceTable table={tables.extras} className="mt-6" />
      </Section>
    </>
  )
}

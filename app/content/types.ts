import type { z } from 'zod'
import type * as schema from './page-schemas.server.ts'

// The shapes of content only routes and the SEO builders read, inferred from the schemas (types only: no zod in the browser).
// A shape a shared component shows is that component's prop type (app/components).
export type PageHead = z.infer<typeof schema.head>
export type SectionIntro = z.infer<typeof schema.sectionIntro>
export type AreaLink = z.infer<typeof schema.areaLink>
export type ExtraService = z.infer<typeof schema.extraService>
export type SeasonEntry = z.infer<typeof schema.seasonEntry>
export type CityPageContent = z.infer<typeof schema.cityPageContent>
export type HomePage = z.infer<typeof schema.homePageSource>
export type ReviewsPage = z.infer<typeof schema.reviewsPageSource>
export type FaqContactCard = z.infer<typeof schema.faqsPageSource>['faqContactCards'][number]
export type FaqCategory = z.infer<typeof schema.faqsPageSource>['faqCategories'][number]

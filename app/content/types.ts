import type { z } from 'zod'
import type * as schema from './page-schemas.server.ts'

// The shapes content modules, components and the SEO builders read, inferred from the schemas (types only: no zod in the browser).
export type PageHead = z.infer<typeof schema.head>
export type Faq = z.infer<typeof schema.faq>
export type Stat = z.infer<typeof schema.stat>
export type Testimonial = z.infer<typeof schema.testimonial>
export type Advantage = z.infer<typeof schema.advantage>
export type ProcessStep = z.infer<typeof schema.processStep>
export type HeroFeature = z.infer<typeof schema.heroFeature>
export type HeroConfig = z.infer<typeof schema.hero>
export type CallToAction = z.infer<typeof schema.callToAction>
export type CtaButton = z.infer<typeof schema.ctaButton>
export type ServiceCard = z.infer<typeof schema.serviceCard>
export type SectionIntro = z.infer<typeof schema.sectionIntro>
export type AreaLink = z.infer<typeof schema.areaLink>
export type ExtraService = z.infer<typeof schema.extraService>
export type SeasonEntry = z.infer<typeof schema.seasonEntry>
export type CityPageContent = z.infer<typeof schema.cityPageContent>
export type HomePage = z.infer<typeof schema.homePageSource>
export type ReviewsPage = z.infer<typeof schema.reviewsPageSource>
export type FaqContactCard = z.infer<typeof schema.faqsPageSource>['faqContactCards'][number]
export type FaqCategory = z.infer<typeof schema.faqsPageSource>['faqCategories'][number]
export type { QuoteFormConfig } from '#app/quote/quote-form-config.ts'

import type { z } from 'zod'
import type * as schema from './page-schemas.server.ts'

// The shapes content modules and the SEO builders read, inferred from the schemas (types only: no zod in the browser).
export type PageHead = z.infer<typeof schema.head>
export type Faq = z.infer<typeof schema.faq>
export type Stat = z.infer<typeof schema.stat>
export type Testimonial = z.infer<typeof schema.testimonial>
export type Advantage = z.infer<typeof schema.advantage>
export type ProcessStep = z.infer<typeof schema.processStep>
export type HeroFeature = z.infer<typeof schema.heroFeature>
export type HeroConfig = z.infer<typeof schema.hero>
export type CallToAction = z.infer<typeof schema.callToAction>
export type { QuoteFormConfig } from '#app/quote/quote-form-config.ts'

export interface FaqCategory {
  category: string
  faqs: Faq[]
}

import { fillPlaceholders } from './fill-placeholders.ts'
import json from './home.json'
import type { ImageName } from './images.ts'
import type { CallToAction, HeroConfig, PageHead, QuoteFormConfig, ServiceCard, Testimonial } from './types.ts'

/** The home page (home.json). */

export interface BeforeAfterPair {
  title: string
  location: string
  description: string
  before: ImageName
  after: ImageName
}

export interface HomePageSource {
  homeHead: PageHead
  homeHero: HeroConfig
  homeServiceCards: ServiceCard[]
  beforeAfter: { headline: string; intro: string; pairs: BeforeAfterPair[] }
  homeCallToAction: CallToAction
  homeReviews: Testimonial[]
  whyChooseUs: { headline: string; intro: string; points: string[] }
  homeContactForm: QuoteFormConfig
}

export const { homeHead, homeHero, homeServiceCards, beforeAfter, homeCallToAction, homeReviews, whyChooseUs, homeContactForm } =
  fillPlaceholders<HomePageSource>(json)

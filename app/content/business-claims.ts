import { site } from '../site-config.ts'

/**
 * Claims the spec states in more than one reading. Both readings live here; each page
 * names the one it shows, so a change is made once and the difference stays deliberate.
 */
const experienceYears = { standard: '20+', alternate: '10+' } as const

export const claims = {
  experience: {
    /** Most pages. */
    standard: `${experienceYears.standard} years`,
    /** Some pages (the newer city pages). */
    alternate: `${experienceYears.alternate} years`,
  },
  /** The same claim where the count stands alone, as in a stat tile or the banner's title case. */
  experienceYears,
  founded: {
    standard: 2000,
    /** The McKinney page. */
    mckinney: 2005,
    /** One page says family-owned in Celina since 2020. */
    celinaLocal: 2020,
  },
  rating: {
    /** Shown in copy: 5 stars from 200+ families. */
    displayed: { ratingValue: 5.0, reviewCount: 200, text: '5.0 ★★★★★ from 200+ North Texas families' },
    /** The figure structured data elsewhere gives. */
    structured: { ratingValue: 4.9, reviewCount: 147 },
  },
  responsePromise: 'We respond to every quote request within 24 hours.',
  sameDayQuotes: 'Same-day quotes in Celina, Prosper, Frisco and McKinney.',
  happyCustomers: '500+',
  satisfaction: '100%',
  fenceCounts: { celina: '500+', prosper: '500+', mckinney: '300+', frisco: '800+' },
  projectCounts: { aubrey: '200+', gunter: '100+', 'pilot-point': '300+', allen: '400+' },
  warranty: 'Lifetime workmanship warranty',
} as const

/** The 20 trust claims of the sliding banner (spec: 20 claims, 15 s loop). */
export const trustClaims: readonly string[] = [
  'Lifetime Workmanship Warranty',
  'Licensed, Bonded & Insured',
  'Family-Owned in Celina, TX',
  `${claims.experienceYears.standard} Years of Experience`,
  '5.0★ from 200+ Families',
  'Free On-Site Estimates',
  'Quotes Within 24 Hours',
  'HOA & Permit Handling',
  'Se Habla Español',
  'Weekend Installs Available',
  'Emergency Storm Repair',
  'Military & Veteran Discounts',
  'Senior Discounts',
  'Flexible Financing',
  `${claims.happyCustomers} Happy Customers`,
  'Premium Cedar & Vinyl',
  'Posts Set 24-30" Deep',
  'Most Installs in 1-3 Days',
  '100% Satisfaction',
  `Serving a ${site.serviceRadiusMiles}-Mile Radius`,
]

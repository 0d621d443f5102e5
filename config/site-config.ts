import { z } from 'zod'

// Read at build time (and by the server at start); everything here may reach the browser: never a secret.

const phoneDigits = /^\+?1?\d{10}$/
const trimmed = z.string().trim()
const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value)
const optionalUrl = z.preprocess(emptyToUndefined, z.url().optional())
const optionalText = z.preprocess(emptyToUndefined, trimmed.min(1).optional())

const siteEnvSchema = z.object({
  SITE_BUSINESS_NAME: trimmed.min(2).default('Lone Star Fence Works'),
  SITE_BUSINESS_LEGAL_NAME: trimmed.min(2).default('Lone Star Fence Works LLC'),
  SITE_PHONE: trimmed
    .refine((value) => phoneDigits.test(value.replace(/[\s().-]/g, '')), { message: 'must be a 10-digit US phone number such as (469) 555-0142' })
    .default('(469) 555-0142'),
  SITE_SMS_PHONE: optionalText,
  SITE_EMAIL: z.email().default('quotes@lonestarfenceworks.example'),
  SITE_STREET: trimmed.min(3).default('210 W Walnut St'),
  SITE_CITY: trimmed.min(2).default('Celina'),
  SITE_STATE: trimmed.regex(/^[A-Z]{2}$/, 'must be a two-letter state code such as TX').default('TX'),
  SITE_ZIP: trimmed.regex(/^\d{5}$/, 'must be a five-digit ZIP code').default('75009'),
  SITE_LATITUDE: z.coerce.number().min(-90).max(90).default(33.3246),
  SITE_LONGITUDE: z.coerce.number().min(-180).max(180).default(-96.7845),
  SITE_SERVICE_RADIUS_MILES: z.coerce.number().int().positive().default(25),
  SITE_URL: z
    .url()
    .transform((url) => url.replace(/\/+$/, ''))
    .default('https://www.lonestarfenceworks.example'),
  SITE_FINANCING_PREQUALIFY_URL: z.url().default('https://financing.partner.example/prequalify/lone-star-fence-works'),
  SITE_FINANCING_CALCULATOR_URL: z.url().default('https://financing.partner.example/calculator/lone-star-fence-works'),
  SITE_REVIEW_GOOGLE_URL: z.url().default('https://reviews.example/google/lone-star-fence-works'),
  SITE_REVIEW_FACEBOOK_URL: z.url().default('https://reviews.example/facebook/lone-star-fence-works'),
  SITE_REVIEW_YELP_URL: z.url().default('https://reviews.example/yelp/lone-star-fence-works'),
  SITE_REVIEW_BBB_URL: z.url().default('https://reviews.example/bbb/lone-star-fence-works'),
  SITE_SOCIAL_FACEBOOK_URL: optionalUrl.default('https://social.example/facebook/lonestarfenceworks'),
  SITE_SOCIAL_INSTAGRAM_URL: optionalUrl.default('https://social.example/instagram/lonestarfenceworks'),
  SITE_SOCIAL_NEXTDOOR_URL: optionalUrl,
  SITE_MAP_EMBED_URL: optionalUrl,
  LEAD_ENDPOINT: trimmed
    .refine((value) => value.startsWith('/') || URL.canParse(value), {
      message: 'must be a path on this site (such as /api/leads) or an absolute URL',
    })
    .default('/api/leads'),
  LEAD_CLIENT_KEY: trimmed.min(8, 'must be at least 8 characters').default('public-demo-client-key'),
  MAPS_API_KEY: optionalText,
  MAPS_SCRIPT_URL: optionalUrl,
  GTM_CONTAINER_ID: z.preprocess(emptyToUndefined, z.optional(z.string().regex(/^GTM-[A-Z0-9]+$/, 'must look like GTM-XXXXXXX'))),
  WEB_VITALS_REPORTING: z
    .enum(['on', 'off', 'true', 'false', '1', '0'])
    .default('off')
    .transform((value) => value === 'on' || value === 'true' || value === '1'),
})

// The rest only the prerendered HTML shows, so the browser's files do not carry it.
export type BrowserSiteConfig = Pick<SiteConfig, 'businessName' | 'phone' | 'hours' | 'lead' | 'maps' | 'analytics' | 'webVitalsReporting'>

export function browserSiteConfig({ businessName, phone, hours, lead, maps, analytics, webVitalsReporting }: SiteConfig): BrowserSiteConfig {
  return { businessName, phone, hours, lead, maps, analytics, webVitalsReporting }
}

export const builtConfigFile = 'build/site-config.json'

export class SiteConfigError extends Error {
  override name = 'SiteConfigError'
}

// The server's configuration reads it in the same pass as its own variables, so their problems are listed together.
export const siteConfigSchema = siteEnvSchema.transform((e) => {
  const digits = e.SITE_PHONE.replace(/\D/g, '').slice(-10)
  const smsDigits = (e.SITE_SMS_PHONE ?? e.SITE_PHONE).replace(/\D/g, '').slice(-10)
  // A test may leave the key out, as the browser's copy does when none is set.
  const maps: { apiKey?: string; scriptUrl: string } = { apiKey: e.MAPS_API_KEY, scriptUrl: e.MAPS_SCRIPT_URL ?? 'https://maps.googleapis.com/maps/api/js' }
  const query = encodeURIComponent(`${e.SITE_STREET}, ${e.SITE_CITY}, ${e.SITE_STATE} ${e.SITE_ZIP}`)
  return {
    businessName: e.SITE_BUSINESS_NAME,
    legalName: e.SITE_BUSINESS_LEGAL_NAME,
    phone: { display: digits.replace(/(\d{3})(\d{3})(\d{4})/, '($1) $2-$3'), e164: `+1${digits}`, href: `tel:+1${digits}`, sms: `sms:+1${smsDigits}` },
    email: e.SITE_EMAIL,
    address: { street: e.SITE_STREET, city: e.SITE_CITY, state: e.SITE_STATE, zip: e.SITE_ZIP },
    geo: { latitude: e.SITE_LATITUDE, longitude: e.SITE_LONGITUDE },
    hours: [
      {
        days: 'Monday - Friday',
        opens: '07:00',
        closes: '18:00',
        note: '7:00 AM - 6:00 PM',
        schemaDays: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
      },
      { days: 'Saturday', opens: '08:00', closes: '16:00', note: '8:00 AM - 4:00 PM', schemaDays: ['Saturday'] },
      { days: 'Sunday', opens: null, closes: null, note: 'By appointment', schemaDays: ['Sunday'] },
    ],
    serviceRadiusMiles: e.SITE_SERVICE_RADIUS_MILES,
    siteUrl: e.SITE_URL,
    financing: { prequalifyUrl: e.SITE_FINANCING_PREQUALIFY_URL, calculatorUrl: e.SITE_FINANCING_CALCULATOR_URL },
    reviewPlatforms: {
      google: e.SITE_REVIEW_GOOGLE_URL,
      facebook: e.SITE_REVIEW_FACEBOOK_URL,
      yelp: e.SITE_REVIEW_YELP_URL,
      bbb: e.SITE_REVIEW_BBB_URL,
    },
    social: {
      facebook: e.SITE_SOCIAL_FACEBOOK_URL,
      instagram: e.SITE_SOCIAL_INSTAGRAM_URL,
      nextdoor: e.SITE_SOCIAL_NEXTDOOR_URL,
    },
    mapEmbedUrl: e.SITE_MAP_EMBED_URL ?? `https://www.google.com/maps?q=${query}&output=embed`,
    lead: { endpoint: e.LEAD_ENDPOINT, clientKey: e.LEAD_CLIENT_KEY, clientKeyHeader: 'X-Client-Key' },
    maps,
    analytics: { gtmContainerId: e.GTM_CONTAINER_ID },
    webVitalsReporting: e.WEB_VITALS_REPORTING,
  }
})

export type SiteConfig = z.output<typeof siteConfigSchema>

export function loadSiteConfig(env: Record<string, string | undefined> = process.env): SiteConfig {
  const parsed = siteConfigSchema.safeParse(env)
  if (parsed.success) return parsed.data
  const lines = parsed.error.issues.map((issue) => `  - ${issue.path.join('.')}: ${issue.message}`)
  throw new SiteConfigError(`Invalid site configuration:\n${lines.join('\n')}`)
}

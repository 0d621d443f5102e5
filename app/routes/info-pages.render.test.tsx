import { prerender } from 'react-dom/static'
import { createRoutesStub } from 'react-router'
import { describe, expect, it } from 'vitest'
import { faqsPage } from '../content/faqs.ts'
import { reviewsPage } from '../content/reviews.ts'
import { sitePaths } from '../lib/site-paths.ts'
import { isKnownPath } from '../route-table.ts'
import { site } from '../site-config.ts'
import ContactPage, { loader as contactLoader } from './contact.tsx'
import FaqsPage, { loader as faqsLoader } from './faqs.tsx'
import FenceCostEstimatorPage, { loader as estimatorLoader } from './fence-cost-estimator.tsx'
import FinancingPage, { loader as financingLoader } from './financing.tsx'
import PrivacyPage, { loader as privacyLoader } from './privacy.tsx'
import ReviewsPage, { loader as reviewsLoader } from './reviews.tsx'

type PageModule = { default: React.ComponentType<never>; loader?: (args: { url: URL }) => unknown }

/** Renders a page as the prerender does (its loader's data at hand, waiting for its lazy parts), inside a router. */
async function renderPage(path: string, { default: Page, loader }: PageModule): Promise<string> {
  const Stub = createRoutesStub([{ id: 'page', path, Component: Page as React.ComponentType }])
  const hydrationData = loader ? { loaderData: { page: await loader({ url: new URL(path, 'http://localhost') }) } } : undefined
  const { prelude } = await prerender(<Stub initialEntries={[path]} hydrationData={hydrationData} />, { progressiveChunkSize: Number.POSITIVE_INFINITY })
  return new Response(prelude).text()
}

const modules = {
  reviews: { default: ReviewsPage, loader: reviewsLoader },
  faqs: { default: FaqsPage, loader: faqsLoader },
  contact: { default: ContactPage, loader: contactLoader },
  financing: { default: FinancingPage, loader: financingLoader },
  privacy: { default: PrivacyPage, loader: privacyLoader },
  estimator: { default: FenceCostEstimatorPage, loader: estimatorLoader },
} satisfies Partial<Record<keyof typeof sitePaths, PageModule>>
/** Each page at its English address and at its Spanish twin's. */
const pages: Record<string, PageModule> = Object.fromEntries(
  Object.entries(modules).flatMap(([name, page]) => Object.values(sitePaths[name as keyof typeof modules]).map((path) => [path, page])),
)
const renderedPages = new Map(await Promise.all(Object.entries(pages).map(async ([path, page]) => [path, await renderPage(path, page)] as const)))
const render = (path: keyof typeof pages) => renderedPages.get(path)!

const decode = (html: string) =>
  html
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
const hrefs = (html: string) => [...html.matchAll(/<a [^>]*href="([^"]*)"/g)].map((match) => decode(match[1]!))

describe.each(Object.keys(pages) as Array<keyof typeof pages>)('%s as prerendered', (path) => {
  const html = render(path)

  it('has exactly one h1', () => {
    expect(html.match(/<h1[\s>]/g)).toHaveLength(1)
  })

  it('every internal link resolves to a known page', () => {
    for (const href of hrefs(html).filter((value) => value.startsWith('/'))) {
      const pathname = href.split(/[?#]/)[0]!
      expect(isKnownPath(pathname), href).toBe(true)
    }
  })

  it('every link that opens a new tab has rel noopener', () => {
    for (const tag of html.match(/<a [^>]*target="_blank"[^>]*>/g) ?? []) expect(tag).toMatch(/rel="[^"]*noopener/)
  })

  it('every image has alt text (empty only when decorative)', () => {
    for (const tag of html.match(/<img [^>]*>/g) ?? []) expect(tag).toMatch(/ alt="/)
  })
})

describe('page specifics', () => {
  it('/faqs has every question and answer in the HTML, and a labelled search box', () => {
    const html = decode(render('/faqs'))
    for (const faq of faqsPage.en.allFaqs) {
      expect(html).toContain(faq.question)
      expect(html).toContain(faq.answer)
    }
    expect(html).toMatch(/<input[^>]*type="search"/)
    expect(html).toMatch(/<label for="[^"]+"[^>]*>Search frequently asked questions<\/label>/)
    expect(html).toContain(`href="${site.phone.href}"`)
    expect(html).toContain(`href="${site.phone.sms}?body=`)
  })

  it('/reviews shows six testimonials, the platform links in new tabs, the review and photo buttons', () => {
    const html = decode(render('/reviews'))
    for (const review of reviewsPage.en.testimonials) expect(html).toContain(review.name)
    for (const url of Object.values(site.reviewPlatforms)) expect(html).toContain(`href="${url}" target="_blank"`)
    expect(html).toContain('Leave a Review')
    expect(html).toContain(`mailto:${site.email}?subject=${encodeURIComponent('Photos of my new fence')}`)
    expect(hrefs(html)).toContain('/contact')
  })

  it('the financing banner states the loans and terms of its reading of the financing program', () => {
    for (const path of ['/reviews', '/faqs'] as const) {
      const html = decode(render(path))
      expect(html, path).toContain('Loans of $1,000 to $50,000')
      expect(html, path).toContain('Terms of 12 to 84 months')
      expect(html, path).toContain('Payments from $99/month')
    }
  })

  it('/contact has the quote anchor, phone, e-mail, hours and city links', () => {
    const html = decode(render('/contact'))
    expect(html).toContain('id="quote"')
    expect(html).toContain('Get Your Free Quote')
    expect(html).toContain(`href="${site.phone.href}"`)
    expect(html).toContain(`href="mailto:${site.email}"`)
    expect(html).toContain('7:00 AM - 6:00 PM')
    expect(html).toContain('By appointment')
    expect(hrefs(html)).toContain('/pilot-point-fence-company')
  })

  it('/financing links to prequalification in a new tab and does not load the calculator before scrolling', () => {
    const html = decode(render('/financing'))
    expect(html).toContain(`href="${site.financing.prequalifyUrl}" target="_blank" rel="noopener noreferrer"`)
    // The frame waits in a template until the page script puts it in place near the view.
    expect(html.replace(/<template>[\s\S]*?<\/template>/g, '')).not.toContain('<iframe')
    expect(html).toContain(`href="${site.financing.calculatorUrl}"`)
    expect(html).toContain('$104.89')
  })

  it('/privacy has the effective date and one h2 per section', () => {
    const html = decode(render('/privacy'))
    expect(html).toContain('November 22, 2026')
    expect((html.match(/<h2[\s>]/g) ?? []).length).toBeGreaterThanOrEqual(12)
    expect(html).toContain(`mailto:${site.email}`)
  })

  it('/fence-cost-estimator has the estimator form, waited for as the prerender does, and every price table', () => {
    const html = decode(render('/fence-cost-estimator'))
    expect(html).toContain('action="/fence-cost-estimator#estimate"')
    expect(html).toContain('Show my estimate')
    for (const caption of ['Wood Fencing', 'Vinyl Fencing', 'Chain Link Fencing', 'Black Iron Fencing', 'Gates and Extras']) {
      expect(html).toContain(`<caption class="mb-2 text-left text-lg font-bold">${caption}</caption>`)
    }
  })
})

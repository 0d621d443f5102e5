import { describe, expect, it } from 'vitest'
import { findPage, isKnownPath } from '#app/route-table.ts'
import { claims } from '../business-claims.ts'
import { locationsPage } from '../locations.ts'
import { serviceAreas } from '../service-areas.ts'
import { cityPages as allCityPages } from './city-pages.server.ts'
import type { CityPage } from './city-page.ts'

const cityLandingSlugs = ['celina', 'prosper', 'frisco', 'mckinney', 'allen', 'aubrey', 'gunter', 'pilot-point'] as const
const cityPages = Object.fromEntries(allCityPages.map((page) => [page.slug, page])) as Record<(typeof cityLandingSlugs)[number], CityPage>
const pages = [...allCityPages]

/** All the prose a visitor reads on a city page, except the bare neighbourhood list. */
function copyOf(page: CityPage): string {
  const { content } = page
  return [
    content.hero.subheadline,
    content.whyChooseUs.intro,
    ...content.whyChooseUs.bullets,
    ...content.services.list.flatMap((card) => [card.title, card.description, ...card.features]),
    content.stainingSection?.intro,
    ...(content.reviews?.examples.flatMap((review) => [review.quote, review.neighborhood]) ?? []),
    ...(content.projects?.examples.flatMap((project) => [project.title, project.description]) ?? []),
    content.localContext?.text,
    ...content.faqs.flatMap((faq) => [faq.question, faq.answer]),
    page.intros.services,
    page.intros.neighborhoods,
  ]
    .filter(Boolean)
    .join('\n')
}

function allLinks(page: CityPage): string[] {
  return [
    ...page.content.services.list.flatMap((card) => (card.link ? [card.link] : [])),
    ...page.cta.buttons.flatMap((button) => (button.kind === 'link' ? [button.to] : [])),
    page.path,
  ]
}

describe('city landing pages', () => {
  it('has one page per city slug, each on its route with the cedar fence hero', () => {
    for (const slug of cityLandingSlugs) {
      const page = cityPages[slug]
      expect(page.slug).toBe(slug)
      expect(page.path).toBe(`/${slug}-fence-company`)
      const route = findPage(page.path)
      expect(route?.file).toBe('routes/city-page.tsx')
      expect(page.hero.backgroundImage).toBe(route?.heroImage)
      expect(page.hero.backgroundImage).toBe('cedar-fence')
    }
  })

  it.each(pages.map((page) => [page.city, page] as const))('%s has full content', (_city, page) => {
    const { content } = page
    expect(content.hero.headline.length).toBeGreaterThan(10)
    expect(content.hero.subheadline.length).toBeGreaterThan(60)
    expect(content.whyChooseUs.intro.length).toBeGreaterThan(200)
    expect(content.whyChooseUs.bullets.length).toBeGreaterThanOrEqual(5)
    expect(content.services.list.length).toBeGreaterThanOrEqual(6)
    expect(content.neighborhoods.length).toBeGreaterThanOrEqual(page.slug === 'allen' ? 12 : 10)
    expect(content.faqs.length).toBeGreaterThanOrEqual(5)
    expect(content.serviceAreas.length).toBeGreaterThanOrEqual(4)
    expect(page.highlights).toHaveLength(4)
    expect(page.cta.buttons.map((button) => button.kind)).toEqual(['quote', 'call'])
  })

  it('has one h1 equal to the SEO h1 and a city-specific hero form', () => {
    for (const page of pages) {
      expect(page.hero.title).toBe(page.content.seo.h1)
      expect(page.hero.title).toBe(page.content.hero.headline)
      expect(page.hero.title).toContain(page.city)
      expect(page.hero.form).toMatchObject({
        formTitle: `Get Your Free ${page.city} Fence Quote`,
        pageContext: `${page.city} Fence Company Page`,
        formType: 'Hero Contact Form',
      })
      expect(page.hero.form.features.length).toBeGreaterThan(0)
    }
  })

  it('shows the optional sections the spec gives each city', () => {
    const withSection = (has: (page: CityPage) => unknown) =>
      pages
        .filter(has)
        .map((page) => page.slug)
        .sort()
    expect(withSection((page) => page.content.stainingSection)).toEqual(['celina', 'mckinney'])
    expect(withSection((page) => page.content.reviews)).toEqual(['celina', 'mckinney'])
    expect(withSection((page) => page.content.whyChooseUs.competitiveAdvantage)).toEqual(['prosper'])
    for (const has of [
      (page: CityPage) => page.content.topRatedSection,
      (page: CityPage) => page.content.projects,
      (page: CityPage) => page.content.localContext,
      (page: CityPage) => page.financing,
      (page: CityPage) => page.contactInfo,
    ]) {
      expect(withSection(has)).toEqual(['frisco'])
    }
    expect(cityPages.frisco.content.projects?.examples.map((project) => project.image)).toEqual(['project-1', 'project-2', 'project-3'])
  })

  it('compares Prosper with typical competitors using the spec figures', () => {
    const advantage = cityPages.prosper.content.whyChooseUs.competitiveAdvantage
    const text = JSON.stringify(advantage)
    expect(advantage?.headline).toMatch(/300% faster/i)
    for (const figure of ['2-3 weeks', '4-6 weeks', '24 hrs', '95%']) expect(text).toContain(figure)
  })

  it('writes copy for each city rather than swapping the name', () => {
    const seen = new Map<string, string>()
    for (const page of pages) {
      const texts = [
        page.content.hero.subheadline,
        page.content.whyChooseUs.intro,
        page.intros.services,
        page.intros.neighborhoods,
        page.intros.faqs,
        page.cta.text,
        page.hero.form.formDescription,
        ...page.content.faqs.map((faq) => faq.answer),
        ...page.content.services.list.map((card) => card.description),
      ]
      for (const text of texts) {
        expect(seen.get(text), `"${text}" repeats on ${page.city} and ${seen.get(text)}`).toBeUndefined()
        seen.set(text, page.city)
      }
    }
  })

  it('mentions the city or its neighborhoods in every FAQ and names neighborhoods in the copy', () => {
    for (const page of pages) {
      const copy = copyOf(page)
      const mentioned = page.content.neighborhoods.filter((name) => copy.includes(name))
      expect(mentioned.length, `${page.city} copy names only ${mentioned.join(', ')}`).toBeGreaterThanOrEqual(3)
      expect(page.content.whyChooseUs.intro).toContain(page.city)
      for (const faq of page.content.faqs) {
        const text = `${faq.question} ${faq.answer}`
        const local = text.includes(page.city) || page.content.neighborhoods.some((name) => text.includes(name))
        expect(local, `${page.city} FAQ "${faq.question}" is not about ${page.city}`).toBe(true)
      }
    }
  })

  it('gives every city its own neighborhoods', () => {
    const owner = new Map<string, string>()
    for (const page of pages) {
      for (const name of page.content.neighborhoods) {
        expect(owner.get(name), `${name} is listed for ${owner.get(name)} and ${page.city}`).toBeUndefined()
        owner.set(name, page.city)
      }
    }
  })

  it('links only to known pages, and nearby areas are served cities', () => {
    const served = new Set(serviceAreas.en.map((area) => area.city))
    for (const page of pages) {
      for (const link of allLinks(page)) expect(isKnownPath(link), `${page.city}: ${link}`).toBe(true)
      for (const city of page.content.serviceAreas) {
        expect(served.has(city), `${page.city} lists ${city}`).toBe(true)
        expect(city).not.toBe(page.city)
      }
    }
  })

  it('follows the card-link rules per city', () => {
    const celinaCards = cityPages.celina.content.services.list
    expect(celinaCards.every((card) => card.link === '/celina-wood-fencing' && (card.linkText ?? 'Learn More') === 'Learn More')).toBe(true)

    const prosperLinked = cityPages.prosper.content.services.list.filter((card) => card.link)
    expect(prosperLinked).toHaveLength(1)
    expect(prosperLinked[0]).toMatchObject({ link: '/prosper-wood-fencing', title: expect.stringMatching(/premium.*wood/i) })

    const mckinneyLinked = cityPages.mckinney.content.services.list.filter((card) => card.link)
    expect(mckinneyLinked).toHaveLength(1)
    expect(mckinneyLinked[0]).toMatchObject({ link: '/mckinney-wood-fencing', title: expect.stringMatching(/wood/i) })

    for (const slug of ['frisco', 'aubrey', 'gunter', 'pilot-point', 'allen'] as const) {
      for (const card of cityPages[slug].content.services.list) {
        expect(card.link, `${slug}: ${card.title}`).toMatch(/^\/services\//)
        expect(isKnownPath(card.link!)).toBe(true)
      }
    }
  })

  it('keeps titles and descriptions unique and within search-result limits', () => {
    const heads = [...pages.map((page) => page.content.seo), locationsPage.en.locationsHead]
    for (const head of heads) {
      expect(head.title.length, head.title).toBeGreaterThanOrEqual(30)
      expect(head.title.length, head.title).toBeLessThanOrEqual(65)
      expect(head.description.length, head.description).toBeGreaterThanOrEqual(70)
      expect(head.description.length, head.description).toBeLessThanOrEqual(160)
      expect(head.keywords.length).toBeGreaterThan(0)
    }
    expect(new Set(heads.map((head) => head.title)).size).toBe(heads.length)
    expect(new Set(heads.map((head) => head.description)).size).toBe(heads.length)
  })

  it('shows the spec numbers for each city', () => {
    const copy = (slug: keyof typeof cityPages) => `${copyOf(cityPages[slug])}\n${JSON.stringify(cityPages[slug].highlights)}`
    expect(copy('celina')).toContain(claims.fenceCounts.celina)
    expect(copy('prosper')).toContain(claims.fenceCounts.prosper)
    expect(copy('mckinney')).toContain(claims.fenceCounts.mckinney)
    expect(copy('frisco')).toContain(claims.fenceCounts.frisco)
    expect(copy('aubrey')).toContain(claims.projectCounts.aubrey)
    expect(copy('gunter')).toContain(claims.projectCounts.gunter)
    expect(copy('pilot-point')).toContain(claims.projectCounts['pilot-point'])
    expect(copy('allen')).toContain(claims.projectCounts.allen)
    expect(copy('allen')).toContain('12+')

    // Prices: Celina has its own reading, Prosper its own, the other pages the city-page cedar price.
    const celinaFaq = cityPages.celina.content.faqs.map((faq) => faq.answer).join(' ')
    expect(copy('celina')).toContain('$25-45')
    for (const figure of ['$15-35', '$20-25', '$25-30', '$30-35']) expect(celinaFaq).toContain(figure)
    expect(copy('celina')).not.toContain('$35-$55')
    expect(copy('prosper')).toContain('$40-$65')
    expect(cityPages.prosper.content.faqs.map((faq) => faq.answer).join(' ')).toContain('$35-$60')
    for (const slug of ['mckinney', 'frisco', 'aubrey', 'gunter', 'pilot-point', 'allen'] as const) {
      expect(copy(slug), slug).toContain('$35-$55')
    }
  })

  it('shows the experience and founding readings chosen per page', () => {
    const everything = (slug: keyof typeof cityPages) => JSON.stringify(cityPages[slug])
    expect(everything('celina')).toContain(`since ${claims.founded.celinaLocal}`)
    expect(everything('mckinney')).toContain(`Since ${claims.founded.mckinney}`)
    for (const slug of ['prosper', 'frisco'] as const) expect(everything(slug)).toContain(claims.experience.standard)
    for (const slug of ['aubrey', 'gunter', 'pilot-point', 'allen'] as const) {
      expect(everything(slug)).toContain(claims.experience.alternate)
      expect(everything(slug)).not.toContain(claims.experience.standard)
    }
  })

  it('states the response time of each city as the service-area list does', () => {
    const outer = ['gunter', 'pilot-point'] as const
    for (const slug of outer) expect(copyOf(cityPages[slug])).toContain('2-3 days')
    for (const page of pages) {
      const area = serviceAreas.en.find((entry) => entry.city === page.city)
      expect(area?.link).toBe(page.path)
      expect(area?.primary).toBe(true)
    }
  })
})

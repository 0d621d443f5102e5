import { describe, expect, it } from 'vitest'
import { findPage, isKnownPath } from '#app/route-table.ts'
import { site } from '#app/site-config.ts'
import { servicePageAt, servicePages } from './service-pages.server.ts'
import { pageFaqs, type ServicePageContent } from './service-page.ts'

const sectionsOf = <K extends ServicePageContent['sections'][number]['kind']>(content: ServicePageContent, kind: K) =>
  content.sections.filter((section): section is Extract<ServicePageContent['sections'][number], { kind: K }> => section.kind === kind)

/** Every internal link in a page's content (cards, related services, areas, extras, CTA buttons). */
function pageLinks(page: ServicePageContent): string[] {
  return page.sections.flatMap((section): string[] => {
    switch (section.kind) {
      case 'cards':
        return section.cards.flatMap((card) => (card.link ? [card.link] : []))
      case 'related':
        return section.services.map((service) => service.link)
      case 'areas':
        return section.areas.flatMap((area) => (area.link ? [area.link] : []))
      case 'extras':
        return section.extras.flatMap((extra) => (extra.link ? [extra.link] : []))
      case 'neighborhoods':
        return section.moreLink ? [section.moreLink.to] : []
      case 'cta':
        return section.cta.buttons.flatMap((button) => (button.kind === 'link' ? [button.to] : []))
      default:
        return []
    }
  })
}

const pageCards = (content: ServicePageContent) => sectionsOf(content, 'cards').flatMap((section) => section.cards)

describe('service page content', () => {
  it('covers exactly the overview, the 13 service pages and the 3 city wood pages of the route table', () => {
    const expected = [
      '/services',
      ...['wood-fencing', 'vinyl-fencing', 'chain-link', 'black-iron', 'commercial-fencing', 'automatic-gates', 'custom-gates']
        .concat(['staining-repairs', 'fence-staining', 'patios-pergolas', 'property-surveying', 'permits-hoa', 'maintenance-programs'])
        .map((slug) => `/services/${slug}`),
      '/celina-wood-fencing',
      '/prosper-wood-fencing',
      '/mckinney-wood-fencing',
    ]
    expect(servicePages.map((content) => content.path).sort()).toEqual(expected.sort())
    for (const content of servicePages) expect(findPage(content.path), content.path).toBeDefined()
  })

  it.each([
    ['/services', 8],
    ['/services/vinyl-fencing', 9],
    ['/services/chain-link', 9],
    ['/services/staining-repairs', 9],
    ['/services/fence-staining', 6],
    ['/services/automatic-gates', 8],
    ['/services/black-iron', 9],
    ['/services/commercial-fencing', 9],
    ['/services/patios-pergolas', 9],
    ['/services/custom-gates', 6],
    ['/services/property-surveying', 6],
    ['/services/permits-hoa', 6],
    ['/services/maintenance-programs', 6],
    ['/mckinney-wood-fencing', 3],
    ['/celina-wood-fencing', 3],
    ['/prosper-wood-fencing', 3],
  ])('%s shows %i cards', (path, count) => {
    expect(pageCards(servicePageAt(path))).toHaveLength(count)
  })

  it('overview: price tiers per service and Most Popular on wood fencing only', () => {
    const cards = pageCards(servicePageAt('/services'))
    const tiers = Object.fromEntries(cards.map((card) => [card.link, card.priceRange]))
    expect(tiers).toEqual({
      '/services/wood-fencing': '$$',
      '/services/vinyl-fencing': '$$$',
      '/services/chain-link': '$',
      '/services/staining-repairs': 'Varies',
      '/services/automatic-gates': '$$$',
      '/services/black-iron': '$$$$',
      '/services/commercial-fencing': '$$$',
      '/services/patios-pergolas': '$$$$',
    })
    expect(cards.filter((card) => card.popular).map((card) => card.title)).toEqual(['Wood Fencing'])
  })

  it('overview: six extra services, the four-step installation process and a closing call', () => {
    expect(sectionsOf(servicePageAt('/services'), 'extras')[0]?.extras).toHaveLength(6)
    expect(sectionsOf(servicePageAt('/services'), 'process')[0]?.steps.map((step) => step.title)).toEqual([
      'Free Consultation',
      'Design & Planning',
      'Professional Installation',
      'Final Inspection',
    ])
    expect(sectionsOf(servicePageAt('/services'), 'financing')).toHaveLength(1)
    expect(servicePageAt('/services').sections.at(-1)?.kind).toBe('cta')
  })

  it('card images are described by the card title plus the business name', () => {
    for (const content of servicePages) {
      for (const card of pageCards(content)) {
        if (card.alt === undefined) continue
        expect(card.alt, `${content.path}: ${card.title}`).toContain(card.title)
        expect(card.alt, `${content.path}: ${card.title}`).toContain(site.businessName)
      }
    }
  })

  it('every card has 2-4 feature bullets and titles are unique within a page', () => {
    for (const content of servicePages) {
      const cards = pageCards(content)
      expect(new Set(cards.map((card) => card.title)).size, content.path).toBe(cards.length)
      for (const card of cards) expect(card.features.length, `${content.path}: ${card.title}`).toBeGreaterThanOrEqual(2)
    }
  })

  it('every link is internal and resolves to a page of the route table', () => {
    for (const content of servicePages) {
      for (const link of pageLinks(content)) {
        expect(link.startsWith('/'), `${content.path} → ${link}`).toBe(true)
        expect(isKnownPath(link), `${content.path} → ${link}`).toBe(true)
      }
    }
  })

  it('titles are 30-65 and descriptions 70-160 characters, all unique', () => {
    for (const { path, head } of servicePages) {
      expect(head.title.length, `${path} title "${head.title}"`).toBeGreaterThanOrEqual(30)
      expect(head.title.length, `${path} title "${head.title}"`).toBeLessThanOrEqual(65)
      expect(head.description.length, `${path} description`).toBeGreaterThanOrEqual(70)
      expect(head.description.length, `${path} description`).toBeLessThanOrEqual(160)
      expect(head.keywords.length, `${path} keywords`).toBeGreaterThan(0)
    }
    expect(new Set(servicePages.map((content) => content.head.title)).size).toBe(servicePages.length)
    expect(new Set(servicePages.map((content) => content.head.description)).size).toBe(servicePages.length)
    expect(new Set(servicePages.map((content) => content.hero.title)).size).toBe(servicePages.length)
  })

  it("each hero shows the route table's hero image and a Hero Contact Form with the standard rating text", () => {
    for (const content of servicePages) {
      expect(content.hero.backgroundImage, content.path).toBe(findPage(content.path)?.heroImage)
      expect(content.hero.form.formType, content.path).toBe('Hero Contact Form')
      expect(content.hero.form.ratingText, content.path).toMatch(/5\.0.*200\+/)
      expect(content.hero.form.features.length, content.path).toBeGreaterThanOrEqual(3)
      expect(content.hero.form.features.length, content.path).toBeLessThanOrEqual(4)
    }
  })

  it('uses the exact form texts the spec gives', () => {
    const forms = Object.fromEntries(servicePages.map((content) => [content.path, content.hero.form]))
    expect(forms['/mckinney-wood-fencing']).toMatchObject({
      pageContext: 'McKinney Wood Fencing Service Page',
      formTitle: 'Get Your Free McKinney Wood Fence Quote',
      submitButtonText: 'Request Free Wood Fence Quote',
    })
    expect(forms['/services/vinyl-fencing']?.pageContext).toBe('Vinyl Fencing Service')
    expect(forms['/services/wood-fencing']?.pageContext).toBe('Wood Fencing Service')
    expect(forms['/services/chain-link']?.pageContext).toBe('Chain Link Fencing Service')
    expect(forms['/services/fence-staining']?.pageContext).toBe('Fence Staining Service')
    expect(forms['/services/property-surveying']).toMatchObject({
      pageContext: 'Property Surveying Services',
      formTitle: 'Get Your Survey Quote',
      submitButtonText: 'Request Survey Quote',
    })
    expect(forms['/services/permits-hoa']).toMatchObject({
      pageContext: 'Permits & HOA Services',
      formTitle: 'Get Permit Assistance',
      submitButtonText: 'Request Permit Assistance',
    })
    expect(forms['/services/maintenance-programs']).toMatchObject({
      pageContext: 'Maintenance Programs Service',
      formTitle: 'Get Your Free Quote',
      submitButtonText: 'Get My Free Quote',
      formType: 'Hero Contact Form',
    })
  })

  it('property surveying hero has no subtitle; every other hero has one', () => {
    for (const content of servicePages) {
      if (content.path === '/services/property-surveying') expect(content.hero.subtitle).toBeUndefined()
      else expect(content.hero.subtitle, content.path).toBeTruthy()
    }
  })

  it('maintenance programs: benefits, four seasons, two 5-star testimonials and its closing call', () => {
    const maintenance = servicePageAt('/services/maintenance-programs')
    expect(sectionsOf(maintenance, 'advantages')[0]?.advantages.map((benefit) => benefit.title)).toEqual([
      'Extend Fence Life',
      'Maintain Curb Appeal',
      'Prevent Costly Repairs',
    ])
    expect(sectionsOf(maintenance, 'seasons')[0]?.seasons.map((season) => season.season)).toEqual(['Spring', 'Summer', 'Fall', 'Winter'])
    const testimonials = sectionsOf(maintenance, 'reviews')[0]?.testimonials ?? []
    expect(testimonials).toHaveLength(2)
    expect(testimonials.every((review) => review.rating === 5)).toBe(true)
    expect(sectionsOf(maintenance, 'cta')[0]?.cta.headline).toBe('Start Maintenance Program Today')
  })

  it('McKinney wood: process, neighbourhoods, wood types and the call + Schedule Free Estimate close', () => {
    const mckinney = servicePageAt('/mckinney-wood-fencing')
    expect(sectionsOf(mckinney, 'process')[0]?.steps.map((step) => step.title)).toEqual([
      'Free Consultation',
      'HOA Approval',
      'Professional Installation',
      'Final Inspection',
    ])
    expect(sectionsOf(mckinney, 'neighborhoods')[0]?.neighborhoods).toEqual([
      'Stonebridge Ranch',
      'Craig Ranch',
      'Adriatica Village',
      'Tucker Hill',
      'Eldorado',
      'Foxwood',
    ])
    expect(pageCards(mckinney).map((card) => card.title)).toEqual(['Cedar Privacy Fence', 'Horizontal Cedar Fence', 'Cedar Picket Fence'])
    expect(JSON.stringify(mckinney)).toContain('2005')
    expect(sectionsOf(mckinney, 'cta')[0]?.cta.buttons).toEqual([
      { kind: 'call', label: expect.any(String) },
      { kind: 'quote', label: 'Schedule Free Estimate' },
    ])
  })

  it('city wood pages quote their own cedar price per linear foot', () => {
    expect(JSON.stringify(servicePageAt('/celina-wood-fencing'))).toContain('$35-$55 per linear foot')
    expect(JSON.stringify(servicePageAt('/mckinney-wood-fencing'))).toContain('$35-$55 per linear foot')
    expect(JSON.stringify(servicePageAt('/prosper-wood-fencing'))).toContain('$40-$65 per linear foot')
  })

  it('commercial lists 12 industries; black iron serves Anna; patios show three reviews', () => {
    expect(sectionsOf(servicePageAt('/services/commercial-fencing'), 'industries')[0]?.industries).toHaveLength(12)
    expect(sectionsOf(servicePageAt('/services/black-iron'), 'areas')[0]?.areas.map((area) => area.city)).toContain('Anna')
    expect(sectionsOf(servicePageAt('/services/patios-pergolas'), 'reviews')[0]?.testimonials).toHaveLength(3)
  })

  it('FAQ structured data reads the same list as the visible accordion', () => {
    for (const content of servicePages) {
      const visible = sectionsOf(content, 'faq').flatMap((section) => section.faqs)
      expect(pageFaqs(content)).toEqual(visible)
    }
  })

  it('shows no phone number but the configured one, and no e-mail address', () => {
    for (const content of servicePages) {
      const text = JSON.stringify(content)
      expect(text.replaceAll(site.phone.display, '')).not.toMatch(/\(\d{3}\) \d{3}-\d{4}/)
      expect(text).not.toContain('@')
    }
  })
})

import { randomUUID } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { Estimate } from '#lead/estimate.ts'
import type { LeadPayload } from '#lead/lead-schema.ts'
import type { NewLead } from '../storage/lead-repository.ts'

/** A body the quote form could send. */
export function leadPayload(overrides: Partial<LeadPayload> = {}): LeadPayload {
  return {
    firstName: 'Maria',
    lastName: 'Gonzalez',
    fullName: 'Maria Gonzalez',
    phone: '4695550199',
    email: 'maria.gonzalez@example.com',
    servicesNeeded: ['wood-fencing', 'automatic-gates'],
    services_needed: 'wood-fencing, automatic-gates',
    address: '1200 Preston Rd, Celina, TX 75009',
    streetAddress: '1200 Preston Rd',
    city: 'Celina',
    zipCode: '75009',
    state: 'TX',
    projectDetails: '6 ft cedar privacy fence, about 180 linear feet, with a double drive gate.',
    website: '',
    consent: true,
    timestamp: '2025-05-01T15:04:05.000Z',
    page: 'Contact Us',
    form_type: 'Contact Form',
    utm: { source: 'google', medium: 'cpc', campaign: 'spring-fences' },
    submissionId: randomUUID(),
    ...overrides,
  }
}

/** A lead ready for LeadRepository.saveLead. */
export function newLead(overrides: Partial<NewLead> = {}): NewLead {
  return {
    submissionId: randomUUID(),
    spam: false,
    receivedAt: new Date(),
    firstName: 'Maria',
    lastName: 'Gonzalez',
    fullName: 'Maria Gonzalez',
    email: 'maria.gonzalez@example.com',
    phone: '4695550199',
    services: ['wood-fencing'],
    address: '1200 Preston Rd, Celina, TX 75009',
    streetAddress: '1200 Preston Rd',
    city: 'Celina',
    zipCode: '75009',
    state: 'TX',
    projectDetails: 'Cedar privacy fence',
    page: 'Contact Us',
    formType: 'Contact Form',
    utm: { source: null, medium: null, campaign: null },
    submittedAt: '2025-05-01T15:04:05.000Z',
    consent: true,
    estimate: null,
    visit: null,
    language: 'en',
    ...overrides,
  }
}

/** An estimate the fence cost estimator could send with a lead. */
export function leadEstimate(overrides: Partial<Estimate['inputs']> = {}): Estimate {
  return {
    inputs: {
      fenceType: 'wood-fencing',
      style: 'board-on-board',
      heightFeet: 6,
      sidesFeet: [60, 90],
      walkGates: 1,
      singleDriveGates: 0,
      doubleDriveGates: 0,
      removeOldFence: true,
      stain: false,
      ...overrides,
    },
    range: { low: 6_050, high: 8_150 },
  }
}

/** A small stand-in for build/client with the shape `npm run build` produces. */
export function createStaticSite(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'site-test-'))
  const page = (title: string) =>
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title>` +
    `<script type="module" src="/assets/entry-Ab12Cd34.js"></script></head>` +
    `<body><main><h1>${title}</h1>${'<p>Cedar privacy fences built to last in north Texas.</p>'.repeat(40)}</main></body></html>`
  const files: Record<string, string> = {
    'index.html': page('Home'),
    'services/index.html': page('Services'),
    'services/wood-fencing/index.html': page('Wood Fencing'),
    'services/wood-fencing.data': '[{"_1":2},"routes/services/wood-fencing"]',
    'celina-fence-company/index.html': page('Celina Fence Company'),
    'fence-cost-estimator/index.html': page('Fence Cost Estimator').replace(
      '</main>',
      '<div data-island="estimator" data-island-id="_R_1_" data-props="{}" style="display:contents"><form></form></div></main>',
    ),
    'locations/celina/index.html': page('Redirecting'),
    '404.html': page('Oops! Page not found'),
    'admin/inbox.css': '.bg-muted{background:#f3f1ec}',
    'assets/entry-Ab12Cd34.js': `console.log("hydrate");${' '.repeat(2000)}`,
    'assets/inter-latin-wght-normal-Xy98.woff2': 'woff2',
    'img/hero-fence-640.avif': 'avif',
    'sitemap.xml': '<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"></urlset>',
    'robots.txt': 'User-agent: *\nAllow: /\n',
    _redirects: '/locations/celina /celina-fence-company 301\n/services/mckinney-wood-fencing /mckinney-wood-fencing 301\n',
  }
  for (const [file, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true })
    fs.writeFileSync(path.join(root, file), content)
  }
  return root
}

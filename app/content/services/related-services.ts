import type { RelatedService } from '../types.ts'

/** The service pages other service pages point to (spec: related-service cards). */
export const relatedServiceCatalog = {
  wood: {
    title: 'Wood Fencing',
    description: 'Cedar privacy, board-on-board and horizontal fences built on posts set 24-30 inches deep.',
    link: '/services/wood-fencing',
  },
  vinyl: {
    title: 'Vinyl Fencing',
    description: 'Low-maintenance vinyl privacy, picket and pool fences that last 30+ years without paint.',
    link: '/services/vinyl-fencing',
  },
  'chain-link': {
    title: 'Chain Link Fencing',
    description: 'Galvanized and vinyl-coated chain link from 3 to 12 feet, with privacy slats on request.',
    link: '/services/chain-link',
  },
  'black-iron': {
    title: 'Black Iron Fencing',
    description: 'Ornamental iron that frames a yard or pool without hiding the view, built to last 50+ years.',
    link: '/services/black-iron',
  },
  commercial: {
    title: 'Commercial Fencing',
    description: 'Perimeter, security and access-control fencing for businesses, HOAs and job sites.',
    link: '/services/commercial-fencing',
  },
  'automatic-gates': {
    title: 'Automatic Gates',
    description: 'Swing and sliding gate operators with keypads, remotes, intercoms and solar power.',
    link: '/services/automatic-gates',
  },
  'custom-gates': {
    title: 'Custom Gates',
    description: 'Walk, double-drive and security gates built to match your fence and hang true for years.',
    link: '/services/custom-gates',
  },
  'staining-repairs': {
    title: 'Fence Staining & Repairs',
    description: 'Storm repairs, post and picket replacement, and professional staining that adds 10+ years.',
    link: '/services/staining-repairs',
  },
} as const satisfies Record<string, RelatedService>

export type RelatedServiceKey = keyof typeof relatedServiceCatalog

export function relatedServices(...keys: RelatedServiceKey[]): RelatedService[] {
  return keys.map((key) => relatedServiceCatalog[key])
}

export const relatedSectionIntro = {
  eyebrow: 'Related Services',
  title: 'Complete Your Project',
  intro: 'Most of our customers pair a new fence with a gate, a finish or a second project. We handle all of it under one warranty.',
} as const

import type { LucideIconData } from 'lucide-react'

/**
 * The lucide icons the site draws, as lucide's own data (name and shapes), under lucide-react's
 * component names: what `Icon` (icon.tsx) takes. Each lucide-react icon module exports its data
 * as `__iconData` beside the component it makes of it; taking the data alone leaves lucide's
 * component runtime out of the islands' code (their build marks the module's `createLucideIcon`
 * call pure: vite.islands.config.ts).
 */
declare module 'lucide-react/icons/x' {
  // Every `lucide-react/icons/*` module has this one declaration file, which leaves the data out.
  export const __iconData: LucideIconData
}

export { __iconData as ArrowRight } from 'lucide-react/icons/arrow-right'
export { __iconData as Award } from 'lucide-react/icons/award'
export { __iconData as BadgeCheck } from 'lucide-react/icons/badge-check'
export { __iconData as BadgeDollarSign } from 'lucide-react/icons/badge-dollar-sign'
export { __iconData as Building2 } from 'lucide-react/icons/building-complex'
export { __iconData as Calculator } from 'lucide-react/icons/calculator'
export { __iconData as Calendar } from 'lucide-react/icons/calendar'
export { __iconData as CalendarCheck } from 'lucide-react/icons/calendar-check'
export { __iconData as Check } from 'lucide-react/icons/check'
export { __iconData as CheckCircle2 } from 'lucide-react/icons/circle-check'
export { __iconData as ChevronDown } from 'lucide-react/icons/chevron-down'
export { __iconData as ChevronRight } from 'lucide-react/icons/chevron-right'
export { __iconData as Clock } from 'lucide-react/icons/clock'
export { __iconData as DollarSign } from 'lucide-react/icons/dollar-sign'
export { __iconData as ExternalLink } from 'lucide-react/icons/external-link'
export { __iconData as FileCheck } from 'lucide-react/icons/file-check'
export { __iconData as FileText } from 'lucide-react/icons/file-text'
export { __iconData as Flower2 } from 'lucide-react/icons/flower-2'
export { __iconData as Hammer } from 'lucide-react/icons/hammer'
export { __iconData as Handshake } from 'lucide-react/icons/handshake'
export { __iconData as HardHat } from 'lucide-react/icons/hard-hat'
export { __iconData as Heart } from 'lucide-react/icons/heart'
export { __iconData as Home } from 'lucide-react/icons/house'
export { __iconData as Info } from 'lucide-react/icons/info'
export { __iconData as Leaf } from 'lucide-react/icons/leaf'
export { __iconData as Loader2 } from 'lucide-react/icons/loader-circle'
export { __iconData as Mail } from 'lucide-react/icons/mail'
export { __iconData as MapPin } from 'lucide-react/icons/map-pin'
export { __iconData as Menu } from 'lucide-react/icons/menu'
export { __iconData as MessageSquare } from 'lucide-react/icons/message-square'
export { __iconData as Minus } from 'lucide-react/icons/minus'
export { __iconData as Paintbrush } from 'lucide-react/icons/paintbrush'
export { __iconData as Phone } from 'lucide-react/icons/phone'
export { __iconData as Plus } from 'lucide-react/icons/plus'
export { __iconData as Ruler } from 'lucide-react/icons/ruler'
export { __iconData as Search } from 'lucide-react/icons/search'
export { __iconData as Shield } from 'lucide-react/icons/shield'
export { __iconData as ShieldCheck } from 'lucide-react/icons/shield-check'
export { __iconData as Snowflake } from 'lucide-react/icons/snowflake'
export { __iconData as Sparkles } from 'lucide-react/icons/sparkles'
export { __iconData as Star } from 'lucide-react/icons/star'
export { __iconData as Sun } from 'lucide-react/icons/sun'
export { __iconData as ThumbsUp } from 'lucide-react/icons/thumbs-up'
export { __iconData as Truck } from 'lucide-react/icons/truck'
export { __iconData as Users } from 'lucide-react/icons/users'
export { __iconData as Wrench } from 'lucide-react/icons/wrench'
export { __iconData as X } from 'lucide-react/icons/x'
export { __iconData as XCircle } from 'lucide-react/icons/circle-x'
export { __iconData as Zap } from 'lucide-react/icons/zap'

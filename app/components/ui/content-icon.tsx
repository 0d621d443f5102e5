import type { IconNode } from 'lucide'
import {
  Award,
  BadgeCheck,
  BadgeDollarSign,
  Calculator,
  Calendar,
  CalendarCheck,
  Clock,
  DollarSign,
  FileCheck,
  Hammer,
  Handshake,
  HardHat,
  Heart,
  Home,
  Info,
  Leaf,
  MapPin,
  MessageSquare,
  Paintbrush,
  Phone,
  Ruler,
  Shield,
  ShieldCheck,
  Sparkles,
  Star,
  Sun,
  ThumbsUp,
  Truck,
  Users,
  Wrench,
  Zap,
} from 'lucide'
import type { IconName } from '#app/lib/icon-names.ts'
import { Icon } from './icon.tsx'

/** Each content icon's lucide drawing: the one place a name resolves. */
export const contentIconDrawings: Record<IconName, IconNode> = {
  award: Award,
  'badge-check': BadgeCheck,
  'badge-dollar': BadgeDollarSign,
  calculator: Calculator,
  calendar: Calendar,
  'calendar-check': CalendarCheck,
  clock: Clock,
  dollar: DollarSign,
  'file-check': FileCheck,
  hammer: Hammer,
  handshake: Handshake,
  'hard-hat': HardHat,
  heart: Heart,
  home: Home,
  info: Info,
  leaf: Leaf,
  'map-pin': MapPin,
  message: MessageSquare,
  paintbrush: Paintbrush,
  phone: Phone,
  ruler: Ruler,
  shield: Shield,
  'shield-check': ShieldCheck,
  sparkles: Sparkles,
  star: Star,
  sun: Sun,
  'thumbs-up': ThumbsUp,
  truck: Truck,
  users: Users,
  wrench: Wrench,
  zap: Zap,
}

/**
 * A decorative icon content names (app/lib/icon-names.ts), drawn like every other icon of the page
 * (icon.tsx): inline, one path. Sized by `className`, coloured by the text colour. Not for
 * islands: this file brings every content drawing with it.
 */
export function ContentIcon({ name, className }: { name: IconName; className?: string }) {
  return <Icon icon={contentIconDrawings[name]} className={className} />
}

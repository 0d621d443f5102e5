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
  Truck,
  Users,
  Wrench,
  Zap,
} from 'lucide'
import { Icon } from './icon.tsx'

/** The icons content names by key, so content stays plain data, and each one's lucide drawing: the one place a name resolves. */
const contentIconDrawings = {
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
  truck: Truck,
  users: Users,
  wrench: Wrench,
  zap: Zap,
} as const satisfies Record<string, IconNode>

export type IconName = keyof typeof contentIconDrawings
/** The names the content schemas accept. */
export const iconNames = Object.keys(contentIconDrawings) as [IconName, ...IconName[]]

/** A decorative icon content names. Not for islands: this file brings every content drawing with it. */
export function ContentIcon({ name, className }: { name: IconName; className?: string }) {
  return <Icon icon={contentIconDrawings[name]} className={className} />
}

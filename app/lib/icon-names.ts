/**
 * Content names icons by key so content stays plain data. The drawings are lucide's
 * (app/components/ui/content-icon.tsx), drawn inline in the page like every other icon.
 */
export const iconNames = [
  'award',
  'badge-check',
  'badge-dollar',
  'calculator',
  'calendar',
  'calendar-check',
  'clock',
  'dollar',
  'file-check',
  'hammer',
  'handshake',
  'hard-hat',
  'heart',
  'home',
  'info',
  'leaf',
  'map-pin',
  'message',
  'paintbrush',
  'phone',
  'ruler',
  'shield',
  'shield-check',
  'sparkles',
  'star',
  'sun',
  'thumbs-up',
  'truck',
  'users',
  'wrench',
  'zap',
] as const

export type IconName = (typeof iconNames)[number]

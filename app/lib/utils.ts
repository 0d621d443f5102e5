import { clsx, type ClassValue } from 'clsx'

/**
 * Joins class names. There is no conflict resolution at run time (tailwind-merge cost 8 KB
 * and ~30 ms of a phone's main thread): components never pass two utilities for the same
 * property; an override is a prop (Section's `padding`) or a variant (`max-sm:hidden`).
 * The build check scripts/checks/class-conflicts.test.ts holds every prerendered element to it.
 */
export function cn(...inputs: ClassValue[]) {
  return clsx(inputs)
}

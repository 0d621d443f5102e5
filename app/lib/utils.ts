import { clsx, type ClassValue } from 'clsx'

/**
 * Joins class names, without conflict resolution at run time: components never pass two
 * utilities for the same property; an override is a prop (Section's `padding`) or a variant
 * (`max-sm:hidden`).
 */
export function cn(...inputs: ClassValue[]) {
  return clsx(inputs)
}

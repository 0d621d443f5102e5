import { clsx } from 'clsx'

/** Joins class names, without resolving conflicts: an override is a prop or a variant, never a second utility. */
export const cn = clsx

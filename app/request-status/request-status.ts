import { createContext } from 'react-router'
import type { Language } from '../lib/language.tsx'

/** Where the collector answers a homeowner's signed link (`/status/<token>`). */
export const requestStatusPath = '/status'

export type StepState = 'done' | 'current' | 'upcoming'

/** What the collector hands the status page: every word already chosen, nothing the owner wrote and no photos. */
export interface RequestStatus {
  /** The lead's: the page speaks the language the request was sent in, whatever its address. */
  language: Language
  greeting: string
  headline: string
  detail: string
  /** Empty once the request is closed. */
  steps: ReadonlyArray<{ label: string; state: StepState }>
  request: ReadonlyArray<{ label: string; value: string }>
  visit: { when: string; calendarHref: string } | null
}

/** Exported by the server build's entry, so the collector sets the very key the page's loader reads. */
export const requestStatusContext = createContext<RequestStatus | null>(null)

/**
 * The browser entry. The prerendered page already works without it (links, menus, forms that
 * post); hydration adds the enhancements. It runs as a transition, so React hydrates in short
 * slices and gives way to input; an event on a part not yet hydrated makes React hydrate that
 * part first and then replay it.
 */
import { startTransition } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { HydratedRouter } from 'react-router/dom'
import { trackContactClicks } from './lib/contact-clicks.ts'

// Before hydration: a call or text tapped on the prerendered page counts too.
trackContactClicks()

startTransition(() => {
  hydrateRoot(document, <HydratedRouter />)
})

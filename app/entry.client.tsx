/**
 * The browser entry: React Router's default, kept in the app so that it is a module of its
 * own. (The default lives under node_modules/@react-router, which the build's `router`
 * chunk takes whole (vite.config.ts); the hydration call would then run whenever anything
 * imported React Router.)
 * As its own small chunk it runs only when React Router's bootstrap imports it, after the
 * page's modules have been evaluated one task at a time (scripts/build-steps/critical-path.ts).
 */
import { startTransition, StrictMode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { HydratedRouter } from 'react-router/dom'

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  )
})

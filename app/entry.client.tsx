/**
 * The browser entry, kept in the app so that it is a module of its own: it runs only when
 * React Router's bootstrap imports it, after the page's modules have been evaluated one task
 * at a time (scripts/build-steps/critical-path.ts).
 *
 * The page's UI runtime is Preact (vite.config.ts aliases React to preact/compat), which
 * hydrates in one synchronous pass. So the work before it is done in tasks of its own:
 * React Router's first render decodes the page's data (it suspends until then), and the
 * next one creates the router; both are run here ahead of hydration by calling the router
 * component outside a render (it stops at its first hook, once the router exists).
 */
import { startTransition } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { HydratedRouter } from 'react-router/dom'
import { warmUpRendering, warmUpRouterRendering, warmUpRouting } from './lib/warm-up.tsx'

const nextTask = () => new Promise((resolve) => setTimeout(resolve))

/** Runs the router component's set-up; resolves when it is done or waits on data. */
async function prepareRouter(): Promise<void> {
  try {
    HydratedRouter({})
  } catch (pending) {
    if (pending instanceof Promise) await pending
  }
}

async function hydrate() {
  performance.mark('entry')
  warmUpRendering()
  await nextTask()
  const warmRouter = warmUpRouting()
  await nextTask()
  warmUpRouterRendering(warmRouter)
  performance.mark('warmed')
  await nextTask()
  await prepareRouter() // decodes the page's data
  performance.mark('decoded')
  await nextTask()
  await prepareRouter() // creates the router
  performance.mark('router')
  await nextTask()
  startTransition(() => {
    hydrateRoot(document, <HydratedRouter />)
  })
  performance.mark('hydrated')
}

void hydrate()
